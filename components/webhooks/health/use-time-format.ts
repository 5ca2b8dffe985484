"use client";

import { formatDistanceStrict } from "date-fns";
import { useClockFormat } from "./use-clock-format";

// Like useFormatters' time, to the second: attempts of one delivery can be seconds apart (use-clock-format.ts),
// plus relative times for what is still ahead.
export function useTimeFormat() {
  const { browser, time, hour } = useClockFormat();
  return {
    time,
    hour,
    // "in 4 minutes" for a time still ahead; only in the browser, where the clock is the user's.
    relative: (iso: string, now: number) =>
      browser && Date.parse(iso) > now ? formatDistanceStrict(new Date(iso), now, { addSuffix: true }) : "",
  };
}
