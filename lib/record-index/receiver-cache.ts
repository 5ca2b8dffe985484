import "server-only";
import { eventArrived, ownSubscription, type OwnSubscription } from "./subscription";

// Per-process cache for the events receiver: at hundreds of events a second, a lookup and a hot-row write per
// event would be most of its cost.

const SUBSCRIPTION_TTL_MS = 30_000;
// last_event_at says events arrive (for an operator reading the table); nothing reads it to the second.
const ARRIVAL_WRITE_EVERY_MS = 5_000;

const held = new Map<string, { row: OwnSubscription; at: number }>();
const lastWritten = new Map<string, number>();

// Read at most every 30 s. A secret that no longer verifies is re-read by the caller (`fresh`), so nothing needs
// to invalidate this cache.
export async function heldSubscription(key: string, fresh = false): Promise<OwnSubscription | undefined> {
  const h = held.get(key);
  if (!fresh && h && Date.now() - h.at < SUBSCRIPTION_TTL_MS) return h.row;
  const row = await ownSubscription(key);
  // None yet is not held: the crawler creates it any moment, and its first events must not be refused.
  if (row) held.set(key, { row, at: Date.now() });
  else held.delete(key);
  return row;
}

// Records that an event arrived, at most every few seconds per environment.
export async function noteArrival(key: string): Promise<void> {
  const now = Date.now();
  if (now - (lastWritten.get(key) ?? 0) < ARRIVAL_WRITE_EVERY_MS) return;
  lastWritten.set(key, now);
  await eventArrived(key);
}
