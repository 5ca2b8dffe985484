import "server-only";
import { and, eq } from "drizzle-orm";
import { sdb, schema } from "../db";
import { INTERRUPTED, type Claimed } from "./claim";

const d = schema.webhookDeliveries;
const a = schema.webhookDeliveryAttempts;

// A stopping worker hands its claims back: the cut-short attempt is `interrupted` (it uses up none of
// maxAttempts) and the delivery is due again at once for the next process.
export async function release(c: Claimed): Promise<void> {
  await sdb().transaction(async (tx) => {
    await tx
      .update(a)
      .set({ outcome: "interrupted", error: INTERRUPTED })
      .where(and(eq(a.deliveryId, c.id), eq(a.attemptNumber, c.attemptNumber), eq(a.outcome, "in_flight")));
    await tx
      .update(d)
      .set({ lockedUntil: null })
      .where(and(eq(d.id, c.id), eq(d.attemptCount, c.attemptNumber)));
  });
}
