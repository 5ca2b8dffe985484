"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { bulkActions, bulkJobOptions } from "@/lib/bulk/queries";
import { effectOf, type BulkJobView } from "@/lib/bulk/types";

// A bulk job's progress (read twice a second) and its waits for the API's rate limit, Cancel while it runs; at its
// end a summary of each failure with its reason, "Retry failed" (with what a cancel left undone), and "Undo" for
// 30 s when the action can be undone.
export function JobPanel({
  jobId,
  onJob,
  onClose,
}: {
  jobId: number;
  onJob: (id: number) => void;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const { data: job, error } = useQuery(bulkJobOptions(jobId));
  const [now, setNow] = useState(() => Date.now());
  const [problem, setProblem] = useState<string | null>(null);
  const undoMs = job?.undoUntil ? new Date(job.undoUntil).getTime() - now : 0;
  const waitMs = job?.waitingUntil ? new Date(job.waitingUntil).getTime() - now : 0;
  useEffect(() => {
    if (undoMs <= 0 && waitMs <= 0) return;
    const t = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(t);
  }, [undoMs, waitMs]);
  const ended = job && (job.state === "done" || job.state === "cancelled");
  useEffect(() => {
    // The records changed: every list and board reads them again.
    if (ended) void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "bulk-jobs" });
  }, [ended, qc]);
  const act = (run: () => Promise<BulkJobView>) => async () => {
    setProblem(null);
    try {
      const next = await run();
      if (next.id !== jobId) onJob(next.id);
      else qc.setQueryData(bulkJobOptions(jobId).queryKey, next);
    } catch (err) {
      setProblem((err as Error).message);
    }
  };
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        The job could not be read: {error.message}
      </p>
    );
  if (!job) return <p className="text-sm text-muted-foreground">Starting the job…</p>;
  const total = job.total ?? 0;
  const done = job.succeeded + job.failed + job.skipped;
  return (
    <section aria-label="Bulk job" className="space-y-2 rounded-md border p-3 text-sm">
      <p className="font-medium">{effectOf(job.entity, job.action, total || job.collected)}</p>
      <Progress value={total ? done : undefined} max={total || 1} label="Bulk job progress" />
      <p aria-live="polite">{statusLine(job, done)}</p>
      {!ended && waitMs > 0 && (
        <p className="text-muted-foreground">
          Waiting for the API&apos;s rate limit: resumes in about {Math.ceil(waitMs / 1000)} s.
        </p>
      )}
      {job.failures.length > 0 && (
        <ul aria-label="Failures" className="max-h-40 list-disc overflow-auto pl-5">
          {job.failures.map((f) => (
            <li key={f.id}>
              {f.name ?? `#${f.id}`}: {f.reason}
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!ended && (
          <Button
            size="sm"
            variant="outline"
            disabled={job.cancelRequested}
            onClick={act(() => bulkActions.cancel(job.id))}
          >
            {job.cancelRequested ? "Cancelling…" : "Cancel job"}
          </Button>
        )}
        {ended && job.failed + job.cancelled > 0 && (
          <Button size="sm" onClick={act(() => bulkActions.retry(job.id))}>
            {retryLabel(job)}
          </Button>
        )}
        {ended && undoMs > 0 && (
          <Button size="sm" variant="outline" onClick={act(() => bulkActions.undo(job.id))}>
            Undo ({Math.ceil(undoMs / 1000)} s)
          </Button>
        )}
        {ended && (
          <Button size="sm" variant="ghost" onClick={onClose}>
            Dismiss
          </Button>
        )}
      </div>
    </section>
  );
}

function retryLabel(job: BulkJobView): string {
  const what = job.cancelled
    ? job.failed
      ? "Retry failed and cancelled"
      : "Retry cancelled"
    : "Retry failed";
  return `${what} (${job.failed + job.cancelled})`;
}

function statusLine(job: BulkJobView, done: number): string {
  const parts = `${job.succeeded} done, ${job.failed} failed, ${job.skipped} unchanged`;
  if (job.state === "collecting") return `Finding the records… ${job.collected.toLocaleString("en")} so far`;
  if (job.state === "running")
    return `${done.toLocaleString("en")} of ${(job.total ?? 0).toLocaleString("en")}: ${parts}`;
  if (job.state === "cancelled") return `Cancelled after ${done} of ${job.total ?? 0}: ${parts}`;
  return `Finished: ${parts}${job.error ? `. ${job.error}` : ""}`;
}
