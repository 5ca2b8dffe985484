import "server-only";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { engineDb } from "./engine-db";
import { Rerun } from "./rerun";

// The channel on which processes tell each other's delivery workers that there is work (LISTEN in liveness.ts).
export const DELIVERY_CHANNEL = "sandbox_delivery";

// Kept on globalThis: Next.js bundles instrumentation and route handlers apart, so module-level state would not
// be shared between the worker and the request that nudges it.
const g = globalThis as unknown as {
  __pcDeliveryNudge?: () => void;
  __pcDeliveryKey?: string;
  __pcAnnounce?: Rerun;
};

// This process's mark on its notifications: its own worker skips them, having been woken in-process.
export const processKey = (): string => (g.__pcDeliveryKey ??= randomUUID());

export function setNudgeHandler(fn: (() => void) | undefined): void {
  g.__pcDeliveryNudge = fn;
}

// After a commit that may have made work (an event, a replay): wakes this process's worker, which fans the events
// out and claims what it can itself, and announces to the others only what it leaves (`fan-out.ts`). A process
// without a worker (SANDBOX_WEBHOOKS=off, or stopping) tells the others at once.
export function nudgeDelivery(): void {
  const nudge = g.__pcDeliveryNudge;
  if (nudge) nudge();
  else announceDeliveryWork();
}

// A NOTIFY on its own, after the commit: inside the mutation's transaction it would serialise every commit that
// writes an event (PostgreSQL orders notifying commits under one lock). At most one is in flight per process;
// nudges meanwhile are folded into one more after it. A lost one costs nothing but time: workers still poll.
export function announceDeliveryWork(): void {
  g.__pcAnnounce ??= new Rerun(
    async () => void (await engineDb().execute(sql`SELECT pg_notify(${DELIVERY_CHANNEL}, ${processKey()})`)),
    () => undefined,
  );
  g.__pcAnnounce.kick();
}
