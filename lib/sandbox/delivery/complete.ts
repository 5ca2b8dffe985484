import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract";
import { logger } from "@/lib/logger";
import { sdb, schema, type Queryable } from "../db";
import { abandonPending } from "./abandon";
import type { Claimed } from "./claim";
import { classify, type AttemptResult } from "./classify";
import { nextWait, parseRetryAfterMs } from "./schedule";

const s = schema.webhookSubscriptions;

export type Outcome = "success" | "retry" | "failed";
type Delivery = {
  status: "success" | "pending_retry" | "failed";
  failureReason: string | null;
  next: Date | null;
};

// Moves the delivery on and records the attempt in one statement. Only the claim that took this attempt number
// may move the delivery (a fencing token): one re-claimed after its lease ran out, or abandoned by a pause
// meanwhile, keeps its newer state, and the attempt is then recorded as `failed` with nothing scheduled. Returns
// whether the delivery moved.
async function settle(
  db: Queryable,
  c: Claimed,
  result: AttemptResult,
  finishedAt: Date,
  to: Delivery,
  outcome: Outcome,
): Promise<boolean> {
  const status = result.kind === "response" ? result.status : null;
  const body = result.kind === "response" ? result.body : null;
  const error = result.kind === "error" ? result.error : null;
  const { rows } = await db.execute<{ moved: boolean }>(sql`
    WITH moved AS (
      UPDATE sandbox.webhook_deliveries
      SET status = ${to.status}, failure_reason = ${to.failureReason}, next_attempt_at = ${to.next},
          locked_until = NULL, round_attempts = round_attempts + 1, updated_at = ${finishedAt}
      WHERE id = ${c.id} AND attempt_count = ${c.attemptNumber} AND status IN ('pending', 'pending_retry')
      RETURNING id
    ), recorded AS (
      UPDATE sandbox.webhook_delivery_attempts
      SET outcome = CASE WHEN EXISTS (SELECT 1 FROM moved) THEN ${outcome} ELSE
                      CASE WHEN ${outcome} = 'success' THEN 'success' ELSE 'failed' END END,
          started_at = ${c.startedAt}, finished_at = ${finishedAt},
          duration_ms = ${finishedAt.getTime() - c.startedAt.getTime()},
          response_status = ${status}, response_body = ${body}, error = ${error},
          next_attempt_at = CASE WHEN EXISTS (SELECT 1 FROM moved) THEN ${to.next}::timestamptz END
      WHERE delivery_id = ${c.id} AND attempt_number = ${c.attemptNumber}
    )
    SELECT EXISTS (SELECT 1 FROM moved) AS moved`);
  return rows[0]?.moved === true;
}

// A failed event (attempts exhausted, or refused with a non-retryable status) adds one to consecutiveFailures;
// at the threshold an active subscription is disabled, which abandons its other waiting deliveries.
async function countFailedEvent(tx: Queryable, subscriptionId: number) {
  const [row] = await tx
    .update(s)
    .set({ consecutiveFailures: sql`${s.consecutiveFailures} + 1` })
    .where(eq(s.id, subscriptionId))
    .returning({ failures: s.consecutiveFailures, status: s.status });
  if (row && row.failures >= AUTO_DISABLE_THRESHOLD && row.status === "active") {
    await tx.update(s).set({ status: "disabled", updatedAt: new Date() }).where(eq(s.id, subscriptionId));
    await abandonPending(tx, subscriptionId);
    logger.warn(
      { subscriptionId, failures: row.failures },
      "webhook subscription disabled after failed events",
    );
  }
}

// Where the subscription row is touched, it is locked before the delivery: the order a status change takes
// (PATCH locks the subscription, then abandons its deliveries), so the two never deadlock.
const lockSubscription = (tx: Queryable, id: number, extra?: SQL) =>
  tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, id), extra))
    .for("update");

// Applies the spec's outcome rules to one finished attempt and records it. Returns what became of the delivery.
export async function complete(
  c: Claimed,
  result: AttemptResult,
  opts: { timeScale: number; random?: () => number },
): Promise<Outcome> {
  const finishedAt = new Date();
  const verdict = classify(result);
  const db = sdb();
  if (verdict === "success") {
    const to: Delivery = { status: "success", failureReason: null, next: null };
    // The usual case, a subscription without failures, needs no lock on it and no transaction.
    if (c.failuresBefore === 0)
      return (await settle(db, c, result, finishedAt, to, "success")) ? "success" : "failed";
    return db.transaction(async (tx) => {
      await lockSubscription(tx, c.subscriptionId);
      await tx
        .update(s)
        .set({ consecutiveFailures: 0 })
        .where(and(eq(s.id, c.subscriptionId), ne(s.consecutiveFailures, 0)));
      return (await settle(tx, c, result, finishedAt, to, "success")) ? "success" : "failed";
    });
  }
  if (verdict === "retryable" && c.roundAttempts + 1 < c.maxAttempts) {
    const retryAfter =
      result.kind === "response" ? parseRetryAfterMs(result.retryAfter, finishedAt.getTime()) : undefined;
    const { waitMs } = nextWait({
      failed: c.roundAttempts + 1,
      retryAfterMs: retryAfter,
      timeScale: opts.timeScale,
      random: opts.random ?? Math.random,
    });
    const to: Delivery = {
      status: "pending_retry",
      failureReason: null,
      next: new Date(finishedAt.getTime() + waitMs),
    };
    return (await settle(db, c, result, finishedAt, to, "retry")) ? "retry" : "failed";
  }
  return db.transaction(async (tx): Promise<Outcome> => {
    await lockSubscription(tx, c.subscriptionId);
    const reason = verdict === "rejected" ? "rejected" : "exhausted";
    const moved = await settle(
      tx,
      c,
      result,
      finishedAt,
      { status: "failed", failureReason: reason, next: null },
      "failed",
    );
    if (moved) await countFailedEvent(tx, c.subscriptionId);
    return "failed";
  });
}
