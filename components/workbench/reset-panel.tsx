"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { resetInfoQuery } from "@/lib/workbench/queries";

type Scope = "company" | "all";

// Back to the seed, after typing what the scope names: the company's name, or "reset everything".
export function ResetPanel() {
  const qc = useQueryClient();
  const { data, error } = useQuery(resetInfoQuery());
  const [scope, setScope] = useState<Scope>("company");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const info = data?.data;
  const expected = info ? info.confirm[scope] : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      await apiFetch("/api/workbench/reset", { method: "POST", json: { scope, confirm: typed } });
      setTyped("");
      // Every page's data changed: nothing cached of the old records may show.
      await qc.invalidateQueries();
      setDone(
        scope === "all"
          ? "The whole sandbox is back to its seed."
          : `${info?.company.name} is back to its seed.`,
      );
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Reset the sandbox</h1>
        <p className="text-sm text-muted-foreground">
          Puts the sandbox&apos;s records back to the seed. Webhook subscriptions, deliveries, inboxes and
          request logs go too; the console&apos;s users and audit log stay. This cannot be undone.
        </p>
      </div>
      {error && <p role="alert">The sandbox could not be reached: {error.message}</p>}
      {info && expected && (
        <form onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">What to reset</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="scope"
                checked={scope === "company"}
                onChange={() => setScope("company")}
              />
              This company only ({info.company.name})
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="scope" checked={scope === "all"} onChange={() => setScope("all")} />
              Everything (every company of the sandbox)
            </label>
          </fieldset>
          <FormField label={`Type "${expected}" to confirm`}>
            <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          </FormField>
          <div>
            <Button type="submit" variant="destructive" disabled={busy || typed !== expected}>
              {scope === "all" ? "Reset everything" : "Reset this company"}
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="text-sm">
        {done}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}
