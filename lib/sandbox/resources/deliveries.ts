import "server-only";
import { and, count, desc, eq, gte, type SQL } from "drizzle-orm";
import { sdb, schema } from "../core/db";
import { deliveryStats } from "../delivery/read/stats";
import { sampleTrigger, sendTest } from "../delivery/test-send";
import { ApiError, notFound } from "../core/errors";
import type { Handlers } from "./handler-types";
import { viewDeliveries } from "../delivery/read/deliveries-view";
import { logTotal } from "./delivery-log-total";
import { envelope } from "./paging";
import { requireSampleScope } from "./sample-scope";
import { mustRow } from "./webhooks";
import { responseBodiesShown } from "../model/webhook-url";

const d = schema.webhookDeliveries;

const notActive = (id: number, status: string) =>
  new ApiError("subscription_not_active", `webhook subscription ${id} is ${status}; reactivate it first`);

// Sandbox-only extensions for consoles (the real API has none): the delivery log, replays, test sends, stats.
export const deliveryHandlers: Pick<
  Handlers,
  "listWebhookDeliveries" | "replayWebhookDelivery" | "testWebhookSubscription" | "getWebhookDeliveryStats"
> = {
  async listWebhookDeliveries({ principal, params, query }) {
    const db = sdb();
    const [sub, total] = await Promise.all([
      mustRow(db, principal.companyId, params.id!),
      logTotal([params.id, query.status ?? null, query.eventType ?? null, query.since ?? null]),
    ]);
    const conds: SQL[] = [eq(d.subscriptionId, sub.id)];
    if (query.status) conds.push(eq(d.status, query.status));
    if (query.eventType) conds.push(eq(d.eventType, query.eventType));
    if (query.since) conds.push(gte(d.createdAt, new Date(query.since)));
    const where = and(...conds);
    // The count (what grows with the matching deliveries) only when no remembered total holds.
    const [rows, n] = await Promise.all([
      db
        .select()
        .from(d)
        .where(where)
        .orderBy(desc(d.createdAt), desc(d.id))
        .limit(query.limit)
        .offset(query.offset),
      total.known ??
        db
          .select({ n: count() })
          .from(d)
          .where(where)
          .then(([c]) => c?.n ?? 0),
    ]);
    total.remember(n);
    return envelope(await viewDeliveries(db, rows, responseBodiesShown(sub.url)), query, n);
  },

  // Same delivery_id, the next attempt_number. A finished delivery starts a new round of up to maxAttempts under
  // the normal outcome rules; one still waiting for a retry is simply made due now.
  async replayWebhookDelivery({ principal, params }) {
    return sdb().transaction(async (tx) => {
      const sub = await mustRow(tx, principal.companyId, params.id, true);
      const [row] = await tx
        .select()
        .from(d)
        .where(and(eq(d.id, params.deliveryId), eq(d.subscriptionId, sub.id)));
      if (!row) throw notFound("webhook delivery", params.deliveryId);
      if (sub.status !== "active") throw notActive(sub.id, sub.status);
      if (row.test)
        throw new ApiError(
          "invalid_request",
          "a test delivery cannot be replayed; send another test instead",
        );
      const now = new Date();
      const waiting = row.status === "pending" || row.status === "pending_retry";
      const [updated] = await tx
        .update(d)
        .set(
          waiting
            ? { nextAttemptAt: now, updatedAt: now }
            : {
                status: "pending",
                failureReason: null,
                roundAttempts: 0,
                nextAttemptAt: now,
                lockedUntil: null,
                updatedAt: now,
              },
        )
        .where(eq(d.id, row.id))
        .returning();
      const [data] = await viewDeliveries(tx, [updated!], responseBodiesShown(sub.url));
      return { data: data! };
    });
  },

  async testWebhookSubscription({ principal, params }) {
    const sub = await mustRow(sdb(), principal.companyId, params.id!);
    if (sub.status !== "active") throw notActive(sub.id, sub.status);
    // The sample carries a record's current data: only for a caller who may read that record.
    const trigger = await sampleTrigger(sub);
    requireSampleScope(principal, trigger.entityType);
    const row = await sendTest(sub, trigger, principal.actorUserId);
    const [data] = await viewDeliveries(sdb(), [row], responseBodiesShown(sub.url));
    return { data: data! };
  },

  async getWebhookDeliveryStats({ principal, params }) {
    const sub = await mustRow(sdb(), principal.companyId, params.id!);
    return { data: await deliveryStats(sub.id) };
  },
};
