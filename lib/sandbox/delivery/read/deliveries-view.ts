import "server-only";
import { asc, inArray } from "drizzle-orm";
import type { DeliveryAttempt, WebhookDelivery } from "@/lib/partner-api/contract";
import { schema, type Queryable } from "../../core/db";
import { attemptBody, type Payload } from "../record/payload";

type Row = typeof schema.webhookDeliveries.$inferSelect;
type AttemptRow = typeof schema.webhookDeliveryAttempts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function viewAttempt(a: AttemptRow, responseBodies: boolean): DeliveryAttempt {
  return {
    attemptNumber: a.attemptNumber,
    outcome: a.outcome,
    startedAt: a.startedAt.toISOString(),
    finishedAt: iso(a.finishedAt),
    durationMs: a.durationMs,
    responseStatus: a.responseStatus,
    responseBody: responseBodies ? a.responseBody : null,
    error: a.error,
    nextAttemptAt: iso(a.nextAttemptAt),
  };
}

// Wire shape of deliveries with their attempts (oldest first), loaded in one batch. The request body shown is
// the one the latest attempt sent (the first one's, before any attempt). Response bodies are left out when the
// target is one the sandbox may no longer reach (see webhook-url.ts).
export async function viewDeliveries(
  db: Queryable,
  rows: Row[],
  responseBodies: boolean,
): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const a = schema.webhookDeliveryAttempts;
  const attempts = await db
    .select()
    .from(a)
    .where(
      inArray(
        a.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(a.deliveryId), asc(a.attemptNumber));
  const byDelivery = new Map<string, DeliveryAttempt[]>();
  for (const at of attempts) {
    const list = byDelivery.get(at.deliveryId) ?? [];
    list.push(viewAttempt(at, responseBodies));
    byDelivery.set(at.deliveryId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscriptionId,
    eventType: r.eventType,
    test: r.test,
    status: r.status,
    failureReason: r.failureReason,
    attemptCount: r.attemptCount,
    nextAttemptAt: r.status === "pending" || r.status === "pending_retry" ? iso(r.nextAttemptAt) : null,
    occurredAt: r.occurredAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    requestBody: JSON.parse(attemptBody(r.payload as Payload, r.id, Math.max(r.attemptCount, 1))) as Record<
      string,
      unknown
    >,
    attempts: byDelivery.get(r.id) ?? [],
  }));
}
