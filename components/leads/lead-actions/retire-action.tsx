"use client";

import { Archive } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { ConfirmAction } from "@/components/record/confirm-action";
import { useProduction } from "@/components/record/use-production";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadName } from "../lead-name";
import { impactText, useRetireImpact, useShownImpact, type RetireImpact } from "./retire-impact";
import { useLeadStatusChange } from "./use-lead-mutations";

type RetiringLead = Pick<Lead, "id" | "name" | "client">;

// Retiring reaches beyond the lead (its client may be archived, for good), so it always asks first, naming the
// client and what will happen to it; the toast says what did.
export function RetireAction({ lead }: { lead: RetiringLead }) {
  const { note } = useProduction();
  const name = leadName(lead);
  const shownImpact = useShownImpact(lead.id);
  return (
    <ConfirmAction
      icon={<Archive aria-hidden />}
      label="Retire"
      pendingLabel="Retiring…"
      mutation={useLeadStatusChange(lead.id, "retire")}
      onDone={() => {
        const after = impactText(shownImpact(), "after");
        toast.success(`Retired “${name}”`, after ? { description: after } : undefined);
      }}
      ask
      title={`Retire “${name}”?`}
      description={
        <>
          <p>The lead leaves the active pipeline.</p>
          <p>
            Its clients that are no longer referenced by another live lead or project are archived too.
            Reactivating the lead later does not unarchive them.
          </p>
          <ClientImpact lead={lead} />
          {note && <p>{note}</p>}
        </>
      }
      confirmLabel="Retire lead"
      destructive
    />
  );
}

// Rendered only while the dialog is open, so the check runs when asked.
function ClientImpact({ lead }: { lead: RetiringLead }) {
  const { data } = useRetireImpact(lead);
  return (
    <p
      role="status"
      className={data?.kind === "archived" || data?.kind === "may" ? "font-medium" : undefined}
    >
      {impactText(data as RetireImpact | undefined, "before")}
    </p>
  );
}
