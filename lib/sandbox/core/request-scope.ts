import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// What one partner-API write learns while it runs that the request inspector keeps: the ids of the outbox events
// it published (core/events.ts notes them), so a recorded request links to its events and their deliveries.
// Only writes run in a scope (http/dispatch.ts); reads cost nothing.
export type RequestScope = { eventIds: number[] };

const scopes = new AsyncLocalStorage<RequestScope>();

export function inRequestScope<T>(scope: RequestScope, run: () => Promise<T>): Promise<T> {
  return scopes.run(scope, run);
}

export function noteEventIds(ids: readonly number[]): void {
  scopes.getStore()?.eventIds.push(...ids);
}
