import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const t = consoleTables.boardSummaries;
export type SummaryRow = typeof t.$inferSelect;
export type PhaseTotals = NonNullable<SummaryRow["phases"]>;

// A run holds a lease it renews with each page; a run whose process died is taken over once it lapses
// (BOARD_SUMMARY_LEASE_S, 5 to 600 s, default 60: longer than a page of leads takes at the API's slowest).
export const LEASE_S = leaseSeconds(process.env.BOARD_SUMMARY_LEASE_S);

export function leaseSeconds(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 5 && n <= 600 ? n : 60;
}
// After a failed run, the next waits this long (the API refused or was down: no hammering it).
export const RETRY_AFTER_FAILURE_S = 30;

export async function readSummary(environment: string, contactId: number): Promise<SummaryRow | undefined> {
  const [row] = await cdb()
    .select()
    .from(t)
    .where(and(eq(t.environment, environment), eq(t.contactId, contactId)));
  return row;
}

// Takes the run for (environment, contact) unless another holds a live lease: the generation it will answer
// for, or null when someone else is running (or a failure's pause is not over).
export async function claimRun(environment: string, contactId: number): Promise<number | null> {
  const rows = await cdb().execute<{ generation: number }>(sql`
    INSERT INTO console.board_summaries (environment, contact_id, running_until)
    VALUES (${environment}, ${contactId}, now() + make_interval(secs => ${LEASE_S}))
    ON CONFLICT (environment, contact_id) DO UPDATE
      SET running_until = EXCLUDED.running_until, leads_read = 0, leads_total = NULL, error = NULL
      WHERE board_summaries.running_until IS NULL OR board_summaries.running_until < now()
    RETURNING generation`);
  return rows.rows[0]?.generation ?? null;
}

export async function reportProgress(environment: string, contactId: number, read: number, total: number) {
  await cdb()
    .update(t)
    .set({ leadsRead: read, leadsTotal: total, runningUntil: sql`now() + make_interval(secs => ${LEASE_S})` })
    .where(and(eq(t.environment, environment), eq(t.contactId, contactId)));
}

export async function finishRun(
  environment: string,
  contactId: number,
  result: { generation: number; asOf: Date; phases: PhaseTotals; other: unknown[]; read: number },
) {
  await cdb()
    .update(t)
    .set({
      phases: result.phases,
      other: result.other,
      asOf: result.asOf,
      computedGeneration: result.generation,
      leadsRead: result.read,
      leadsTotal: result.read,
      runningUntil: null,
      error: null,
    })
    .where(and(eq(t.environment, environment), eq(t.contactId, contactId)));
}

export async function failRun(environment: string, contactId: number, message: string) {
  await cdb()
    .update(t)
    .set({
      error: message.slice(0, 500),
      runningUntil: sql`now() + make_interval(secs => ${RETRY_AFTER_FAILURE_S})`,
    })
    .where(and(eq(t.environment, environment), eq(t.contactId, contactId)));
}

// A lead changed through the console: every summary of the environment is out of date.
export async function leadsChanged(environment: string) {
  await cdb()
    .update(t)
    .set({ generation: sql`${t.generation} + 1` })
    .where(eq(t.environment, environment));
}
