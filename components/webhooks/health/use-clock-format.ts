"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => {};

// Instants to the second without date-fns. UTC in en-US on the server and while hydrating, the browser's own
// zone and locale right after (as use-formatters.ts).
export function useClockFormat() {
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
    browser,
    time: (iso: string) => dateTime.format(new Date(iso)) + suffix,
    // Chart ticks and table rows of whole hours.
    hour: (iso: string) => clock.format(new Date(iso)) + suffix,
  };
}
