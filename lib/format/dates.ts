// The console's one way of writing dates: "Oct 27, 2025", "Oct 27, 2025, 9:00 AM", "Oct 27" inside a range.
// Every page (record details, custom field values, the schedule, the audit log) renders dates through here, so a
// date never reads "2026-12-15" on one line and "Oct 27, 2025" on the next. English month names throughout (the
// accounts are US pros, and the schedule's ranges are built from the same parts). Pure and client-safe: the
// caller says which time zone (the browser's own when omitted); calendar dates are always read in UTC.

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

// A calendar date as stored ("2026-12-15", a custom field's or a lead's expected start) → "Dec 15, 2026". It
// names a day, not an instant, so it is read and written in UTC: no time zone moves it to the day before. Text
// that is not such a date is returned as it is (a value of an older format is still shown).
export function formatIsoDay(ymd: string): string {
  const m = YMD.exec(ymd.trim());
  if (!m) return ymd;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // 2026-13-45 rolls over into 2027: not a real date.
  if (d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return ymd;
  return formatDay(d, { timeZone: "UTC" });
}
