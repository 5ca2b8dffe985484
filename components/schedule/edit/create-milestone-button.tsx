"use client";

import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import type { Milestone } from "@/lib/partner-api/contract/reader";
import { MilestoneDialog } from "./lazy-milestone-dialog";
import type { ScheduleParent } from "./optimistic";

type Props = {
  parent: ScheduleParent;
  // The schedule's PHASEs (an ITEM or CHECKPOINT goes under one).
  phases: readonly Pick<Milestone, "id" | "name">[];
};

// The schedule's "Add milestone" button; nothing for a role that may not write.
export function CreateMilestoneButton({ parent, phases }: Props) {
  const { role } = useShell();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!can(role, "records:write")) return null;
  return (
    <>
      <Button ref={button} onClick={() => setOpen(true)}>
        <Plus aria-hidden /> Add milestone
      </Button>
      <MilestoneDialog
        parent={parent}
        phases={phases}
        open={open}
        onOpenChange={setOpen}
        returnFocus={button}
      />
    </>
  );
}
