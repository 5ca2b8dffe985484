"use client";

import { Pencil } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { allowedTransitions } from "./allowed-transitions";
import { ConvertAction } from "./convert-action";
import { DeleteAction } from "./delete-action";
import { PhaseSelect } from "./phase-select";
import { ReactivateAction } from "./reactivate-action";
import { RetireAction } from "./retire-action";

type Props = { lead: Pick<Lead, "id" | "name" | "phaseId" | "status" | "projectId" | "client"> };

// Only what the spec allows from the lead's state and the role permits is offered: support sees none of it;
// only admin may delete.
export function LeadActions({ lead }: Props) {
  const { role } = useShell();
  const write = can(role, "records:write");
  const remove = can(role, "records:delete");
  const group = useKeepFocus(`${lead.status.value}:${lead.projectId}`);
  if (!write && !remove) return null;
  const allowed = allowedTransitions(lead);
  return (
    <div
      ref={group}
      role="group"
      aria-label="Lead actions"
      tabIndex={-1}
      className="flex flex-wrap items-center gap-2 outline-none"
    >
      {write && (
        <>
          <PhaseSelect lead={lead} />
          <Button asChild variant="outline">
            <Link href={`/leads/${lead.id}/edit`}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          {allowed.convert && <ConvertAction lead={lead} />}
          {allowed.retire && <RetireAction lead={lead} />}
          {allowed.reactivate && <ReactivateAction lead={lead} />}
        </>
      )}
      {remove && <DeleteAction lead={lead} />}
    </div>
  );
}

// A transition swaps its button for another (Retire for Reactivate), and the focused button leaves the page with
// it: keep keyboard users where they were by focusing the group instead of letting focus fall to the body.
function useKeepFocus(state: string) {
  const group = useRef<HTMLDivElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    if (document.activeElement === document.body) group.current?.focus();
  }, [state]);
  return group;
}
