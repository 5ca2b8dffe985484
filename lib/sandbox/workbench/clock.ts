import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { clockAdvanceBody, type ClockState } from "@/lib/partner-api/contract/workbench";
import { schema, sdb, type Queryable } from "../core/db";
import { nudgeDelivery } from "../delivery/queue/nudge";
import { bodyOf, type WorkbenchContext } from "./route";

const c = schema.workbenchClocks;

// The sandbox clock of a company's delivery engine. The engine schedules in real time (next_attempt_at); the
// clock is an offset per company, and advancing it by S brings every waiting delivery of the company S sooner,
// which is the same as the company's time jumping S ahead. So a 10-attempt schedule spanning 32 hours can be
// watched in a minute, other companies' deliveries are untouched, and nothing in the engine changes. Signatures
// keep real timestamps: receivers check them against their own clocks.

async function offsetOf(db: Queryable, companyId: number): Promise<number> {
  const [row] = await db.select({ offsetS: c.offsetS }).from(c).where(eq(c.companyId, companyId));
  return row?.offsetS ?? 0;
}

const state = (offsetS: number): ClockState => {
  const real = Date.now();
  return {
    now: new Date(real + offsetS * 1000).toISOString(),
    realNow: new Date(real).toISOString(),
    offsetS,
  };
};

// GET /sandbox/workbench/clock — the company's sandbox time and its offset from real time
export async function getClock({ principal }: WorkbenchContext) {
  return { data: state(await offsetOf(sdb(), principal.companyId)) };
}

// POST /sandbox/workbench/clock/advance — { seconds }: the company's waiting deliveries come due that much sooner
export async function advanceClock({ req, principal }: WorkbenchContext) {
  const { seconds } = await bodyOf(req, clockAdvanceBody);
  const result = await sdb().transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({ companyId: principal.companyId, offsetS: seconds })
      .onConflictDoUpdate({
        target: c.companyId,
        set: { offsetS: sql`${c.offsetS} + ${seconds}`, updatedAt: new Date() },
      })
      .returning({ offsetS: c.offsetS });
    const due = await shiftWaiting(tx, principal.companyId, sql`${seconds} * interval '1 second'`);
    return { offsetS: row!.offsetS, due };
  });
  nudgeDelivery();
  return { data: { ...state(result.offsetS), due: result.due } };
}

// POST /sandbox/workbench/clock/run-due — every waiting retry of the company is due now: the engine runs them
// at once (the clock is advanced to the latest of them, so the sandbox time stays consistent with the schedule)
export async function runDue({ principal }: WorkbenchContext) {
  const result = await sdb().transaction(async (tx) => {
    const d = schema.webhookDeliveries;
    const [{ aheadS } = { aheadS: 0 }] = await tx
      .select({
        aheadS: sql<number>`coalesce(ceil(extract(epoch FROM max(${d.nextAttemptAt}) - now())), 0)::int`,
      })
      .from(d)
      .where(
        sql`${d.companyId} = ${principal.companyId} AND ${d.status} = 'pending_retry' AND ${d.nextAttemptAt} > now()`,
      );
    const advance = Math.max(0, aheadS);
    if (advance > 0)
      await tx
        .insert(c)
        .values({ companyId: principal.companyId, offsetS: advance })
        .onConflictDoUpdate({
          target: c.companyId,
          set: { offsetS: sql`${c.offsetS} + ${advance}`, updatedAt: new Date() },
        });
    const due = await shiftWaiting(tx, principal.companyId, null);
    return { offsetS: await offsetOf(tx, principal.companyId), due };
  });
  nudgeDelivery();
  return { data: { ...state(result.offsetS), due: result.due } };
}

// Brings the company's waiting deliveries `by` sooner (null: to now); the count now due.
async function shiftWaiting(tx: Queryable, companyId: number, by: SQL | null) {
  const next = by === null ? sql`least(next_attempt_at, now())` : sql`next_attempt_at - ${by}`;
  await tx.execute(sql`
    UPDATE sandbox.webhook_deliveries SET next_attempt_at = ${next}, updated_at = now()
    WHERE company_id = ${companyId} AND status IN ('pending', 'pending_retry') AND next_attempt_at > now()`);
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM sandbox.webhook_deliveries
    WHERE company_id = ${companyId} AND status IN ('pending', 'pending_retry') AND next_attempt_at <= now()`);
  return rows[0]?.n ?? 0;
}
