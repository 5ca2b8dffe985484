"use client";

import { lazyHook } from "@/components/ui/lazy-module";
import { useFormatters } from "@/components/record/use-formatters";

// date-fns's formatDistanceToNow (with its locale, ~3 kB) loads after the page, as the switch to relative times
// happens only then anyway.
const useRelative = lazyHook(() =>
  import("date-fns/formatDistanceToNow").then(
    ({ formatDistanceToNow }) =>
      (d: Date) =>
        formatDistanceToNow(d, { addSuffix: true }),
  ),
);

// "5 minutes ago", with the exact time in the title. The server and the hydrating render show the exact time
// (a relative one would differ between them by the time it takes to load); the browser switches right after.
export function RelativeTime({ iso }: { iso: string }) {
  const { time } = useFormatters();
  const format = useRelative();
  const exact = time(iso);
  return (
    <time dateTime={iso} title={exact} className="whitespace-nowrap">
      {format ? format(new Date(iso)) : exact}
    </time>
  );
}
