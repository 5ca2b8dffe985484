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
