import "server-only";
import { asc, inArray, isNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { schema } from "../core/db";
import { engineDb } from "./engine-db";
import { entityKey, loadEntityData } from "./entity-data";
import { announceDeliveryWork } from "./nudge";
import { basePayload, type OutboxEvent } from "./payload";

const o = schema.outboxEvents;
export const FAN_OUT_BATCH = 500;
const INSERT_ROWS = 1000; // eight parameters each

// Turns a batch of unprocessed outbox events into one pending delivery per (event, active subscription with a
// matching active trigger), and marks the events processed, in one transaction. SKIP LOCKED lets several
// processes fan out side by side; the subscriptions are share-locked so a concurrent pause (which locks the row
// for update, then abandons pending deliveries) sees every delivery created here. Returns the events handled.
export async function fanOutBatch(): Promise<{ events: number; deliveries: number }> {
  const done = await fanOut();
  // Other processes' workers may take a share of the new deliveries.
  if (done.deliveries > 0) announceDeliveryWork();
  return done;
}

function fanOut(): Promise<{ events: number; deliveries: number }> {
  return engineDb().transaction(async (tx) => {
    const events = (await tx
      .select()
      .from(o)
      .where(isNull(o.processedAt))
      .orderBy(asc(o.id))
      .limit(FAN_OUT_BATCH)
      .for("update", { skipLocked: true })) as OutboxEvent[];
    if (events.length === 0) return { events: 0, deliveries: 0 };

    const companies = [...new Set(events.map((e) => e.companyId))];
    // Raw SQL for the lock: FOR SHARE OF needs the unqualified alias, which the query builder cannot name.
    const { rows: subs } = await tx.execute<{
      id: number;
      company_id: number;
      active_since: Date;
      resource_name: string;
      event_type: string;
    }>(sql`
      SELECT s.id, s.company_id, s.active_since, t.resource_name, t.event_type
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
        .map((sub) => ({ e, subscriptionId: sub.id })),
    );
    if (matches.length) {
      const needed = [...new Set(matches.map((m) => m.e))].filter((e) => e.eventType !== "delete");
      // Read through the pool, not the transaction: the view functions run their queries in parallel, which one
      // transaction's connection cannot.
      const data = await loadEntityData(engineDb(), needed);
      const now = new Date();
      const rows = matches.map(({ e, subscriptionId }) => ({
        id: randomUUID(),
        subscriptionId,
        companyId: e.companyId,
        outboxEventId: e.id,
        eventType: `${e.entityType}.${e.eventType}`,
        nextAttemptAt: now,
        payload: basePayload(e, data.get(entityKey(e.entityType, e.entityId))),
        occurredAt: e.occurredAt,
      }));
      // In slices: a statement takes at most 65,535 parameters, which a batch of events times enough
      // subscriptions would pass (the whole batch then failed on every tick).
      for (let i = 0; i < rows.length; i += INSERT_ROWS)
        await tx
          .insert(schema.webhookDeliveries)
          .values(rows.slice(i, i + INSERT_ROWS))
          .onConflictDoNothing();
    }
    await tx
      .update(o)
      .set({ processedAt: new Date() })
      .where(
        inArray(
          o.id,
          events.map((e) => e.id),
        ),
      );
    return { events: events.length, deliveries: matches.length };
  });
}
