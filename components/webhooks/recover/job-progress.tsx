"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { apiFetch } from "@/lib/api-client";
import type { ReplayJob } from "@/lib/webhook-ops/recover/types";
import { recoveriesOptions } from "@/lib/webhook-ops/queries";

const said: Record<ReplayJob["status"], string> = {
  running: "Replaying",
  done: "Done",
  cancelled: "Cancelled",
  failed: "Stopped by an error",
};

// A recovery's progress bar, its cancel, and its summary once it ends.
export function JobProgress({ job, subscriptionId }: { job: ReplayJob; subscriptionId: number }) {
  const qc = useQueryClient();
  const stop = useMutation({
    mutationFn: () =>
      apiFetch(`/api/webhooks/${subscriptionId}/recover/${job.id}/cancel`, { method: "POST" }),
    onSettled: () => qc.invalidateQueries({ queryKey: recoveriesOptions(subscriptionId).queryKey }),
  });
  const max = Math.max(job.total, job.replayed, 1);
  return (
    <section aria-label="Recovery progress" className="grid gap-2 rounded-md border p-3 text-sm">
      <p className="font-medium" role="status">
        {said[job.status]}: {job.replayed.toLocaleString()} of {job.total.toLocaleString()} replayed
      </p>
      <Progress label="Recovery progress" value={job.replayed} max={max} />
      {job.status === "running" ? (
        <div>
          <Button variant="outline" size="sm" disabled={stop.isPending} onClick={() => stop.mutate()}>
            Cancel recovery
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">
          Started by {job.startedBy}; window {new Date(job.from).toLocaleString()} –{" "}
          {new Date(job.to).toLocaleString()}.{job.error && ` ${job.error}`} The replayed deliveries are sent
          under the normal retry rules; the delivery log shows each outcome. The audit log holds the summary.
        </p>
      )}
    </section>
  );
}
