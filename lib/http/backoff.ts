// The wait after repeated failures, shared by the sign-in throttle (lib/auth/throttle.ts) and the sandbox's token
// endpoint (lib/sandbox/oauth/throttle.ts): failures are counted over a 15-minute window; once a key has had its
// free failures, the next attempt is refused for 30 s after the latest one, doubling with each further failure,
// up to the whole window.
export const FAILURE_WINDOW_MS = 15 * 60_000;
const BASE_WAIT_MS = 30_000;

export function backoffAfterFailures(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FAILURE_WINDOW_MS, BASE_WAIT_MS * 2 ** (failures - free));
}
