"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "./confirm-dialog";
import { PendingButton } from "./pending-button";

type Props<T> = {
  icon: ReactNode;
  label: string;
  pendingLabel: string;
  mutation: UseMutationResult<T, Error, void>;
  onDone: (result: T) => void;
  // Whether to ask before acting; when false the button acts at once.
  ask: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
};

// A record action that may ask first, in a dialog that names its consequences. A refusal is shown as the API
// worded it (e.g. a 409 for a transition the record's state does not allow), and nothing else changes.
export function ConfirmAction<T>({ icon, label, pendingLabel, mutation, onDone, ask, ...dialog }: Props<T>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pending = mutation.isPending;
  const act = () =>
    mutation.mutate(undefined, { onSuccess: onDone, onError: (err) => toast.error(err.message) });
  return (
    <>
      <PendingButton ref={button} pending={pending} onClick={() => (ask ? setOpen(true) : act())}>
        {icon}
        {pending ? pendingLabel : label}
      </PendingButton>
      <ConfirmDialog open={open} onOpenChange={setOpen} returnFocus={button} onConfirm={act} {...dialog} />
    </>
  );
}
