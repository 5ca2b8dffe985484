"use client";

import { useQuery } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ReferenceSelect } from "@/components/forms/reference-select";
import { FormField } from "@/components/ui/form-field";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadPhasesOptions } from "@/lib/leads/queries";
import { leadName } from "../lead-name";
import { useMoveLeadPhase } from "./use-lead-mutations";

// Moves the lead through updatePhase (an edit never changes the phase); the new phase shows before the answer.
export function PhaseSelect({ lead }: { lead: Pick<Lead, "id" | "name" | "phaseId"> }) {
  const phases = useQuery(leadPhasesOptions());
  const move = useMoveLeadPhase(lead.id);
  return (
    <FormField
      label="Phase"
      className="flex items-center"
      error={phases.isError ? "The phases could not be loaded." : undefined}
    >
      {(p) => (
        <ReferenceSelect
          {...p}
          value={String(lead.phaseId)}
          onChange={(id, phaseName) => {
            const phaseId = Number(id);
            if (!id || phaseId === lead.phaseId) return;
            move.mutate(phaseId, {
              onError: (err) =>
                toast.error(
                  `“${leadName(lead)}” was not moved to ${phaseName ?? `phase ${id}`}: ${err.message}`,
                ),
            });
          }}
          options={phases.data}
          loading={phases.isPending}
          placeholder="Choose a phase"
        />
      )}
    </FormField>
  );
}
