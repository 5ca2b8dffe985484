"use client";

import { Archive, ArchiveRestore } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useShell } from "@/components/shell/environment-context";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { Project } from "@/lib/partner-api/contract";
import { useUpdateProject } from "./use-project-mutations";

// Archive is reversible: outside production it acts at once and offers Undo; in production it asks first.
export function ArchiveAction({ project }: { project: Pick<Project, "id" | "name" | "archived"> }) {
  const { environment } = useShell();
  const production = environment.kind === "production";
  const update = useUpdateProject(project.id);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const verb = project.archived ? "Unarchive" : "Archive";

  function setArchived(archived: boolean, undoable: boolean) {
    update.mutate(
      { archived },
      {
        onSuccess: () =>
          toast.success(`${archived ? "Archived" : "Unarchived"} “${project.name}”`, {
            action: undoable ? { label: "Undo", onClick: () => setArchived(!archived, false) } : undefined,
          }),
        onError: (err) => toast.error(err.message),
      },
    );
  }

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        // aria-disabled rather than disabled: a disabled button drops the keyboard focus it holds.
        aria-disabled={update.isPending || undefined}
        aria-busy={update.isPending || undefined}
        className="aria-disabled:opacity-50"
        onClick={() => {
          if (update.isPending) return;
          if (production) setConfirming(true);
          else setArchived(!project.archived, true);
        }}
      >
        {project.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {update.isPending ? `${verb.replace(/e$/, "")}ing…` : verb}
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        {/* Opened without a Trigger: return focus to the button that asked. */}
        <AlertDialogContent
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            button.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>
              {verb} “{project.name}”?
            </AlertDialogTitle>
            <AlertDialogDescription>
              {project.archived
                ? "The project returns to active views."
                : "The project is hidden from active views. It is not deleted and can be unarchived later."}{" "}
              This changes the production environment “{environment.name}”.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => setArchived(!project.archived, false)}>
              {verb}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
