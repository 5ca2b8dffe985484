import "server-only";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../core/db";

// Pausing or disabling a subscription (by hand or at the failure threshold) fails its waiting and not yet
// attempted deliveries; they do not count as failed events, and reactivating does not resume them. Runs inside
// the transaction that changed the status, with the subscription row locked. The rows are locked in id order,
// as the engine's batched completions lock them (`settle.ts`), so the two never deadlock.
export async function abandonPending(tx: Queryable, subscriptionId: number): Promise<void> {
  await tx.execute(sql`
    WITH waiting AS MATERIALIZED (
      SELECT id FROM sandbox.webhook_deliveries
      WHERE subscription_id = ${subscriptionId} AND status IN ('pending', 'pending_retry')
      ORDER BY id
      FOR UPDATE
    )
    UPDATE sandbox.webhook_deliveries d
    SET status = 'failed', failure_reason = 'abandoned', next_attempt_at = NULL, updated_at = ${new Date()}
    FROM waiting w
    WHERE d.id = w.id`);
}
