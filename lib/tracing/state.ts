// Whether this process registered a tracer provider (start.ts). On globalThis: Next.js bundles instrumentation
// and route handlers apart, so a module-level flag would not be seen by the routes. Off, every helper of this
// folder returns at once, before it builds a name or an attribute.
const g = globalThis as unknown as { __pcTracing?: boolean };

export const tracingOn = (): boolean => g.__pcTracing === true;

export function setTracingOn(): void {
  g.__pcTracing = true;
}
