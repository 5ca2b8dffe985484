import "server-only";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../core/db";
import type { Claimed } from "./claim";
import type { Payload } from "../record/payload";

// An active subscription with one of its active triggers, as the fan-out reads it (share-locked).
export type Subscription = {
  id: number;
  resource_name: string;
  event_type: string;
  url: string;
  secret: string;
  headers: Record<string, string>;
  max_attempts: number;
  consecutive_failures: number;
};

export type NewDelivery = {
  id: string;
  sub: Subscription;
  outboxEventId: number;
  companyId: number;
  eventType: string;
  occurredAt: Date;
  payload: Payload;
  traceparent: string | null;
};

// Writes what a fan-out made, in one statement (one round trip; the batch travels as a single JSON parameter, so
// no batch passes PostgreSQL's 65,535 parameters): the new deliveries, pending and due now; the first
// `claim.count` of them claimed for the worker `claim.owner`, exactly as `claimDue` would (attempt 1 opened, a
// lease and the owner's liveness key), so their attempts can start once the transaction commits; and the events
// marked processed. A delivery that already existed (never, short of an outbox event handled twice) is left as it
// is and not claimed. Returns the claimed deliveries, ready to attempt.
export async function writeFanOut(
  tx: Queryable,
  batch: {
    deliveries: NewDelivery[];
    events: number[];
    claim?: { owner: number; leaseMs: number; count: number };
  },
): Promise<Claimed[]> {
  const { deliveries, events, claim } = batch;
  const count = claim?.count ?? 0;
  const input = JSON.stringify(
    deliveries.map((d, i) => ({
      id: d.id,
      subscription_id: d.sub.id,
      company_id: d.companyId,
      outbox_event_id: d.outboxEventId,
      event_type: d.eventType,
      occurred_at: d.occurredAt,
      payload: d.payload,
      traceparent: d.traceparent,
      claimed: i < count,
    })),
  );
  const { rows } = await tx.execute<{ id: string }>(sql`
    WITH input AS (
      SELECT * FROM json_to_recordset(${input}::json) AS t(
        id uuid, subscription_id int, company_id int, outbox_event_id bigint, event_type text,
        occurred_at timestamptz, payload json, traceparent text, claimed boolean)
    ), inserted AS (
      INSERT INTO sandbox.webhook_deliveries AS d (id, subscription_id, company_id, outbox_event_id, event_type,
        next_attempt_at, payload, occurred_at, traceparent, attempt_count, locked_until, locked_by)
      SELECT id, subscription_id, company_id, outbox_event_id, event_type, now(), payload, occurred_at, traceparent,
        CASE WHEN claimed THEN 1 ELSE 0 END,
        CASE WHEN claimed THEN now() + ${claim?.leaseMs ?? 0} * interval '1 millisecond' END,
        CASE WHEN claimed THEN ${claim?.owner ?? null}::int END
      FROM input
      ON CONFLICT DO NOTHING
      RETURNING d.id, d.attempt_count
    ), opened AS (
      INSERT INTO sandbox.webhook_delivery_attempts (delivery_id, attempt_number, started_at)
      SELECT id, 1, clock_timestamp() FROM inserted WHERE attempt_count = 1
    ), processed AS (
      UPDATE sandbox.outbox_events SET processed_at = now()
      WHERE id = ANY(${`{${events.join(",")}}`}::bigint[])
    )
    SELECT id FROM inserted WHERE attempt_count = 1`);
  const claimedIds = new Set(rows.map((r) => r.id));
  return deliveries.filter((d) => claimedIds.has(d.id)).map(claimedOf);
}

// What `claimDue` returns for a delivery, here for one claimed as it was created: its first attempt, round 0.
const claimedOf = (d: NewDelivery): Claimed => ({
  id: d.id,
  subscriptionId: d.sub.id,
  attemptNumber: 1,
  roundAttempts: 0,
  payload: d.payload,
  startedAt: new Date(),
  url: d.sub.url,
  secret: d.sub.secret,
  headers: d.sub.headers,
  maxAttempts: d.sub.max_attempts,
  failuresBefore: d.sub.consecutive_failures,
  traceparent: d.traceparent,
});
