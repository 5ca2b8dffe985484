"use client";

import { formatDistanceToNow } from "date-fns";
import { useSyncExternalStore } from "react";
import { useFormatters } from "@/components/record/use-formatters";

const noop = () => () => {};

// "5 minutes ago", with the exact time in the title. The server and the hydrating render show the exact time
// (a relative one would differ between them by the time it takes to load); the browser switches right after.
export function RelativeTime({ iso }: { iso: string }) {
  const { time } = useFormatters();
  const browser = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const exact = time(iso);
  return (
    <time dateTime={iso} title={exact} className="whitespace-nowrap">
      {browser ? formatDistanceToNow(new Date(iso), { addSuffix: true }) : exact}
    </time>
  );
}
