import { z } from "zod";
import { idText } from "./outcomes";

// The reader profile's building blocks: what the console accepts from an API that meets the spec but chose
// differently where the spec leaves the choice open. Each rule cites its sentence in ../READER.md.

// Any positive integer JavaScript holds exactly: the spec types ids as "integer", with no bound.
export const readId = z.int().positive();

export const readPathId = z
  .string()
  .regex(idText, "must be a positive integer")
  .transform(Number)
  .pipe(readId);
export const readIdList = (name: string) =>
  z
    .string()
    .regex(
      /^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/,
      `${name} must be an integer or a comma-separated list of integers`,
    )
    .transform((s) => s.split(",").map(Number))
    .pipe(z.array(readId));
export const readQueryId = (name: string) =>
  z.string().regex(idText, `${name} must be a positive integer`).transform(Number).pipe(readId);

// ISO 8601 date-times: `Z` or an offset (±hh:mm, ±hhmm, ±hh), seconds and fractions optional. Read as the one
// instant they name, written back as the canonical UTC form (`…T…:…:….sssZ`), so every later comparison and
// every display sees one format.
const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

export function toInstant(text: string): string | undefined {
  if (isCanonicalInstant(text)) return text;
  const m = dateTime.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = "0", frac = "0", zulu, sign, oh = "0", om = "0"] = m;
  const fields = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = fields;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const offsetMin = zulu ? 0 : (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (Math.abs(offsetMin) > 18 * 60) return undefined;
  const ms = Number(frac.slice(0, 3).padEnd(3, "0"));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMin * 60_000;
  const back = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 rolls over in Date.UTC: refuse it instead of reading another day.
  if (back.getUTCMonth() !== month - 1) return undefined;
  return new Date(utc).toISOString();
}

// The canonical form itself (`YYYY-MM-DDTHH:MM:SS.sssZ`, what toISOString writes and what the sandbox sends),
// checked character by character: every timestamp of a list page comes this way, and a regex match and two Dates
// for each were a tenth of what reading a page allocated (issue 25). Years from 1000 only (Date.UTC reads 0-99 as
// 19xx, which the general path keeps doing). A valid one is its own canonical form.
const SEPARATORS: [number, number][] = [
  [4, 45], // -
  [7, 45],
  [10, 84], // T
  [13, 58], // :
  [16, 58],
  [19, 46], // .
  [23, 90], // Z
];
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// The number written by the digits text[from..to), or -1 when one is not a digit.
function digits(text: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

export function isCanonicalInstant(text: string): boolean {
  if (text.length !== 24) return false;
  for (const [at, code] of SEPARATORS) if (text.charCodeAt(at) !== code) return false;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || digits(text, 20, 23) < 0) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)) return false;
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

export const readTimestamp = z.string().transform((text, ctx) => {
  const instant = toInstant(text);
  if (instant === undefined) {
    ctx.addIssue({ code: "custom", message: "not an ISO 8601 date-time" });
    return z.NEVER;
  }
  return instant;
});

// A calendar date given as a date (YYYY-MM-DD) or as a full timestamp: read as the date the API wrote (the date
// part before the "T", not shifted into UTC), so "2026-11-25T00:00:00+02:00" stays the 25th.
export const readDate = z.string().transform((text, ctx) => {
  const date = text.slice(0, 10);
  const isDate = z.iso.date().safeParse(date).success;
  if (isDate && (text.length === 10 || toInstant(text) !== undefined)) return date;
  ctx.addIssue({ code: "custom", message: "not an ISO 8601 date or date-time" });
  return z.NEVER;
});

// Absent and null read alike: the console shows "—" for both.
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
