import "server-only";
import { sql } from "drizzle-orm";
import { engineDb } from "./engine-db";
import { WORKER_LOCK_NAMESPACE } from "./liveness";
import type { Payload } from "../record/payload";

export type Claimed = {
  id: string;
  subscriptionId: number;
  attemptNumber: number;
  roundAttempts: number;
  payload: Payload;
  startedAt: Date;
  url: string;
  secret: string;
  headers: Record<string, string>;
  maxAttempts: number;
  failuresBefore: number; // the subscription's consecutiveFailures when claimed
  traceparent: string | null; // the trace that published the event (lib/tracing's attemptSpan links to it)
};

type Row = {
  id: string;
  subscription_id: number;
  attempt_count: number;
  round_attempts: number;
  payload: Payload;
  url: string;
  secret: string;
  headers: Record<string, string>;
  max_attempts: number;
  consecutive_failures: number;
  traceparent: string | null;
};

export const INTERRUPTED = "interrupted: the sandbox stopped during this attempt";

// Claims up to `limit` due deliveries of active subscriptions for the worker whose liveness key is `owner`: SKIP
// LOCKED keeps processes on one PostgreSQL from taking the same row, and the claim holds while its lease
// (locked_until) runs and its owner lives. A claim whose owner is gone (its advisory lock free: the shared try
// succeeds) is taken over at once, but never by that owner itself: a worker that is stopping has let its lock go
// while a claim of its own may still be on its way, and must not take its own attempts in flight over (they are
// the next process's to take). The attempt number is taken here, so it never repeats: an attempt cut short that
// way is recorded as `interrupted`.
export async function claimDue(limit: number, leaseMs: number, owner: number): Promise<Claimed[]> {
  if (limit <= 0) return [];
  // One statement (so one round trip, atomic without a transaction): lock, lease and number the due rows, mark
  // the attempts their dead claimants left `interrupted`, and open this attempt's row.
  const { rows } = await engineDb().execute<Row>(sql`
    WITH due AS (
      SELECT d.id FROM sandbox.webhook_deliveries d
      JOIN sandbox.webhook_subscriptions s ON s.id = d.subscription_id AND s.status = 'active'
      WHERE d.status IN ('pending', 'pending_retry') AND d.next_attempt_at <= now()
        AND (d.locked_until IS NULL OR d.locked_until < now()
             OR (d.locked_by <> ${owner}
                 AND pg_try_advisory_xact_lock_shared(${WORKER_LOCK_NAMESPACE}::int, d.locked_by)))
      ORDER BY d.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE sandbox.webhook_deliveries d
      SET locked_until = now() + ${leaseMs} * interval '1 millisecond', locked_by = ${owner},
          attempt_count = d.attempt_count + 1, updated_at = now()
      FROM due, sandbox.webhook_subscriptions s
      WHERE d.id = due.id AND s.id = d.subscription_id
      RETURNING d.id, d.subscription_id, d.attempt_count, d.round_attempts, d.payload, d.traceparent,
                s.url, s.secret, s.headers, s.max_attempts, s.consecutive_failures
    ), interrupted AS (
      UPDATE sandbox.webhook_delivery_attempts a
      SET outcome = 'interrupted', error = ${INTERRUPTED}
      WHERE a.delivery_id IN (SELECT id FROM claimed) AND a.outcome = 'in_flight'
    ), opened AS (
      INSERT INTO sandbox.webhook_delivery_attempts (delivery_id, attempt_number, started_at)
      SELECT id, attempt_count, now() FROM claimed
    )
    SELECT * FROM claimed`);
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscription_id,
    attemptNumber: r.attempt_count,
    roundAttempts: r.round_attempts,
    payload: r.payload,
    startedAt: new Date(),
    url: r.url,
    secret: r.secret,
    headers: r.headers,
    maxAttempts: r.max_attempts,
    failuresBefore: r.consecutive_failures,
    traceparent: r.traceparent,
  }));
}
