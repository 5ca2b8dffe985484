import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { ReplayJob } from "./types";

const t = consoleTables.webhookReplayJobs;
export type JobRow = typeof t.$inferSelect;
// A runner renews its lease with every page; a job whose runner died is taken over once it lapses.
export const LEASE_S = 30;

export const toJob = (r: JobRow): ReplayJob => ({
  id: r.id,
  subscriptionId: r.subscriptionId,
  from: r.windowFrom.toISOString(),
  to: r.windowTo.toISOString(),
  status: r.status,
  total: r.total,
  replayed: r.replayed,
  startedBy: r.userEmail,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  error: r.error,
});

export async function createJob(values: Omit<typeof t.$inferInsert, "id">): Promise<JobRow> {
  const [row] = await cdb()
    .insert(t)
    .values({ ...values, runningUntil: sql`now() + make_interval(secs => ${LEASE_S})` })
    .returning();
  return row!;
}

export async function readJob(environment: string, subscriptionId: number, id: number) {
  const [row] = await cdb()
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.environment, environment), eq(t.subscriptionId, subscriptionId)));
  return row;
}

export async function latestJobs(environment: string, subscriptionId: number) {
  return cdb()
    .select()
    .from(t)
    .where(and(eq(t.environment, environment), eq(t.subscriptionId, subscriptionId)))
    .orderBy(desc(t.createdAt))
    .limit(5);
}

// One page done: progress and a fresh lease, unless the job was cancelled meanwhile (then false: stop).
export async function progress(id: number, replayed: number, cursor: string | null): Promise<boolean> {
  const rows = await cdb()
    .update(t)
    .set({
      replayed: sql`${t.replayed} + ${replayed}`,
      cursor,
      runningUntil: sql`now() + make_interval(secs => ${LEASE_S})`,
    })
    .where(and(eq(t.id, id), eq(t.status, "running")))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function finish(id: number, status: "done" | "failed", error?: string) {
  const rows = await cdb()
    .update(t)
    .set({ status, finishedAt: new Date(), runningUntil: null, error: error?.slice(0, 300) ?? null })
    .where(and(eq(t.id, id), eq(t.status, "running")))
    .returning();
  return rows[0];
}

export async function cancel(environment: string, subscriptionId: number, id: number) {
  const [row] = await cdb()
    .update(t)
    .set({ status: "cancelled", finishedAt: new Date(), runningUntil: null })
    .where(
      and(
        eq(t.id, id),
        eq(t.environment, environment),
        eq(t.subscriptionId, subscriptionId),
        eq(t.status, "running"),
      ),
    )
    .returning();
  return row;
}

// Running jobs whose runner is gone (lease lapsed), taken with a fresh lease by the caller.
export async function takeOrphans(): Promise<JobRow[]> {
  return cdb()
    .update(t)
    .set({ runningUntil: sql`now() + make_interval(secs => ${LEASE_S})` })
    .where(and(eq(t.status, "running"), sql`${t.runningUntil} < now()`))
    .returning();
}
