"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiFetch, ApiRequestError } from "@/lib/api-client";
import { accountKeys } from "@/lib/users/queries";

type Body = { currentPassword: string; newPassword: string };

// The current password is required; every other session ends, this one stays.
export function PasswordForm() {
  const qc = useQueryClient();
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: async (body: Body) =>
      (await apiFetch<{ data: { ended: number } }>("/api/account/password", { method: "POST", json: body }))
        .data,
    onSuccess: ({ ended }) => {
      toast.success(`Password changed. ${ended} other session(s) ended.`);
      void qc.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const detail = (path: string) =>
    change.error instanceof ApiRequestError
      ? change.error.details.find((d) => d.path === path)?.message
      : undefined;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (change.isPending) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("newPassword") ?? "");
    setMismatch(newPassword !== String(data.get("repeat") ?? ""));
    if (newPassword !== String(data.get("repeat") ?? "")) return;
    change.mutate(
      { currentPassword: String(data.get("currentPassword") ?? ""), newPassword },
      { onSuccess: () => form.reset() },
    );
  }
  const other =
    change.error && !detail("currentPassword") && !detail("newPassword") ? change.error.message : undefined;
  return (
    <form onSubmit={submit} className="grid max-w-md gap-3" noValidate>
      <FormField label="Current password" required error={detail("currentPassword")}>
        <Input
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          required
        />
      </FormField>
      <FormField
        label="New password"
        required
        description="At least 10 characters, at most 72."
        error={detail("newPassword")}
      >
        <Input name="newPassword" type="password" autoComplete="new-password" maxLength={200} required />
      </FormField>
      <FormField
        label="Repeat the new password"
        required
        error={mismatch ? "The two new passwords differ." : undefined}
      >
        <Input name="repeat" type="password" autoComplete="new-password" maxLength={200} required />
      </FormField>
      {other && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {other}
        </p>
      )}
      <div>
        <Button type="submit" variant="outline">
          {change.isPending ? "Changing…" : "Change password"}
        </Button>
      </div>
    </form>
  );
}
