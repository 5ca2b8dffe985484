import "server-only";
import { asc, isNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { schema } from "../../core/db";
import type { Claimed } from "./claim";
import { engineDb } from "./engine-db";
import { entityKey, loadEntityData } from "./entity-data";
import { announceDeliveryWork } from "./nudge";
import { basePayload, type OutboxEvent } from "../record/payload";
import { writeFanOut, type Subscription } from "./fan-out-write";

const o = schema.outboxEvents;
export const FAN_OUT_BATCH = 500;

// The worker's free slots, for deliveries claimed as they are created: `take(n)` promises up to n of them and
// says how many; the worker runs what comes back once the transaction has committed.
export type ClaimAtFanOut = { owner: number; leaseMs: number; take: (n: number) => number };
type FannedOut = { events: number; deliveries: number; claimed: Claimed[] };

// Turns a batch of unprocessed outbox events into one pending delivery per (event, active subscription with a
// matching active trigger), and marks the events processed, in one transaction. SKIP LOCKED lets several
// processes fan out side by side; the subscriptions are share-locked so a concurrent pause (which locks the row
// for update, then abandons pending deliveries) sees every delivery created here. As many new deliveries as the
// worker has free slots are claimed as they are created (`fan-out-write.ts`), so a fresh event costs no claim
// statement and no commit of its own, and its first attempts start as soon as this transaction commits.
export async function fanOutBatch(claim?: ClaimAtFanOut): Promise<FannedOut> {
  const done = await fanOut(claim);
  // Deliveries left for a claim, or more events waiting: other processes' workers may take a share.
  if (done.deliveries > done.claimed.length || done.events === FAN_OUT_BATCH) announceDeliveryWork();
  return done;
}

function fanOut(claim: ClaimAtFanOut | undefined): Promise<FannedOut> {
  return engineDb().transaction(async (tx) => {
    const events = (await tx
      .select()
      .from(o)
      .where(isNull(o.processedAt))
      .orderBy(asc(o.id))
      .limit(FAN_OUT_BATCH)
      .for("update", { skipLocked: true })) as OutboxEvent[];
    if (events.length === 0) return { events: 0, deliveries: 0, claimed: [] };

    const companies = [...new Set(events.map((e) => e.companyId))];
    // Raw SQL for the lock: FOR SHARE OF needs the unqualified alias, which the query builder cannot name.
    const { rows: subs } = await tx.execute<Subscription & { active_since: Date; company_id: number }>(sql`
      SELECT s.id, s.company_id, s.active_since, t.resource_name, t.event_type,
             s.url, s.secret, s.headers, s.max_attempts, s.consecutive_failures
      FROM sandbox.webhook_subscriptions s
      JOIN sandbox.webhook_subscription_triggers t ON t.subscription_id = s.id AND t.is_active
      WHERE s.company_id IN (${sql.join(companies, sql`, `)}) AND s.status = 'active'
      FOR SHARE OF s`);

    // Events that occurred before a subscription became active are not its to receive.
    const matches = events.flatMap((e) =>
      subs
        .filter(
          (sub) =>
            sub.company_id === e.companyId &&
            sub.resource_name === e.entityType &&
            sub.event_type === e.eventType &&
            e.occurredAt >= new Date(sub.active_since),
        )
        .map((sub) => ({ e, sub })),
    );
    const needed = [...new Set(matches.map((m) => m.e))].filter((e) => e.eventType !== "delete");
    // Read through the pool, not the transaction: the view functions run their queries in parallel, which one
    // transaction's connection cannot.
    const data = needed.length ? await loadEntityData(engineDb(), needed) : new Map();
    const deliveries = matches.map(({ e, sub }) => ({
      id: randomUUID(),
      sub,
      outboxEventId: e.id,
      companyId: e.companyId,
      eventType: `${e.entityType}.${e.eventType}`,
      occurredAt: e.occurredAt,
      payload: basePayload(e, data.get(entityKey(e.entityType, e.entityId))),
      traceparent: e.traceparent ?? null,
    }));
    // Taken in the order the events occurred: the oldest go first, the rest wait for a claim.
    const taken = claim && deliveries.length ? claim.take(deliveries.length) : 0;
    const claimed = await writeFanOut(tx, {
      deliveries,
      events: events.map((e) => e.id),
      claim: claim && taken ? { owner: claim.owner, leaseMs: claim.leaseMs, count: taken } : undefined,
    });
    return { events: events.length, deliveries: matches.length, claimed };
  });
}
