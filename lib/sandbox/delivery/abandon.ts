import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Queryable } from "../db";

const d = schema.webhookDeliveries;

// Pausing or disabling a subscription (by hand or at the failure threshold) fails its waiting and not yet
// attempted deliveries; they do not count as failed events, and reactivating does not resume them. Runs inside
// the transaction that changed the status, with the subscription row locked.
export async function abandonPending(tx: Queryable, subscriptionId: number): Promise<void> {
  await tx
    .update(d)
    .set({ status: "failed", failureReason: "abandoned", nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(d.subscriptionId, subscriptionId), inArray(d.status, ["pending", "pending_retry"])));
}
