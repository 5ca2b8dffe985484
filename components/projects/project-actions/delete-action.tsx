"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
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
import type { Project } from "@/lib/partner-api/contract";
import { useDeleteProject } from "./use-project-mutations";

// Deleting cannot be undone, so the user types the project's exact name before the button enables.
export function DeleteAction({ project }: { project: Pick<Project, "id" | "name"> }) {
  const router = useRouter();
  const { environment } = useShell();
  const del = useDeleteProject(project.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = typed === project.name;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!matches || del.isPending) return;
    del.mutate(undefined, {
      onSuccess: () => {
        toast.success(`Deleted “${project.name}”`);
        router.push("/projects");
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
            <AlertDialogTitle>Delete “{project.name}”?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes the project with its addresses, custom field values and schedule
              {environment.kind === "production"
                ? ` in the production environment “${environment.name}”`
                : ""}
              . It cannot be undone; to hide a project instead, archive it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField
            label={
              <span>
                Type the project name, <strong className="font-semibold">{project.name}</strong>, to confirm
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
              {del.isPending ? "Deleting…" : "Delete project"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
