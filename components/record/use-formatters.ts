"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime, formatIsoDay } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";

// The server does not know the user's time zone: it and the hydrating render use UTC (and say so), then the
// browser switches to its own, so the two renders never disagree.
const noop = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

export function useFormatters() {
  const browser = useInBrowser();
  return {
    money: formatMoney,
    time: (iso: string) =>
      browser ? formatDateTime(new Date(iso)) : `${formatDateTime(new Date(iso), { timeZone: "UTC" })} UTC`,
    // A calendar date (YYYY-MM-DD) names a day, not an instant: the same day in every time zone.
    date: formatIsoDay,
  };
}
