import type { RateLimitInfo } from "./rate-limit";

// Background work (the board's sums, the record index's crawler) keeps within a share of the API's rate-limit
// window, read from the last X-RateLimit headers: a background call goes out only while the window's use,
// people's requests included, stays within that share after it; otherwise it waits for the window to turn
// over. So people's own requests always find (1 - share) of the window, and a busy console pauses the
// background rather than the reverse.

// Milliseconds to wait before the next background call; 0 to go now. Pure (unit-tested).
export function paceDelay(quota: RateLimitInfo | undefined, share: number, nowMs: number): number {
  if (!quota || quota.limit <= 0) return 0;
  const usedAfter = quota.limit - quota.remaining + 1;
  if (usedAfter <= Math.floor(quota.limit * share)) return 0;
  const untilResetMs = quota.reset * 1000 - nowMs;
  // The figures are from before the window turned over: they say nothing of the new one.
  if (untilResetMs <= 0) return 0;
  return Math.min(60_000, Math.max(250, untilResetMs));
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// Waits until a background call fits within `share` of the window (at most a minute at a time). `wait` may end a
// wait early by throwing (a bulk job's cancel, a server stopping).
export async function pace(
  api: { lastRateLimit?: RateLimitInfo },
  share: number,
  signal?: AbortSignal,
  wait: (ms: number) => Promise<void> = sleep,
) {
  for (;;) {
    signal?.throwIfAborted();
    const ms = paceDelay(api.lastRateLimit, share, Date.now());
    if (ms === 0) return;
    await wait(ms);
    // After waiting until the reset, the old figures no longer apply: go, and the answer brings new ones.
    if (api.lastRateLimit && api.lastRateLimit.reset * 1000 <= Date.now()) return;
  }
}
