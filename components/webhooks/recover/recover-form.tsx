"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api-client";
import type { DryRun, ReplayJob } from "@/lib/webhook-ops/recover/types";
import { recoveriesOptions } from "@/lib/webhook-ops/queries";
import { fromLocalInput, toLocalInput } from "@/lib/webhooks/replay";
import { useInvalidateHealth } from "../health/use-invalidate-health";
import { JobProgress } from "./job-progress";
import { MissedChanges } from "./missed-changes";

// The window (from the incident's disable to now), then a dry-run count, then the confirmed start; the job's
// progress and summary after. Without the delivery log, the missed-changes report instead.
export function RecoverForm({ subscriptionId, from }: { subscriptionId: number; from: string }) {
  const qc = useQueryClient();
  const invalidate = useInvalidateHealth(subscriptionId);
  const [start, setStart] = useState(() => toLocalInput(new Date(from)));
  const [end, setEnd] = useState(() => toLocalInput(new Date(Date.now() + 60_000)));
  const span = (() => {
    const f = fromLocalInput(start);
    const t = fromLocalInput(end);
    return f && t && f <= t ? { from: f.toISOString(), to: t.toISOString() } : null;
  })();
  const jobs = useQuery(recoveriesOptions(subscriptionId));
  const count = useMutation({
    mutationFn: (w: { from: string; to: string }) =>
      apiFetch<{ data: DryRun }>(`/api/webhooks/${subscriptionId}/recover/dry-run`, {
        method: "POST",
        json: w,
      }),
  });
  const run = useMutation({
    mutationFn: (w: { from: string; to: string }) =>
      apiFetch<{ data: ReplayJob }>(`/api/webhooks/${subscriptionId}/recover`, { method: "POST", json: w }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: recoveriesOptions(subscriptionId).queryKey });
      await invalidate();
    },
  });
  const latest = jobs.data?.[0];
  const dry = count.data?.data;
  const counted = dry?.available ? dry.matched : null;
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Reactivate and recover</DialogTitle>
        <DialogDescription>
          Reactivates the subscription if it is not active, then sends again every delivery of the window that
          failed or was abandoned, a page at a time. Count them first.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="recover-from">From</Label>
          <Input
            id="recover-from"
            type="datetime-local"
            step="1"
            value={start}
            onChange={(e) => {
              setStart(e.target.value);
              count.reset();
            }}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="recover-to">To</Label>
          <Input
            id="recover-to"
            type="datetime-local"
            step="1"
            value={end}
            onChange={(e) => {
              setEnd(e.target.value);
              count.reset();
            }}
          />
        </div>
      </div>
      {!span && (
        <p role="alert" className="text-sm text-destructive">
          Enter a window whose start is not after its end.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={!span || count.isPending}
          onClick={() => span && count.mutate(span)}
        >
          {count.isPending ? "Counting…" : "Count (dry run)"}
        </Button>
        {counted !== null && (
          <Button
            disabled={!span || run.isPending || latest?.status === "running"}
            onClick={() => span && run.mutate(span)}
          >
            {run.isPending ? "Starting…" : `Reactivate and replay ${counted.toLocaleString()}`}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {count.isError && (
          <p role="alert" className="text-destructive">
            Could not count: {count.error.message}
          </p>
        )}
        {counted !== null && (
          <p>
            Dry run: <strong>{counted.toLocaleString()}</strong> failed or abandoned{" "}
            {counted === 1 ? "delivery" : "deliveries"} in the window would be sent again. Nothing has changed
            yet.
          </p>
        )}
        {run.isError && (
          <p role="alert" className="text-destructive">
            Could not start: {run.error.message}
          </p>
        )}
      </div>
      {latest && <JobProgress job={latest} subscriptionId={subscriptionId} />}
      {dry && !dry.available && span && <MissedChanges subscriptionId={subscriptionId} window={span} />}
    </div>
  );
}
