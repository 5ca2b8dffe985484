// "in 4 minutes": how far ahead a time is, worded and rounded as date-fns' formatDistanceStrict(date, now,
// { addSuffix: true }) words it in en-US (seconds under a minute, then minutes, hours, days, months, years), without
// bringing date-fns and its locale to the pages that only need this (the delivery log). A time not ahead reads
// "in 0 seconds"; callers show it only for times still to come.
const MINUTE = 60_000;
const MINUTES_IN_DAY = 1_440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

// The zone's offset at that instant (date-fns' getTimezoneOffsetInMilliseconds): days and longer are counted in
// wall-clock time, so a DST change in between does not make "in 3 days" read "in 2 days".
function offsetMs(d: Date): number {
  const utc = new Date(
    Date.UTC(
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
      d.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(d.getFullYear());
  return d.getTime() - utc.getTime();
}

const round = (n: number) => Math.round(n) || 0;
const count = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? "" : "s"}`;

export function formatTimeUntil(date: Date | number, now: Date | number): string {
  const later = new Date(date);
  const earlier = new Date(now);
  const ms = Math.max(0, later.getTime() - earlier.getTime());
  const minutes = ms / MINUTE;
  const wallMinutes = (ms - (offsetMs(later) - offsetMs(earlier))) / MINUTE;
  if (minutes < 1) return count(round(ms / 1000), "second");
  if (minutes < 60) return count(round(minutes), "minute");
  if (minutes < MINUTES_IN_DAY) return count(round(minutes / 60), "hour");
  if (wallMinutes < MINUTES_IN_MONTH) return count(round(wallMinutes / MINUTES_IN_DAY), "day");
  if (wallMinutes < MINUTES_IN_YEAR) {
    const months = round(wallMinutes / MINUTES_IN_MONTH);
    return months === 12 ? count(1, "year") : count(months, "month");
  }
  return count(round(wallMinutes / MINUTES_IN_YEAR), "year");
}
