"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { selectTriggerClass } from "@/components/ui/select-style";
import { apiFetch, ApiRequestError } from "@/lib/api-client";
import { roles } from "@/lib/db/roles";
import { userKeys } from "@/lib/users/queries";
import type { LinkIssued } from "@/lib/users/types";

type Invite = { email: string; name: string; role: string };

// Invite: the new user gets no password, only a one-time link (shown to the admin once, emailed when configured).
export function InviteDialog({ onIssued }: { onIssued: (issued: LinkIssued) => void }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const invite = useMutation({
    mutationFn: async (body: Invite) =>
      (await apiFetch<{ data: LinkIssued }>("/api/users", { method: "POST", json: body })).data,
    onSuccess: (issued) => {
      setOpen(false);
      onIssued(issued);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
  const fieldError = (path: string) =>
    invite.error instanceof ApiRequestError
      ? invite.error.details.find((d) => d.path === path)?.message
      : undefined;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (invite.isPending) return;
    const form = new FormData(e.currentTarget);
    invite.mutate({
      email: String(form.get("email") ?? ""),
      name: String(form.get("name") ?? ""),
      role: String(form.get("role") ?? ""),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) invite.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Invite user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a user</DialogTitle>
          <DialogDescription>
            They get a link to choose their password. It works once, within 24 hours.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Email" required error={fieldError("email")}>
            <Input name="email" type="email" autoComplete="off" maxLength={200} required />
          </FormField>
          <FormField label="Name" required error={fieldError("name")}>
            <Input name="name" autoComplete="off" maxLength={100} required />
          </FormField>
          <FormField label="Role" required>
            <select name="role" defaultValue="support" className={selectTriggerClass("w-full")}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </FormField>
          {invite.error && !fieldError("email") && !fieldError("name") && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {invite.error.message}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" aria-disabled={invite.isPending || undefined}>
              {invite.isPending ? "Inviting…" : "Send invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
