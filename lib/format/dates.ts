// The console's one date format ("Oct 27, 2025", "Oct 27, 2025, 9:00 AM"), so no page mixes "2026-12-15" with
// "Oct 27, 2025". The caller names the time zone (browser's by default); calendar dates are always read in UTC.

type Zone = { timeZone?: string };
// Records where seconds matter (the audit log) ask for them.
type Clock = Zone & { seconds?: boolean };

const cache = new Map<string, Intl.DateTimeFormat>();
function fmt(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat("en-US", options)));
  return f;
}

// ICU writes a narrow no-break space before AM/PM; a plain space reads the same and matches what people type.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

const toDate = (d: Date | number) => (typeof d === "number" ? new Date(d) : d);

// "Oct 27, 2025"
export const formatDay = (d: Date | number, { timeZone }: Zone = {}) =>
  plain(fmt({ month: "short", day: "numeric", year: "numeric", timeZone }).format(toDate(d)));

// "Oct 27": the first day of a range that ends in the same year.
export const formatMonthDay = (d: Date | number, { timeZone }: Zone = {}) =>
  plain(fmt({ month: "short", day: "numeric", timeZone }).format(toDate(d)));

// "9:00 AM" ("9:00:05 AM" with seconds)
export const formatClock = (d: Date | number, { timeZone, seconds }: Clock = {}) =>
  plain(
    fmt({ hour: "numeric", minute: "2-digit", second: seconds ? "2-digit" : undefined, timeZone }).format(
      toDate(d),
    ),
  );

// "Oct 27, 2025, 9:00 AM"
export const formatDateTime = (d: Date | number, clock: Clock = {}) =>
  `${formatDay(d, clock)}, ${formatClock(d, clock)}`;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

// A stored calendar date ("2026-12-15") → "Dec 15, 2026", read in UTC: it names a day, not an instant, so no
// time zone moves it. Anything else is returned as it is.
export function formatIsoDay(ymd: string): string {
  const m = YMD.exec(ymd.trim());
  if (!m) return ymd;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // 2026-13-45 rolls over into 2027: not a real date.
  if (d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return ymd;
  return formatDay(d, { timeZone: "UTC" });
}
