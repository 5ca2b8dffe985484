import "server-only";
import { auditAs } from "@/lib/audit";
import type { FieldChange } from "@/lib/audit-log/changes";
import { itemsIn, readJob, takeAudit } from "./store";
import { effectOf, type BulkAction } from "./types";

const show = (f: Record<string, unknown> | null) =>
  f
    ? Object.entries(f)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(", ")
    : null;

// One audit entry per job, whichever process finishes it: its effect, counts, and each record's outcome (the
// first 50 as changes; every one stays in the job's items, which /bulk-jobs/<id> lists).
export async function auditJob(jobId: number): Promise<void> {
  if (!(await takeAudit(jobId))) return;
  const job = await readJob(jobId);
  if (!job) return;
  const listed = await itemsIn(jobId, ["ok", "failed", "skipped"], 50);
  const changes: FieldChange[] = listed.map((it) => ({
    field: `${job.entity} ${it.recordId}`,
    before: show(it.before),
    after: it.state === "ok" ? (show(it.after) ?? "deleted") : `${it.state}: ${it.error ?? ""}`,
  }));
  const failedIds = listed.filter((it) => it.state === "failed").map((it) => `${it.recordId} (${it.error})`);
  const cancelled = (job.total ?? job.collected) - job.succeeded - job.failed - job.skipped;
  const detail =
    `${effectOf(job.entity, job.action as BulkAction, job.total ?? job.collected)}: ${job.succeeded} done, ` +
    `${job.failed} failed, ${job.skipped} skipped` +
    (job.state === "cancelled" ? `, ${cancelled} not done (cancelled)` : "") +
    (job.error ? `; ${job.error}` : "") +
    (failedIds.length ? `. Failed: ${failedIds.join(", ")}` : "");
  await auditAs(
    { userId: job.userId, userEmail: job.userEmail, role: job.role, environment: job.environment },
    {
      operation: `bulk.${job.entity}.${job.action}`,
      target: `bulk job ${job.id}${job.retryOf ? ` (retry of ${job.retryOf})` : ""}${job.undoOf ? ` (undo of ${job.undoOf})` : ""}`,
      outcome: job.failed > 0 || job.error ? "error" : "ok",
      detail,
      changes,
    },
  );
}
