import { durationPattern } from "@/lib/partner-api/contract/values";
import type { Parsed } from "./money";

// Durations as people type them ("1h 30m", "2 days") or ISO 8601, to the ISO duration the API stores, and back.
// Days stay apart from hours: a day is a calendar day, not 24 hours.

export const MAX_DURATION_DAYS = 36_500;
const EXAMPLE = "such as 2 days, 1h 30m or 90 min";

type Parts = { days: number; seconds: number };

const UNITS: [RegExp, "w" | "d" | "h" | "m" | "s"][] = [
  [/^(?:w|wks?|weeks?)$/, "w"],
  [/^(?:d|days?)$/, "d"],
  [/^(?:h|hrs?|hours?)$/, "h"],
  [/^(?:m|mins?|minutes?)$/, "m"],
  [/^(?:s|secs?|seconds?)$/, "s"],
];
const SECONDS = { h: 3600, m: 60, s: 1 } as const;

const fail = (error: string): Parsed<string> => ({ ok: false, error });

function fromIso(s: string): Parts | null {
  const m = durationPattern.exec(s);
  if (!m) return null;
  const n = (x: string | undefined) => (x ? Number(x.slice(0, -1)) : 0);
  return { days: n(m[1]), seconds: n(m[3]) * 3600 + n(m[4]) * 60 + n(m[5]) };
}

function fromWords(s: string): Parts | string {
  // "1h30m", "1 h, 30 min", "2 days and 4 hours": a number, then its unit; nothing else.
  const tokens = s
    .toLowerCase()
    .replace(/,|\band\b/g, " ")
    .match(/\d+(?:\.\d+)?|[a-z]+|\S/g);
  if (!tokens) return `Enter a duration, ${EXAMPLE}.`;
  const seen = new Set<string>();
  let days = 0;
  let seconds = 0;
  for (let i = 0; i < tokens.length; i += 2) {
    const num = tokens[i]!;
    const word = tokens[i + 1];
    if (!/^\d/.test(num)) return `Start with a number, ${EXAMPLE}.`;
    if (word === undefined) return `Add a unit after ${num} (days, h, min), ${EXAMPLE}.`;
    const unit = UNITS.find(([re]) => re.test(word))?.[1];
    if (!unit) return `“${word}” is not a unit: use weeks, days, h, min or s, ${EXAMPLE}.`;
    const key = unit === "w" ? "d" : unit;
    if (seen.has(key)) return `Give each unit once, ${EXAMPLE}.`;
    seen.add(key);
    const value = Number(num);
    if (unit === "w" || unit === "d") {
      const d = value * (unit === "w" ? 7 : 1);
      if (!Number.isInteger(d)) return "Enter whole days (or the rest in hours, such as 1 day 12 h).";
      days += d;
    } else seconds += value * SECONDS[unit];
  }
  // 1.1 h is 3960.0000000000005 s in floating point: judge to the millisecond.
  seconds = Math.round(seconds * 1000) / 1000;
  if (!Number.isInteger(seconds)) return "Enter whole seconds at the finest.";
  return { days, seconds };
}

const toIso = ({ days, seconds }: Parts): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const time = `${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s ? `${s}S` : ""}`;
  if (!days && !time) return "P0D";
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
};

export function parseDuration(input: string): Parsed<string> {
  const s = input.trim();
  if (s === "") return fail(`Enter a duration, ${EXAMPLE}.`);
  if (/^[-−]/.test(s)) return fail("Enter a duration of 0 or more.");
  const iso = /^p/i.test(s) ? fromIso(s.toUpperCase()) : null;
  if (/^p/i.test(s) && !iso) return fail(`“${s}” is not an ISO 8601 duration; type it ${EXAMPLE}.`);
  const parts = iso ?? fromWords(s);
  if (typeof parts === "string") return fail(parts);
  if (parts.days + parts.seconds / 86_400 > MAX_DURATION_DAYS)
    return fail(`Enter at most ${MAX_DURATION_DAYS.toLocaleString("en-US")} days (100 years).`);
  return { ok: true, value: toIso(parts) };
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

// "P2D" → "2 days", "PT1H30M" → "1 h 30 min", "P1DT4H" → "1 day 4 h", "P0D" → "0 min". Text that is not an
// ISO duration is returned as it is (shown as stored).
export function formatDuration(iso: string): string {
  const p = fromIso(iso.trim());
  if (!p) return iso;
  const h = Math.floor(p.seconds / 3600);
  const m = Math.floor((p.seconds % 3600) / 60);
  const s = p.seconds % 60;
  const out = [
    p.days ? plural(p.days, "day") : "",
    h ? `${h.toLocaleString("en-US")} h` : "",
    m ? `${m} min` : "",
    s ? `${s} s` : "",
  ].filter(Boolean);
  return out.length ? out.join(" ") : "0 min";
}
