"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { Account } from "@/lib/users/types";
import { useAccountSave } from "./use-account-save";

export function ProfileForm({ account }: { account: Account }) {
  const save = useAccountSave("Name saved");
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!save.isPending) save.mutate({ name: String(new FormData(e.currentTarget).get("name") ?? "") });
  }
  return (
    <form onSubmit={submit} className="grid max-w-md gap-3" noValidate>
      <p className="text-sm text-muted-foreground">
        Email: <span className="text-foreground">{account.email}</span> · Role:{" "}
        <span className="text-foreground">{account.role}</span>
      </p>
      <FormField label="Name" required error={save.error?.message}>
        <Input name="name" defaultValue={account.name ?? ""} maxLength={100} autoComplete="name" required />
      </FormField>
      <div>
        <Button type="submit" variant="outline">
          {save.isPending ? "Saving…" : "Save name"}
        </Button>
      </div>
    </form>
  );
}
