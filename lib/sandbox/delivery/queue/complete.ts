import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract";
import { logger } from "@/lib/logger";
import { recordAutoDisable } from "@/lib/metrics/delivery";
import { schema, type Queryable, type SandboxDb } from "../../core/db";
import { abandonPending } from "./abandon";
import type { Claimed } from "./claim";
import { classify, type AttemptResult } from "../record/classify";
import { parseRetryAfterMs } from "@/lib/partner-api/wire/retry-after";
import { nextWait } from "../record/schedule";
import { settle, type Outcome, type Settlement } from "./settle";

export type { Outcome } from "./settle";
export type Finished = { c: Claimed; result: AttemptResult; finishedAt: Date };
type Opts = { timeScale: number; random?: () => number };

const s = schema.webhookSubscriptions;

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
    recordAutoDisable();
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

// The spec's outcome rules for one finished attempt: what its delivery becomes, and whether the subscription
// must be touched too (a success that resets consecutiveFailures, a failed event that adds to them).
function plan({ c, result, finishedAt }: Finished, opts: Opts): Settlement & { touches: boolean } {
  const base = { c, result, finishedAt };
  const verdict = classify(result);
  if (verdict === "success") {
    const to = { status: "success", failureReason: null, next: null } as const;
    return { ...base, to, outcome: "success", touches: c.failuresBefore !== 0 };
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
    const next = new Date(finishedAt.getTime() + waitMs);
    return {
      ...base,
      to: { status: "pending_retry", failureReason: null, next },
      outcome: "retry",
      touches: false,
    };
  }
  const reason = verdict === "rejected" ? "rejected" : "exhausted";
  const to = { status: "failed", failureReason: reason, next: null } as const;
  return { ...base, to, outcome: "failed", touches: true };
}

// One attempt that touches its subscription, in a transaction that locks the subscription first.
function completeTouching(db: SandboxDb, p: Settlement): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    await lockSubscription(tx, p.c.subscriptionId);
    if (p.outcome === "success")
      await tx
        .update(s)
        .set({ consecutiveFailures: 0 })
        .where(and(eq(s.id, p.c.subscriptionId), ne(s.consecutiveFailures, 0)));
    const moved = (await settle(tx, [p])).has(p.c.id);
    if (p.outcome === "failed") {
      if (moved) await countFailedEvent(tx, p.c.subscriptionId);
      return "failed";
    }
    return moved ? p.outcome : "failed";
  });
}

// PostgreSQL ends one of two transactions that wait for each other so the other can go on (a lease taken over
// meanwhile can lead there); ours is then simply made again: a statement or transaction that failed left nothing.
async function againOnDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await fn();
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      if (tries >= 3 || (e.cause?.code ?? e.code) !== "40P01") throw err;
    }
  }
}

// Applies the outcome rules to finished attempts and records them. The usual ones (a success on a subscription
// without failures, a retry) need no lock on the subscription and no transaction: all of them go in one
// statement. Returns what became of each delivery, in order.
export async function complete(db: SandboxDb, finished: Finished[], opts: Opts): Promise<Outcome[]> {
  const plans = finished.map((f) => plan(f, opts));
  const plain = plans.filter((p) => !p.touches);
  const [moved, touched] = await Promise.all([
    againOnDeadlock(() => settle(db, plain)),
    Promise.all(plans.filter((p) => p.touches).map((p) => againOnDeadlock(() => completeTouching(db, p)))),
  ]);
  let t = 0;
  return plans.map((p) => (p.touches ? touched[t++]! : moved.has(p.c.id) ? p.outcome : "failed"));
}
