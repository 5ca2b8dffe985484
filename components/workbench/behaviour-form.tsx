"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { selectTriggerClass } from "@/components/ui/select-style";
import { apiFetch } from "@/lib/api-client";
import type { Inbox } from "@/lib/partner-api/contract/workbench";
import { workbenchKeys } from "@/lib/workbench/queries";

const statuses = [
  [200, "200 OK"],
  [204, "204 No Content"],
  [400, "400 Bad Request (not retried)"],
  [410, "410 Gone (not retried)"],
  [429, "429 Too Many Requests"],
  [500, "500 Internal Server Error"],
  [502, "502 Bad Gateway"],
  [503, "503 Service Unavailable"],
] as const;

const whole = (v: string) => (v.trim() === "" ? 0 : Number(v));

// How the inbox answers: a status (Retry-After with 429 and 503), a delay, and "fail the next N" (500 first).
export function BehaviourForm({ inbox }: { inbox: Inbox }) {
  const qc = useQueryClient();
  const b = inbox.behaviour;
  const [status, setStatus] = useState(String(b.status));
  const [retryAfter, setRetryAfter] = useState(b.retryAfterS === null ? "" : String(b.retryAfterS));
  const [delay, setDelay] = useState(String(b.delayMs));
  const [failNext, setFailNext] = useState(String(b.failNext));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const waits = status === "429" || status === "503";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    const behaviour = {
      status: Number(status),
      delayMs: whole(delay),
      failNext: whole(failNext),
      ...(waits && retryAfter.trim() !== "" ? { retryAfterS: whole(retryAfter) } : {}),
    };
    try {
      await apiFetch(`/api/workbench/inboxes/${inbox.id}`, { method: "PATCH", json: { behaviour } });
      await qc.invalidateQueries({ queryKey: workbenchKeys.inboxes() });
      setSaved(true);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Response behaviour" className="grid gap-3 rounded-md border p-4">
      <h3 className="text-base font-semibold">Response behaviour</h3>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Answer with">
          <select value={status} onChange={(e) => setStatus(e.target.value)} className={selectTriggerClass()}>
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        {waits && (
          <FormField label="Retry-After (seconds)">
            <Input
              type="number"
              min={0}
              value={retryAfter}
              onChange={(e) => setRetryAfter(e.target.value)}
              className="w-32"
            />
          </FormField>
        )}
        <FormField label="Delay (ms)" description="Over 30000 outlasts the engine's timeout.">
          <Input
            type="number"
            min={0}
            value={delay}
            onChange={(e) => setDelay(e.target.value)}
            className="w-32"
          />
        </FormField>
        <FormField label="Fail the next N requests" description="They get 500 first.">
          <Input
            type="number"
            min={0}
            value={failNext}
            onChange={(e) => setFailNext(e.target.value)}
            className="w-32"
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          Save behaviour
        </Button>
        <p role="status" className="text-sm">
          {saved ? "Saved." : ""}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
