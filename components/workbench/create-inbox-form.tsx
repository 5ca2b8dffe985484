"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import type { Inbox } from "@/lib/partner-api/contract/workbench";
import { workbenchKeys } from "@/lib/workbench/queries";

// A name and "Create inbox"; the new inbox is selected once it exists.
export function CreateInboxForm({ onCreated }: { onCreated: (inbox: Inbox) => void }) {
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await apiFetch<{ data: Inbox }>("/api/workbench/inboxes", {
        method: "POST",
        json: { name },
      });
      setName("");
      await qc.invalidateQueries({ queryKey: workbenchKeys.inboxes() });
      onCreated(res.data);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <FormField label="Inbox name" error={error} className="min-w-64">
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
      </FormField>
      <Button type="submit" disabled={busy || name.trim() === ""}>
        Create inbox
      </Button>
    </form>
  );
}
