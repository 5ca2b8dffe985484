"use client";

import { Archive, ArchiveRestore } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { PendingButton } from "@/components/record/pending-button";
import { useProduction } from "@/components/record/use-production";
import type { Project } from "@/lib/partner-api/contract/reader";
import { useUpdateProject } from "./use-project-mutations";

// Archive is reversible: outside production it acts at once and offers Undo; in production it asks first.
export function ArchiveAction({ project }: { project: Pick<Project, "id" | "name" | "archived"> }) {
  const { production, note } = useProduction();
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
      <PendingButton
        ref={button}
        pending={update.isPending}
        onClick={() => {
          if (production) setConfirming(true);
          else setArchived(!project.archived, true);
        }}
      >
        {project.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {update.isPending ? `${verb.replace(/e$/, "")}ing…` : verb}
      </PendingButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocus={button}
        title={`${verb} “${project.name}”?`}
        description={
          <>
            <p>
              {project.archived
                ? "The project returns to active views."
                : "The project is hidden from active views. It is not deleted and can be unarchived later."}
            </p>
            {note && <p>{note}</p>}
          </>
        }
        confirmLabel={verb}
        onConfirm={() => setArchived(!project.archived, false)}
      />
    </>
  );
}
