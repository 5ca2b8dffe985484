"use client";

import { useState, type FormEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { selectTriggerClass } from "@/components/ui/select-style";
import { roles, type Role } from "@/lib/db/roles";
import type { TeamMember } from "@/lib/users/types";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: TeamMember;
  returnFocus: RefObject<HTMLElement | null>;
  onSave: (role: Role) => void;
};

// A new role takes effect at once: the user's sessions end and they sign in again under it.
export function RoleDialog({ open, onOpenChange, member, returnFocus, onSave }: Props) {
  const [role, setRole] = useState<Role>(member.role);
  function submit(e: FormEvent) {
    e.preventDefault();
    onOpenChange(false);
    if (role !== member.role) onSave(role);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Change the role of {member.name ?? member.email}</DialogTitle>
          <DialogDescription>
            A new role ends their sessions: they sign in again under it.
            {member.signInMethod === "sso" &&
              " Their identity provider sets the role again at their next sign-in."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <FormField label="Role">
            <select
              value={role}
              onChange={(e) => setRole(e.target.value as Role)}
              className={selectTriggerClass("w-full")}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </FormField>
          <DialogFooter>
            <Button type="submit">Save role</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
