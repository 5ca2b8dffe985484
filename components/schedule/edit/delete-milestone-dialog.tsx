"use client";

import type { RefObject } from "react";
import { ConfirmDialog } from "@/components/record/confirm-dialog";
import { useProduction } from "@/components/record/use-production";
import { wireRange } from "@/components/schedule/timeline/format";
import { useDeleteMilestone } from "@/components/schedule/use-milestone-mutations";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { TYPE_LABEL } from "@/components/schedule/timeline/format";
import { childCount, type ScheduleParent } from "./optimistic";
import { plural } from "@/lib/plural";

type Props = {
  milestone: Milestone;
  // The schedule as it was when the dialog opened: a PHASE's children are counted from it.
  schedule: readonly Milestone[];
  parent: ScheduleParent;
  returnFocus: RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
  // Told just before the delete is sent.
  onDelete: () => void;
};

// A PHASE with milestones under it cannot be deleted (409 milestone_has_children): the dialog says so first. The
// row leaves at once and comes back with the API's reason if it refuses.
export function DeleteMilestoneDialog({
  milestone: m,
  schedule,
  parent,
  returnFocus,
  onOpenChange,
  onDelete,
}: Props) {
  const { note } = useProduction();
  const del = useDeleteMilestone(parent);
  const type = TYPE_LABEL[m.milestoneType].toLowerCase();
  const children = m.milestoneType === "PHASE" ? childCount(schedule, m.id) : 0;
  const dates =
    m.milestoneType === "PHASE"
      ? ""
      : ` (${wireRange(m.startDate, m.dueDate, m.wholeDay, m.milestoneType === "CHECKPOINT")})`;
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={`Delete the ${type} “${m.name}”?`}
      description={
        children > 0 ? (
          <>
            <p>
              “{m.name}” still has {plural(children, "milestone")} under it. The Partner API refuses to delete
              a phase that has milestones under it (milestone_has_children).
            </p>
            <p>Delete them or move them to another phase first (Edit… on each one, then choose its phase).</p>
          </>
        ) : (
          <>
            <p>
              This permanently deletes the {type} “{m.name}”{dates} from the schedule. It cannot be undone.
            </p>
            {note && <p>{note}</p>}
          </>
        )
      }
      cancelLabel={children > 0 ? "Close" : "Cancel"}
      confirmLabel={children > 0 ? "Try to delete anyway" : `Delete ${type}`}
      destructive
      onConfirm={() => {
        onDelete();
        del.mutate({ id: m.id });
      }}
    />
  );
}
