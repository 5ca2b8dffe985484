"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/api-client";
import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type { ReplayFailedResult } from "@/lib/webhooks/types";
import { fromLocalInput, replayPreset, replayWindows, toLocalInput } from "@/lib/webhooks/replay";
import { formatSpan, retrySpanMs } from "@/lib/webhooks/retry-schedule";
import { useInvalidateHealth } from "./use-invalidate-health";

// What the dialog and its form read of the subscription.
export type Sub = Pick<
  WebhookSubscription,
  "id" | "status" | "updatedAt" | "maxAttempts" | "consecutiveFailures"
>;

// The replay dialog's form and its result (./replay-failed-dialog.tsx loads this module on first use: its
// date handling, date-fns's format, is not needed before).
export function ReplayFailedForm({ sub }: { sub: Sub }) {
  const invalidate = useInvalidateHealth(sub.id);
  // "Now" as of opening the dialog: the bound of the input, of its check and of the preset windows.
  const [openedAt] = useState(() => new Date());
  const [preset] = useState(() => replayPreset(sub.updatedAt, openedAt));
  const [since, setSince] = useState(() => toLocalInput(preset.since));
  const [touched, setTouched] = useState(false);
  const windows = replayWindows(sub.updatedAt, openedAt);
  const inputId = useId();
  const parsed = fromLocalInput(since);
  const problem = !parsed
    ? "Enter a date and time."
    : parsed > openedAt
      ? "Choose a time in the past."
      : null;
  const replay = useMutation({
    mutationFn: (iso: string) =>
      apiFetch<ReplayFailedResult>(`/api/webhooks/${sub.id}/replay-failed`, {
        method: "POST",
        json: { since: iso },
      }),
    onSuccess: (r) =>
      r.errors.length
        ? toast.warning(
            `Replayed ${r.replayed} of ${r.matched} failed deliveries; ${r.errors.length} could not be`,
          )
        : toast.success(`Replaying ${r.replayed} failed ${r.replayed === 1 ? "delivery" : "deliveries"}`),
    onError: (err) => toast.error(`Could not replay: ${err.message}`),
    onSettled: invalidate,
  });
  const span = formatSpan(retrySpanMs(sub.maxAttempts));

  if (replay.data) return <ReplayResult result={replay.data} />;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (problem || !parsed || replay.isPending) return;
        replay.mutate(parsed.toISOString());
      }}
    >
      <DialogHeader>
        <DialogTitle>Replay every failed delivery since…</DialogTitle>
        <DialogDescription>
          Resends every failed delivery created since this time, test sends excepted, including those
          abandoned when the subscription was paused or disabled. Each gets a new round of up to{" "}
          {sub.maxAttempts} attempts (about {span}) with its original delivery id, so receivers that
          de-duplicate see it once.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Failed since (your local time)</Label>
        <Input
          id={inputId}
          type="datetime-local"
          required
          value={since}
          max={toLocalInput(openedAt)}
          onChange={(e) => setSince(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={(touched && !!problem) || undefined}
          aria-describedby={`${inputId}-hint${touched && problem ? ` ${inputId}-error` : ""}`}
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {preset.why} Failed deliveries created before the time above are not resent.
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Replay window">
          {windows.map((w) => (
            <Button
              key={w.label}
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={since === toLocalInput(w.since)}
              onClick={() => setSince(toLocalInput(w.since))}
            >
              {w.label}
            </Button>
          ))}
        </div>
        {touched && problem && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      <p className="text-sm">
        If the endpoint still fails, every replayed delivery that fails again counts toward auto-disable (now{" "}
        {sub.consecutiveFailures} of {AUTO_DISABLE_THRESHOLD}). Send a test event first to check that it
        answers.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" type="button">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          aria-disabled={replay.isPending || undefined}
          aria-busy={replay.isPending || undefined}
        >
          {replay.isPending && <Spinner label="Replaying" />}
          {replay.isPending ? "Replaying…" : "Replay failed deliveries"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ReplayResult({ result: r }: { result: ReplayFailedResult }) {
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Replay started</DialogTitle>
        <DialogDescription>
          {r.matched === 0
            ? "No failed delivery matched: there is nothing to resend since that time."
            : `${r.replayed} of ${r.matched} failed ${r.matched === 1 ? "delivery was" : "deliveries were"} sent again. Their attempts appear in the log as they happen.`}
        </DialogDescription>
      </DialogHeader>
      <div role="status">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Matched</dt>
          <dd>{r.matched}</dd>
          <dt className="text-muted-foreground">Replayed</dt>
          <dd>{r.replayed}</dd>
          <dt className="text-muted-foreground">Errors</dt>
          <dd>{r.errors.length}</dd>
        </dl>
      </div>
      {r.capped && (
        <p className="text-sm">
          More failed deliveries exist since that time than one run replays: the newest {r.matched} were
          taken. Run it again for the older ones once these have finished.
        </p>
      )}
      {r.errors.length > 0 && (
        <ul
          className="grid max-h-40 gap-1 overflow-auto text-sm"
          tabIndex={0}
          aria-label="Deliveries not replayed"
        >
          {r.errors.map((e) => (
            <li key={e.id}>
              <span className="font-mono">{e.id}</span>: {e.message}
            </li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <DialogClose asChild>
          {/* The form this replaced held the focus; it moves here so it is not lost. */}
          <Button type="button" autoFocus>
            Close
          </Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
