// The spec's retry schedule (Delivery rules 4-6), as pure functions so the arithmetic is unit-tested.

import { RETRY_MAX_JITTER, RETRY_SCHEDULE_MS } from "@/lib/partner-api/contract";

const HOUR = 3_600_000;

// Waits before attempts 2, 3, 4 and 5; every later attempt waits the last one (shared with the console).
export const SCHEDULE_MS = RETRY_SCHEDULE_MS;
export const MAX_JITTER = RETRY_MAX_JITTER;
export const RETRY_AFTER_MIN_MS = 1_000;
export const RETRY_AFTER_MAX_MS = 6 * HOUR;

// The nominal wait after attempt `failed` (1-based) fails, before jitter and scaling.
export function nominalWaitMs(failed: number): number {
  return SCHEDULE_MS[Math.min(Math.max(failed, 1), SCHEDULE_MS.length) - 1]!;
}

export type Wait = { waitMs: number; source: "schedule" | "retry-after"; nominalMs: number };

// The wait before the next attempt after attempt `failed` failed retryably. Retry-After overrides the schedule,
// clamped to 1 s..6 h and without jitter (the receiver said "not before"); the schedule's wait loses up to 20%
// (never gains). SANDBOX_TIME_SCALE divides either, after clamping. Whole milliseconds, and a jittered wait
// never leaves [0.8 w, w] through rounding.
export function nextWait(opts: {
  failed: number;
  retryAfterMs: number | undefined;
  timeScale: number;
  random: () => number;
}): Wait {
  const { failed, retryAfterMs, timeScale } = opts;
  if (retryAfterMs !== undefined) {
    const clamped = Math.min(Math.max(retryAfterMs, RETRY_AFTER_MIN_MS), RETRY_AFTER_MAX_MS) / timeScale;
    return { waitMs: Math.round(clamped), source: "retry-after", nominalMs: clamped };
  }
  const w = nominalWaitMs(failed) / timeScale;
  const jittered = Math.round(w * (1 - MAX_JITTER * opts.random()));
  const low = Math.ceil(w * (1 - MAX_JITTER));
  const high = Math.floor(w);
  const waitMs = low <= high ? Math.min(Math.max(jittered, low), high) : Math.round(w);
  return { waitMs, source: "schedule", nominalMs: w };
}
