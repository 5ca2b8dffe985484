import { MAX_ATTEMPTS_CAP } from "@/lib/partner-api/contract/values";

// The limits the fields show and the lazily loaded schema (form-zod.ts) checks; apart from form-schema.ts, which
// imports the schema's types.
export const MAX_HEADERS = 20;

export function maxAttemptsProblem(raw: string): string | null {
  const s = raw.trim();
  if (!/^\d+$/.test(s)) return `Enter a whole number from 1 to ${MAX_ATTEMPTS_CAP}.`;
  const n = Number(s);
  if (n < 1) return "At least 1: the first attempt counts.";
  if (n > MAX_ATTEMPTS_CAP)
    return `At most ${MAX_ATTEMPTS_CAP}: the API caps larger values at ${MAX_ATTEMPTS_CAP}.`;
  return null;
}
