"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { selectTriggerClass } from "@/components/ui/select-style";
import type { Account } from "@/lib/users/types";
import { useAccountSave } from "./use-account-save";

// The environment a new session starts in; the header's switcher still changes it for the session.
export function EnvironmentForm({ account }: { account: Account }) {
  const [value, setValue] = useState(account.defaultEnvironment ?? "");
  const save = useAccountSave("Default environment saved");
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!save.isPending) save.mutate({ defaultEnvironment: value || null });
  }
  return (
    <form onSubmit={submit} className="grid max-w-md gap-3">
      <FormField
        label="Default environment"
        description="Used when you sign in. The header's switcher changes it for one session."
        error={save.error?.message}
      >
        <select
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={selectTriggerClass("w-full")}
        >
          <option value="">The first configured ({account.environments[0]})</option>
          {account.environments.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <Button type="submit" variant="outline">
          {save.isPending ? "Saving…" : "Save default environment"}
        </Button>
      </div>
    </form>
  );
}
