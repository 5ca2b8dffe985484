"use client";

import { ArchiveRestore } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { ConfirmAction } from "@/components/record/confirm-action";
import { useProduction } from "@/components/record/use-production";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadName } from "../lead-name";
import { useLeadStatusChange } from "./use-lead-mutations";

// Reactivating reaches nothing beyond the lead, so it acts at once, except in production, where it asks first.
export function ReactivateAction({ lead }: { lead: Pick<Lead, "id" | "name"> }) {
  const { production, note } = useProduction();
  const name = leadName(lead);
  return (
    <ConfirmAction
      icon={<ArchiveRestore aria-hidden />}
      label="Reactivate"
      pendingLabel="Reactivating…"
      mutation={useLeadStatusChange(lead.id, "reactivate")}
      onDone={() => toast.success(`Reactivated “${name}”`)}
      ask={production}
      title={`Reactivate “${name}”?`}
      description={
        <>
          <p>The lead returns to the pipeline. Clients archived when it was retired stay archived.</p>
          {note && <p>{note}</p>}
        </>
      }
      confirmLabel="Reactivate"
    />
  );
}
