"use client";

import { useQueryClient, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { selectTriggerClass } from "@/components/ui/select-style";
import { apiFetch } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format/dates";
import type { ClockState } from "@/lib/partner-api/contract/workbench";
import { clockQuery, workbenchKeys } from "@/lib/workbench/queries";
import { describeOffset } from "./clock-offset";

const steps = [
  [60, "1 minute"],
  [300, "5 minutes"],
  [1_800, "30 minutes"],
  [3_600, "1 hour"],
  [7_200, "2 hours"],
  [21_600, "6 hours"],
  [86_400, "1 day"],
] as const;

type Moved = { data: ClockState & { due: number } };

// The delivery engine's clock: run the waiting retries now, or move time on by a step of the retry schedule.
export function ClockPanel({ canWrite }: { canWrite: boolean }) {
  const qc = useQueryClient();
  const { data, error } = useQuery(clockQuery());
  const [step, setStep] = useState("60");
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (path: string, json: unknown, say: (m: Moved) => string) => {
    setBusy(true);
    setFailure(null);
    try {
      const moved = await apiFetch<Moved>(path, { method: "POST", json });
      qc.setQueryData(workbenchKeys.clock(), { data: moved.data });
      setResult(say(moved));
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const c = data?.data;
  const dueWords = (n: number) => (n === 1 ? "1 delivery is due" : `${n} deliveries are due`);

  return (
    <div className="grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Clock</h1>
        <p className="text-sm text-muted-foreground">
          The webhook delivery engine schedules retries 1 min, 5 min, 30 min, 2 h and then 6 h apart. Move its
          clock to watch a whole schedule, Retry-After and the auto-disable in a minute.
        </p>
      </div>
      {error && <p role="alert">The clock could not be read: {error.message}</p>}
      {c && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Sandbox time</dt>
          <dd>{formatDateTime(new Date(c.now), { seconds: true })}</dd>
          <dt className="text-muted-foreground">Real time</dt>
          <dd>{formatDateTime(new Date(c.realNow), { seconds: true })}</dd>
          <dt className="text-muted-foreground">Ahead by</dt>
          <dd>{describeOffset(c.offsetS)}</dd>
        </dl>
      )}
      {canWrite && (
        <div className="grid gap-4">
          <div>
            <Button
              disabled={busy}
              onClick={() =>
                act(
                  "/api/workbench/clock/run-due",
                  undefined,
                  (m) => `Ran the waiting retries: ${dueWords(m.data.due)}.`,
                )
              }
            >
              Run due retries now
            </Button>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <FormField label="Advance by">
              <select value={step} onChange={(e) => setStep(e.target.value)} className={selectTriggerClass()}>
                {steps.map(([s, label]) => (
                  <option key={s} value={s}>
                    {label}
                  </option>
                ))}
              </select>
            </FormField>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                act(
                  "/api/workbench/clock/advance",
                  { seconds: Number(step) },
                  (m) => `Advanced the clock: ${dueWords(m.data.due)}.`,
                )
              }
            >
              Advance the clock
            </Button>
          </div>
          <p role="status" className="text-sm">
            {result}
          </p>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
