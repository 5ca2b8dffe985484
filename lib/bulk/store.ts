import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const jobs = consoleTables.bulkJobs;
const items = consoleTables.bulkJobItems;
export type JobRow = typeof jobs.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type NewItem = { id: number; name?: string | null; before?: Record<string, unknown> | null };

export const LIVE = ["collecting", "running"] as const;

export async function readJob(id: number): Promise<JobRow | undefined> {
  const [row] = await cdb().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function liveJobIds(): Promise<number[]> {
  const rows = await cdb()
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.state, [...LIVE]))
    .orderBy(asc(jobs.id));
  return rows.map((r) => r.id);
}

export async function liveJobWithSet(environment: string, setKey: string) {
  const [row] = await cdb()
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.environment, environment), eq(jobs.setKey, setKey), inArray(jobs.state, [...LIVE])));
  return row?.id;
}

// Inserts the job, and its items when they are known already (ids picked by hand); null when a live job holds
// the same record set (the partial unique index bulk_jobs_live_set_uq is the guard, across instances).
export async function insertJob(values: typeof jobs.$inferInsert, known?: NewItem[]): Promise<JobRow | null> {
  return cdb().transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({ ...values, ...(known ? { state: "running", total: known.length } : {}) })
      .onConflictDoNothing()
      .returning();
    if (!job) return null;
    if (known) {
      for (let i = 0; i < known.length; i += 500) {
        const part = known.slice(i, i + 500);
        await tx
          .insert(items)
          .values(
            part.map((it, k) => ({ jobId: job.id, recordId: it.id, seq: i + k, name: it.name ?? null })),
          )
          .onConflictDoNothing();
      }
      const [n] = await tx
        .update(jobs)
        .set({ collected: sql`(SELECT count(*) FROM console.bulk_job_items WHERE job_id = ${job.id})::int` })
        .where(eq(jobs.id, job.id))
        .returning({ collected: jobs.collected });
      await tx.update(jobs).set({ total: n!.collected }).where(eq(jobs.id, job.id));
    }
    return job;
  });
}

// One collected page: its records (a record already listed, shifted across pages, is kept once), where the
// next page starts and the total the API or index counted, in one transaction so a resumed collection neither
// skips nor repeats a page.
export async function addCollected(jobId: number, page: NewItem[], next: string | null, total: number) {
  await cdb().transaction(async (tx) => {
    const [job] = await tx
      .select({ collected: jobs.collected })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for("update");
    if (!job) return;
    const added = page.length
      ? await tx
          .insert(items)
          .values(
            page.map((it, k) => ({
              jobId,
              recordId: it.id,
              seq: job.collected + k,
              name: it.name ?? null,
              before: it.before ?? null,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: items.recordId })
      : [];
    await tx
      .update(jobs)
      .set({
        collected: job.collected + added.length,
        collectCursor: next,
        // The count the first page gave, less what turned out to be repeats: what the job will do.
        total: next === null ? job.collected + added.length : total,
        ...(next === null ? { state: "running" as const } : {}),
      })
      .where(eq(jobs.id, jobId));
  });
}

export async function nextItems(jobId: number, afterSeq: number, limit: number): Promise<ItemRow[]> {
  return cdb()
    .select()
    .from(items)
    .where(and(eq(items.jobId, jobId), gt(items.seq, afterSeq), inArray(items.state, ["pending", "sending"])))
    .orderBy(asc(items.seq))
    .limit(limit);
}

// The write is about to go out: marked first, so a process that dies before it hears the answer leaves an item
// the next runner checks (reads the record) instead of writing again.
export async function markSending(jobId: number, recordId: number, before: Record<string, unknown> | null) {
  await cdb()
    .update(items)
    .set({ state: "sending", before })
    .where(and(eq(items.jobId, jobId), eq(items.recordId, recordId)));
}

// An item's outcome and the job's counters in one statement; returns whether a cancel was asked for.
export async function settleItem(
  jobId: number,
  recordId: number,
  outcome: { state: "ok" | "failed" | "skipped"; after?: Record<string, unknown>; error?: string },
): Promise<boolean> {
  const counter = { ok: "succeeded", failed: "failed", skipped: "skipped" }[outcome.state];
  const rows = await cdb().execute<{ cancel_requested: boolean }>(sql`
    WITH it AS (
      UPDATE console.bulk_job_items SET state = ${outcome.state}, after = ${outcome.after ? JSON.stringify(outcome.after) : null}::jsonb,
        error = ${outcome.error?.slice(0, 300) ?? null}
      WHERE job_id = ${jobId} AND record_id = ${recordId} AND state IN ('pending', 'sending')
      RETURNING 1)
    UPDATE console.bulk_jobs SET ${sql.raw(counter)} = ${sql.raw(counter)} + (SELECT count(*) FROM it)::int
    WHERE id = ${jobId} RETURNING cancel_requested`);
  return rows.rows[0]?.cancel_requested ?? false;
}

// Until when the job waits for the rate limit, or no wait (null).
export async function setWaiting(jobId: number, until: Date | null) {
  await cdb().update(jobs).set({ waitingUntil: until }).where(eq(jobs.id, jobId));
}

export async function cancelRequested(jobId: number): Promise<boolean> {
  const [row] = await cdb().select({ c: jobs.cancelRequested }).from(jobs).where(eq(jobs.id, jobId));
  return row?.c ?? true;
}

export async function requestCancel(jobId: number) {
  await cdb()
    .update(jobs)
    .set({ cancelRequested: true })
    .where(and(eq(jobs.id, jobId), inArray(jobs.state, [...LIVE])));
}

// Ends a job: items not reached are marked cancelled (when it was), and the state says how it ended.
export async function finishJob(jobId: number, state: "done" | "cancelled", error?: string) {
  await cdb().transaction(async (tx) => {
    if (state === "cancelled")
      await tx
        .update(items)
        .set({ state: "cancelled" })
        .where(and(eq(items.jobId, jobId), inArray(items.state, ["pending", "sending"])));
    await tx
      .update(jobs)
      .set({ state, finishedAt: new Date(), error: error?.slice(0, 500) ?? null })
      .where(and(eq(jobs.id, jobId), inArray(jobs.state, [...LIVE])));
  });
}

// Takes the job's audit entry to write: true once per job, whichever process (or restart) finishes it.
export async function takeAudit(jobId: number): Promise<boolean> {
  const rows = await cdb()
    .update(jobs)
    .set({ audited: true })
    .where(and(eq(jobs.id, jobId), eq(jobs.audited, false)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function itemsIn(jobId: number, states: ItemRow["state"][], limit: number): Promise<ItemRow[]> {
  return cdb()
    .select()
    .from(items)
    .where(and(eq(items.jobId, jobId), inArray(items.state, states)))
    .orderBy(asc(items.seq))
    .limit(limit);
}

// Every item of a state, a page at a time (retry and undo copy a job's items without holding them all).
export async function* allItemsIn(jobId: number, states: ItemRow["state"][]) {
  let after = -1;
  for (;;) {
    const page = await cdb()
      .select()
      .from(items)
      .where(and(eq(items.jobId, jobId), gt(items.seq, after), inArray(items.state, states)))
      .orderBy(asc(items.seq))
      .limit(1000);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.seq;
  }
}
