"use client";

import { Archive } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { ConfirmAction } from "@/components/record/confirm-action";
import { useProduction } from "@/components/record/use-production";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadName } from "../lead-name";
import { useLeadStatusChange } from "./use-lead-mutations";

// Retiring reaches beyond the lead (its clients may be archived, for good), so it always asks first.
export function RetireAction({ lead }: { lead: Pick<Lead, "id" | "name"> }) {
  const { note } = useProduction();
  const name = leadName(lead);
  return (
    <ConfirmAction
      icon={<Archive aria-hidden />}
      label="Retire"
      pendingLabel="Retiring…"
      mutation={useLeadStatusChange(lead.id, "retire")}
      onDone={() => toast.success(`Retired “${name}”`)}
      ask
      title={`Retire “${name}”?`}
      description={
        <>
          <p>The lead leaves the active pipeline.</p>
          <p>
            Its clients that are no longer referenced by another live lead or project are archived too.
            Reactivating the lead later does not unarchive them.
          </p>
          {note && <p>{note}</p>}
        </>
      }
      confirmLabel="Retire lead"
      destructive
    />
  );
}
