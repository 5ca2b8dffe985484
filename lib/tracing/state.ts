// Whether this process registered a tracer provider (start.ts). On globalThis: Next.js bundles instrumentation
// and route handlers apart, so a module-level flag would not be seen by the routes. Off, every helper of this
// folder returns at once, before it builds a name or an attribute.
const g = globalThis as unknown as { __pcTracing?: { stop: () => Promise<void> } };

export const tracingOn = (): boolean => g.__pcTracing !== undefined;

export function setTracingOn(stop: () => Promise<void>): void {
  g.__pcTracing = { stop };
}

// For a graceful stop: exports the spans still in the batch and ends tracing (no signal handler of ours: a
// listener on SIGTERM would take the default exit away from a process that has no other). Never throws.
export async function stopTracing(): Promise<void> {
  await g.__pcTracing?.stop().catch(() => undefined);
}
