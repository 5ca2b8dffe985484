"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useShell } from "@/components/shell/environment-context";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  // The record's shown name, which the user types to confirm.
  name: string;
  noun: string;
  // What goes with it, e.g. "the project with its addresses, custom field values and schedule".
  what: string;
  // The gentler way, e.g. "to hide a project instead, archive it".
  instead: string;
  mutation: UseMutationResult<unknown, Error, void>;
  // Where to go once it is gone: its own page no longer exists.
  afterHref: string;
};

// Deleting cannot be undone, so the user types the record's exact name before the button enables.
export function DeleteRecordAction({ name, noun, what, instead, mutation: del, afterHref }: Props) {
  const router = useRouter();
  const { environment } = useShell();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = typed === name;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!matches || del.isPending) return;
    del.mutate(undefined, {
      onSuccess: () => {
        toast.success(`Deleted “${name}”`);
        router.push(afterHref);
      },
      onError: (err) => toast.error(err.message),
    });
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (del.isPending) return;
        setOpen(next);
        if (!next) setTyped("");
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden /> Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete “{name}”?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes {what}
              {environment.kind === "production"
                ? ` in the production environment “${environment.name}”`
                : ""}
              . It cannot be undone; {instead}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField
            label={
              <span>
                Type the {noun} name, <strong className="font-semibold">{name}</strong>, to confirm
              </span>
            }
          >
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={del.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!matches || del.isPending}>
              {del.isPending ? "Deleting…" : `Delete ${noun}`}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
