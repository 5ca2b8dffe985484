"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import type { FaultForm as FaultBody } from "@/lib/workbench/inspect-schemas";
import { FAULTS_KEY } from "@/lib/workbench/use-faults";
import { FAULTS_CHANGED } from "./faults-banner";

type Kind = FaultBody["kind"];
const kinds: [Kind, string][] = [
  ["rate_limit", "429 Too Many Requests, with Retry-After"],
  ["error", "5xx error, by probability"],
  ["latency", "Added latency"],
  ["fail_next", "Fail the next N requests"],
];
const selectClass = "h-8 rounded-md border bg-background px-2 text-sm";

const num = (v: FormDataEntryValue | null) => (v === null || v === "" ? undefined : Number(v));
const str = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

// A new rule: what it does (by kind), whom it hits (a client, a method, a path pattern) and for how long.
export function FaultForm() {
  const [kind, setKind] = useState<Kind>("rate_limit");
  const qc = useQueryClient();
  const create = useMutation({
    mutationFn: (body: FaultBody) => apiFetch("/api/workbench/faults", { method: "POST", json: body }),
    onSuccess: () => {
      toast.success("Fault rule added: it applies at once.");
      void qc.invalidateQueries({ queryKey: FAULTS_KEY });
      window.dispatchEvent(new Event(FAULTS_CHANGED));
    },
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const percent = num(f.get("probability"));
    const minutes = num(f.get("expiresInMin"));
    create.mutate({
      kind,
      clientId: str(f.get("clientId")),
      method: str(f.get("method")) as FaultBody["method"],
      pathPattern: str(f.get("pathPattern")),
      latencyMinMs: num(f.get("latencyMinMs")),
      latencyMaxMs: num(f.get("latencyMaxMs")),
      probability: percent === undefined ? undefined : percent / 100,
      status: num(f.get("status")),
      retryAfterS: num(f.get("retryAfterS")),
      count: num(f.get("count")),
      expiresInS: minutes === undefined ? undefined : Math.round(minutes * 60),
    });
  }

  return (
    <section aria-labelledby="new-rule-heading" className="rounded-lg border p-4">
      <h2 id="new-rule-heading" className="mb-3 text-lg font-semibold">
        New rule
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="New fault rule">
        <FormField id="fault-kind" label="Fault">
          <select
            id="fault-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
            className={selectClass}
          >
            {kinds.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        {kind === "latency" && (
          <>
            <FormField key={`${kind}-min`} id="fault-min" label="Delay from (ms)">
              <Input
                id="fault-min"
                name="latencyMinMs"
                type="number"
                min={0}
                max={60000}
                required
                defaultValue={1000}
                className="h-8 w-28"
              />
            </FormField>
            <FormField key={`${kind}-max`} id="fault-max" label="Delay up to (ms)">
              <Input
                id="fault-max"
                name="latencyMaxMs"
                type="number"
                min={0}
                max={60000}
                className="h-8 w-28"
              />
            </FormField>
          </>
        )}
        {(kind === "error" || kind === "rate_limit") && (
          <FormField key={`${kind}-probability`} id="fault-probability" label="Share of requests (%)">
            <Input
              id="fault-probability"
              name="probability"
              type="number"
              min={1}
              max={100}
              defaultValue={100}
              required
              className="h-8 w-24"
            />
          </FormField>
        )}
        {(kind === "error" || kind === "fail_next") && (
          <FormField key={`${kind}-status`} id="fault-status" label="Status">
            <select
              id="fault-status"
              name="status"
              defaultValue={kind === "error" ? "500" : "503"}
              className={selectClass}
            >
              {(kind === "fail_next" ? ["429", "500", "502", "503"] : ["500", "502", "503"]).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {kind === "fail_next" && (
          <FormField key={`${kind}-count`} id="fault-count" label="How many">
            <Input
              id="fault-count"
              name="count"
              type="number"
              min={1}
              max={1000}
              defaultValue={3}
              required
              className="h-8 w-20"
            />
          </FormField>
        )}
        {(kind === "rate_limit" || kind === "fail_next") && (
          <FormField key={`${kind}-retry-after`} id="fault-retry-after" label="Retry-After (s)">
            <Input
              id="fault-retry-after"
              name="retryAfterS"
              type="number"
              min={1}
              max={3600}
              defaultValue={kind === "rate_limit" ? 5 : undefined}
              required={kind === "rate_limit"}
              className="h-8 w-20"
            />
          </FormField>
        )}
        <FormField id="fault-client" label="Client (empty: every client)">
          <Input id="fault-client" name="clientId" className="h-8 w-44" />
        </FormField>
        <FormField id="fault-method" label="Method">
          <select id="fault-method" name="method" defaultValue="" className={selectClass}>
            <option value="">Any</option>
            {["GET", "POST", "PATCH", "PUT", "DELETE"].map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="fault-path" label="Path pattern">
          <Input id="fault-path" name="pathPattern" placeholder="/v1/leads/*" className="h-8 w-40" />
        </FormField>
        <FormField id="fault-expires" label="Expires after (minutes)">
          <Input
            id="fault-expires"
            name="expiresInMin"
            type="number"
            min={0.1}
            max={10080}
            step="any"
            className="h-8 w-24"
          />
        </FormField>
        <Button type="submit" size="sm" disabled={create.isPending}>
          Add rule
        </Button>
      </form>
      {create.error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {create.error.message}
        </p>
      )}
    </section>
  );
}
