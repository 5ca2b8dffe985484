// An in-process wake-up call for the worker after a commit that may have made work (an event, a replay). Kept on
// globalThis: Next.js bundles instrumentation and route handlers apart, so a module-level variable would not be
// shared between the worker and the request that nudges it.
const g = globalThis as unknown as { __pcDeliveryNudge?: () => void };

export function setNudgeHandler(fn: (() => void) | undefined): void {
  g.__pcDeliveryNudge = fn;
}

export function nudgeDelivery(): void {
  g.__pcDeliveryNudge?.();
}
