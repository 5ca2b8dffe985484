"use client";

import { lazyHook } from "@/components/ui/lazy-module";
import { useClockFormat } from "./use-clock-format";

// date-fns's formatDistanceStrict (with its locale) loads after the page: relative times show only in the
// browser, for deliveries the page fetches after it has loaded, so none is needed before.
const useDistance = lazyHook(() =>
  import("date-fns/formatDistanceStrict").then((m) => m.formatDistanceStrict),
);

// Like useFormatters' time, to the second: attempts of one delivery can be seconds apart (use-clock-format.ts),
// plus relative times for what is still ahead.
export function useTimeFormat() {
  const { browser, time, hour } = useClockFormat();
  const distance = useDistance();
  return {
    time,
    hour,
    // Relative times can be worded (the delivery log waits for it rather than call a future attempt "due now").
    relativeReady: distance !== undefined,
    // "in 4 minutes" for a time still ahead; only in the browser, where the clock is the user's, and once
    // date-fns has loaded ("" until then, as on the server).
    relative: (iso: string, now: number) =>
      browser && distance && Date.parse(iso) > now ? distance(new Date(iso), now, { addSuffix: true }) : "",
  };
}
