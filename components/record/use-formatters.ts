"use client";

import { useSyncExternalStore } from "react";

// The server does not know the user's locale or time zone: it and the hydrating render use a fixed format, and the
// browser switches to the user's own right after, so the two renders never disagree.
const noop = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

export function useFormatters() {
  const browser = useInBrowser();
  const locale = browser ? undefined : "en-US";
  const timeZone = browser ? undefined : "UTC";
  return {
    // The Partner API does not say which currency a budget is in; its accounts are US pros.
    money: (n: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(n),
    // dateStyle cannot be combined with timeZoneName, so the fixed format names its zone by hand.
    time: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
        new Date(iso),
      ) + (browser ? "" : " UTC"),
    // A calendar date (YYYY-MM-DD) names a day, not an instant: read and shown in UTC, no time zone can move it to
    // the day before.
    date: (ymd: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(`${ymd}T00:00:00Z`),
      ),
  };
}
