"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, Diamond, MoreHorizontal, Pencil, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useShell } from "@/components/shell/environment-context";
import { useUpdateMilestone } from "@/components/schedule/use-milestone-mutations";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { can } from "@/lib/auth/permissions";
import type { MilestoneType } from "@/lib/partner-api/contract";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { scheduleKeys, type ScheduleData } from "@/lib/schedule/queries";
import { DeleteMilestoneDialog } from "./delete-milestone-dialog";
import { MilestoneDialog } from "./lazy-milestone-dialog";
import { isPlaceholder, phasesOf, type ScheduleParent } from "./optimistic";

type Open =
  { kind: "edit" } | { kind: "add"; type: Exclude<MilestoneType, "PHASE"> } | { kind: "delete" } | null;

// Every row's trigger carries this, so focus can move to a neighbour's when a row is deleted.
const TRIGGER_ATTR = "data-milestone-actions";
const triggers = () => [...document.querySelectorAll<HTMLElement>(`[${TRIGGER_ATTR}]`)];

// A row's menu, by role. A schedule may have hundreds of rows, so a row holds no query or mutation: the menu's
// items and dialogs do, while open, reading the schedule from the cache.
export function MilestoneActions({ milestone: m, parent }: { milestone: Milestone; parent: ScheduleParent }) {
  const { role } = useShell();
  const qc = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [schedule, setSchedule] = useState<readonly Milestone[]>([]);
  const trigger = useRef<HTMLButtonElement>(null);
  const deletedAt = useRef<number | null>(null);
  useFocusNeighbourOnDelete(deletedAt);

  const write = can(role, "records:write");
  const remove = can(role, "records:delete");
  if (!write && !remove) return null;

  const show = (next: Open) => {
    setSchedule(
      qc.getQueryData<ScheduleData>(scheduleKeys.schedule(parent.parentType, parent.parentId))?.data ?? [],
    );
    setOpen(next);
  };
  // Remembered for after the delete: the row's place among the menu buttons.
  const deleting = () => {
    deletedAt.current = trigger.current ? triggers().indexOf(trigger.current) : null;
  };

  // A milestone still being created has no id to act on yet.
  const waiting = isPlaceholder(m);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            {...{ [TRIGGER_ATTR]: "" }}
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={waiting ? `“${m.name}” is being added` : `Actions for “${m.name}”`}
            disabled={waiting}
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="max-w-64 truncate">{m.name}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {write && (
            <>
              <DropdownMenuItem onSelect={() => show({ kind: "edit" })}>
                <Pencil aria-hidden /> Edit…
              </DropdownMenuItem>
              {m.milestoneType === "PHASE" && (
                <>
                  <DropdownMenuItem onSelect={() => show({ kind: "add", type: "ITEM" })}>
                    <Plus aria-hidden /> Add an item to this phase…
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => show({ kind: "add", type: "CHECKPOINT" })}>
                    <Diamond aria-hidden /> Add a checkpoint to this phase…
                  </DropdownMenuItem>
                </>
              )}
              <StatusItem milestone={m} parent={parent} />
            </>
          )}
          {remove && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => show({ kind: "delete" })}>
                <Trash2 aria-hidden /> Delete…
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {(open?.kind === "edit" || open?.kind === "add") && (
        <MilestoneDialog
          parent={parent}
          open
          onOpenChange={(o) => !o && setOpen(null)}
          milestone={open.kind === "edit" ? m : undefined}
          phases={phasesOf(schedule)}
          defaultType={open.kind === "add" ? open.type : undefined}
          defaultPhaseId={open.kind === "add" ? m.id : undefined}
          returnFocus={trigger}
        />
      )}
      {open?.kind === "delete" && (
        <DeleteMilestoneDialog
          milestone={m}
          schedule={schedule}
          returnFocus={trigger}
          parent={parent}
          onOpenChange={(o) => !o && setOpen(null)}
          onDelete={deleting}
        />
      )}
    </>
  );
}

// Mark complete / Reopen: at once on the schedule, put back with a toast if the API refuses.
function StatusItem({ milestone: m, parent }: { milestone: Milestone; parent: ScheduleParent }) {
  const update = useUpdateMilestone(parent);
  const completed = m.status === "COMPLETED";
  return (
    <DropdownMenuItem
      onSelect={() =>
        update.mutate({
          id: m.id,
          patch: { status: completed ? "OPEN" : "COMPLETED" },
          done: `${completed ? "Reopened" : "Completed"} “${m.name}”`,
        })
      }
    >
      {completed ? <RotateCcw aria-hidden /> : <CircleCheck aria-hidden />}
      {completed ? "Reopen" : "Mark complete"}
    </DropdownMenuItem>
  );
}

// A deleted row leaves the page with its menu button, which had the focus: hand it to the button now in the
// deleted one's place (the next row's), or the last one, rather than letting it fall to the page.
function useFocusNeighbourOnDelete(deletedAt: { current: number | null }) {
  useEffect(
    () => () => {
      const at = deletedAt.current;
      if (at == null || at < 0) return;
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const now = triggers();
        (now[at] ?? now[now.length - 1])?.focus();
      });
    },
    [deletedAt],
  );
}
