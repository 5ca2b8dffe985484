import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ConsoleApiError, forbidden } from "@/lib/api/errors";
import type { ConsoleUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";
import { cdb, consoleTables } from "@/lib/db/console";
import { startBulkRunner, wakeBulkRunner } from "./runner";
import { insertJob, itemsIn, liveJobWithSet, readJob, requestCancel, type JobRow } from "./store";
import { UNDO_WINDOW_MS, UNDOABLE, type BulkAction, type BulkJobView, type CreateJob } from "./types";

// The record set a selection names, whatever the action: one live job per set (picked ids in any order are
// the same set; filters the same filters).
export function setKeyOf(entity: string, selection: CreateJob["selection"]): string {
  const canonical =
    "ids" in selection
      ? { ids: [...new Set(selection.ids)].sort((a, b) => a - b) }
      : {
          filters: Object.fromEntries(
            Object.entries(selection.filters).sort(([a], [b]) => a.localeCompare(b)),
          ),
        };
  return createHash("sha256")
    .update(`${entity} ${JSON.stringify(canonical)}`)
    .digest("base64url");
}

const actorOf = (user: ConsoleUser) => ({
  environment: user.environment.name,
  userId: user.id,
  userEmail: user.email,
  role: user.role,
});

async function insertOrRefuse(
  values: Parameters<typeof insertJob>[0],
  known?: Parameters<typeof insertJob>[1],
) {
  const job = await insertJob(values, known);
  if (!job) {
    const running = await liveJobWithSet(values.environment, values.setKey);
    throw new ConsoleApiError(
      409,
      "job_running",
      `A bulk job on these records is still running${running ? ` (job ${running})` : ""}: wait for it or cancel it.`,
    );
  }
  startBulkRunner();
  wakeBulkRunner();
  return job;
}

export async function createJob(user: ConsoleUser, body: CreateJob): Promise<BulkJobView> {
  if (body.action === "delete" && !can(user.role, "records:delete")) throw forbidden("delete records");
  const needsValue = body.action === "status" || body.action === "phase";
  if (needsValue !== (body.value !== undefined))
    throw new ConsoleApiError(
      400,
      "validation_failed",
      needsValue ? "value: this action needs a status or phase id." : "value: this action takes no value.",
    );
  const known = "ids" in body.selection ? [...new Set(body.selection.ids)].map((id) => ({ id })) : undefined;
  const job = await insertOrRefuse(
    {
      ...actorOf(user),
      entity: body.entity,
      action: body.action,
      value: body.value ?? null,
      selection: body.selection,
      setKey: setKeyOf(body.entity, body.selection),
    },
    known,
  );
  return viewOf(job);
}

// A job is its owner's (admins see every job of the environment).
export async function ownJob(user: ConsoleUser, id: number): Promise<JobRow> {
  const job = await readJob(id);
  if (!job || job.environment !== user.environment.name || (job.userId !== user.id && user.role !== "admin"))
    throw new ConsoleApiError(404, "not_found", `No bulk job has the id ${id}.`);
  return job;
}

export async function cancelJob(user: ConsoleUser, id: number): Promise<BulkJobView> {
  const job = await ownJob(user, id);
  await requestCancel(job.id);
  wakeBulkRunner();
  return viewOf((await readJob(id))!);
}

// Records a cancelled job did not reach.
const cancelledOf = (job: JobRow) =>
  job.state === "cancelled" ? Math.max(0, job.collected - job.succeeded - job.failed - job.skipped) : 0;

// A new job over the failures of a finished one and, when it was cancelled, the records it did not reach (same
// action, same record set).
export async function retryFailed(user: ConsoleUser, id: number): Promise<BulkJobView> {
  const parent = await ownJob(user, id);
  if (
    parent.state === "collecting" ||
    parent.state === "running" ||
    parent.failed + cancelledOf(parent) === 0
  )
    throw new ConsoleApiError(
      409,
      "nothing_to_retry",
      "Only an ended job with failures, or records a cancel left undone, can be retried.",
    );
  const job = await insertOrRefuse({
    ...actorOf(user),
    entity: parent.entity,
    action: parent.action,
    value: parent.value,
    selection: { from: parent.id, kind: "retry" },
    setKey: parent.setKey,
    retryOf: parent.id,
  });
  return viewOf(job);
}

// Reverts what a finished job changed, within 30 s of its end, once.
export async function undoJob(user: ConsoleUser, id: number): Promise<BulkJobView> {
  const parent = await ownJob(user, id);
  if (!undoUntil(parent) || Date.now() > undoUntil(parent)!.getTime())
    throw new ConsoleApiError(409, "undo_expired", "This change can no longer be undone (30 s have passed).");
  const jobs = consoleTables.bulkJobs;
  const [already] = await cdb().select({ id: jobs.id }).from(jobs).where(eq(jobs.undoOf, parent.id));
  if (already)
    throw new ConsoleApiError(409, "already_undone", `This job was undone already (job ${already.id}).`);
  const job = await insertOrRefuse({
    ...actorOf(user),
    entity: parent.entity,
    action: "undo",
    value: null,
    selection: { from: parent.id, kind: "undo" },
    setKey: parent.setKey,
    undoOf: parent.id,
  });
  return viewOf(job);
}

function undoUntil(job: JobRow): Date | null {
  if (!UNDOABLE.includes(job.action as BulkAction) || !job.finishedAt || job.succeeded === 0) return null;
  return new Date(job.finishedAt.getTime() + UNDO_WINDOW_MS);
}

function waitingUntil(job: JobRow): string | null {
  const until = job.waitingUntil;
  return until && until.getTime() > Date.now() ? until.toISOString() : null;
}

export async function viewOf(job: JobRow): Promise<BulkJobView> {
  const failures = job.failed ? await itemsIn(job.id, ["failed"], 20) : [];
  const skippedChanged = job.action === "undo" && job.skipped ? await itemsIn(job.id, ["skipped"], 20) : [];
  return {
    id: job.id,
    entity: job.entity,
    action: job.action as BulkAction,
    value: job.value,
    state: job.state,
    cancelRequested: job.cancelRequested,
    total: job.total,
    collected: job.collected,
    succeeded: job.succeeded,
    failed: job.failed,
    skipped: job.skipped,
    cancelled: cancelledOf(job),
    waitingUntil: job.state === "running" || job.state === "collecting" ? waitingUntil(job) : null,
    retryOf: job.retryOf,
    undoOf: job.undoOf,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    undoUntil: undoUntil(job)?.toISOString() ?? null,
    failures: [...failures, ...skippedChanged].map((it) => ({
      id: it.recordId,
      name: it.name,
      reason: it.error ?? "",
    })),
  };
}

// The signed-in person's live jobs and the last finished ones (the progress panel reopens on them).
export async function recentJobs(user: ConsoleUser): Promise<BulkJobView[]> {
  const jobs = consoleTables.bulkJobs;
  const rows = await cdb()
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.environment, user.environment.name),
        eq(jobs.userId, user.id),
        sql`(${jobs.state} IN ('collecting', 'running') OR ${jobs.finishedAt} > now() - interval '10 minutes')`,
      ),
    )
    .orderBy(sql`${jobs.id} DESC`)
    .limit(10);
  return Promise.all(rows.map(viewOf));
}
