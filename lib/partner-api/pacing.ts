import type { RateLimitInfo } from "./rate-limit";

// Background work (the board's sums, the record index's crawler, bulk jobs) keeps within a share of the API's
// rate-limit window, read from the last X-RateLimit headers: a background call goes out only while the window's
// use, people's requests included, stays within that share after it; otherwise it waits for the window to turn
// over. So people's own requests always find (1 - share) of the window, and a busy console pauses the
// background rather than the reverse.

// What an environment's clients know of its window: the most used answer seen in the current window, and the
// paced calls on their way, which no answer counts yet (concurrent background callers would otherwise each
// take the last slot).
export class RateWindow {
  last?: RateLimitInfo;
  pacedInFlight = 0;

  record(info: RateLimitInfo) {
    const prev = this.last;
    // Answers can arrive out of order: within one window, the one that counted more calls is the later.
    if (prev && prev.reset === info.reset && prev.remaining < info.remaining) return;
    this.last = info;
  }
}

// Milliseconds to wait before the next background call; 0 to go now. Pure (unit-tested).
export function paceDelay(
  quota: RateLimitInfo | undefined,
  share: number,
  nowMs: number,
  inFlight = 0,
): number {
  if (!quota || quota.limit <= 0) return 0;
  const untilResetMs = quota.reset * 1000 - nowMs;
  // The figures are from before the window turned over: they say nothing of the new one.
  if (untilResetMs <= 0) return 0;
  const usedAfter = quota.limit - quota.remaining + inFlight + 1;
  if (usedAfter <= Math.floor(quota.limit * share)) return 0;
  return Math.min(60_000, Math.max(250, untilResetMs));
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// Runs `call` (one API call) once it fits within `share` of the window, waiting at most a minute at a time; the
// call counts against the window until it ends. `wait` may end a wait early by throwing (a bulk job's cancel, a
// server stopping).
export async function paced<T>(
  api: { rateWindow: RateWindow },
  share: number,
  call: () => Promise<T>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  const w = api.rateWindow;
  for (;;) {
    const ms = paceDelay(w.last, share, Date.now(), w.pacedInFlight);
    if (ms === 0) break;
    await wait(ms);
    // After waiting until the reset, the old figures no longer apply: go, and the answer brings new ones.
    if (w.last && w.last.reset * 1000 <= Date.now()) break;
  }
  // Taken in the same turn as the check, so no other caller can see the slot free.
  w.pacedInFlight++;
  try {
    return await call();
  } finally {
    w.pacedInFlight--;
  }
}
