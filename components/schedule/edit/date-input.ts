// Whole-day dates are midnight UTC on the wire and read with UTC getters, so every time zone sees the same date
// (as layout.ts draws it). Timed dates are instants, shown in the user's own zone.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
// The contract's epoch range starts at 1970 and <input type="date"> stops at year 9999 in practice.
const MIN_YEAR = 1970;
const MAX_YEAR = 9999;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function toDateInput(ms: number | null | undefined, wholeDay: boolean): string {
  if (ms == null) return "";
  const d = new Date(ms);
  if (wholeDay) return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return (
    `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}`
  );
}

// The wire value of an input, or null when the text is not a real date (or time) in range. A local time that
// does not exist (skipped by a DST change) moves forward, as the browser's own parsing does.
export function fromDateInput(text: string, wholeDay: boolean): number | null {
  const s = text.trim();
  const m = (wholeDay ? DATE : DATE_TIME).exec(s);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, sec = 0] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  if (y! < MIN_YEAR || y! > MAX_YEAR || mo! < 1 || mo! > 12 || d! < 1 || h! > 23 || mi! > 59 || sec! > 59)
    return null;
  // setFullYear rather than the Date constructor, which maps years 0–99 to 1900–1999 (kept for symmetry: the
  // range check above already refuses them).
  const out = new Date(0);
  if (wholeDay) {
    out.setUTCFullYear(y!, mo! - 1, d!);
    // 2026-02-31 rolls over into March: not a real date.
    if (out.getUTCDate() !== d) return null;
    return out.getTime();
  }
  out.setFullYear(y!, mo! - 1, d!);
  if (out.getDate() !== d) return null;
  out.setHours(h!, mi!, sec!, 0);
  return out.getTime();
}

// What an input holds when the whole-day switch flips: a date keeps its calendar day and gets a time of day; a
// date and time keeps its day and drops the time.
export function convertDateInput(text: string, toWholeDay: boolean, timeOfDay = "09:00"): string {
  const s = text.trim();
  if (s === "") return "";
  if (toWholeDay) {
    const m = DATE_TIME.exec(s);
    return m ? `${m[1]}-${m[2]}-${m[3]}` : s;
  }
  return DATE.test(s) ? `${s}T${timeOfDay}` : s;
}
