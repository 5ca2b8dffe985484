import {
  DEFAULT_MAX_ATTEMPTS,
  MAX_ATTEMPTS_CAP,
  RETRY_MAX_JITTER,
  RETRY_SCHEDULE_MS,
} from "@/lib/partner-api/contract/values";

export type PlannedAttempt = {
  attempt: number;
  // Nominal wait after the previous attempt failed (0 for the first attempt).
  waitMs: number;
  // Nominal time from the event to this attempt; jitter can make it up to 20% of the waits earlier.
  atMs: number;
  earliestAtMs: number;
};

// The attempts one event gets at `maxAttempts` when every attempt fails retryably, capped as the API caps them.
// Not a number (an empty form field) means the API's default.
export function retryPlan(maxAttempts: number): PlannedAttempt[] {
  const given = Number.isNaN(maxAttempts) ? DEFAULT_MAX_ATTEMPTS : Math.trunc(maxAttempts);
  const n = Math.min(Math.max(given, 1), MAX_ATTEMPTS_CAP);
  const plan: PlannedAttempt[] = [];
  let at = 0;
  let earliest = 0;
  for (let attempt = 1; attempt <= n; attempt++) {
    const waitMs =
      attempt === 1 ? 0 : RETRY_SCHEDULE_MS[Math.min(attempt - 2, RETRY_SCHEDULE_MS.length - 1)]!;
    at += waitMs;
    earliest += waitMs * (1 - RETRY_MAX_JITTER);
    plan.push({ attempt, waitMs, atMs: at, earliestAtMs: Math.round(earliest) });
  }
  return plan;
}

// From the first attempt to the last at nominal waits: 2 h 36 min at 5 attempts, 32 h 36 min at 10.
export function retrySpanMs(maxAttempts: number): number {
  return retryPlan(maxAttempts).at(-1)!.atMs;
}

// "2 h 36 min", "1 min", "32 h 36 min", "under a minute"; durations of whole minutes read best in this view.
export function formatSpan(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (minutes === 0) return "under a minute";
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
