"use client";

import { formatDistanceStrict } from "date-fns";
import { useSyncExternalStore } from "react";

const noop = () => () => {};

// Like useFormatters' time, to the second: attempts of one delivery can be seconds apart. The server and the
// hydrating render use UTC in en-US, the browser its own zone and locale right after (see use-formatters.ts).
export function useTimeFormat() {
  const browser = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const locale = browser ? undefined : "en-US";
  const timeZone = browser ? undefined : "UTC";
  const suffix = browser ? "" : " UTC";
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone });
  const clock = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  return {
    time: (iso: string) => dateTime.format(new Date(iso)) + suffix,
    // Chart ticks and table rows of whole hours.
    hour: (iso: string) => clock.format(new Date(iso)) + suffix,
    // "in 4 minutes" for a time still ahead; only in the browser, where the clock is the user's.
    relative: (iso: string, now: number) =>
      browser && Date.parse(iso) > now ? formatDistanceStrict(new Date(iso), now, { addSuffix: true }) : "",
  };
}
