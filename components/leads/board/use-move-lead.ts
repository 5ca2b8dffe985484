"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { movedLead } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys, OTHER_PHASES, type ColumnData } from "@/lib/queries/leads";

type Move = { lead: Lead; toPhaseId: number; toPhaseName: string };
type Snapshot = [readonly unknown[], ColumnData | undefined][];

// The optimistic cycle: cancel the columns' fetches, snapshot them, move the card at once (so counts and sums
// follow), call updatePhase, and on failure put every column back and say why.
export function useMoveLead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, toPhaseId }: Move) =>
      apiFetch<{ data: Lead }>(`/api/leads/${lead.id}/phase`, {
        method: "POST",
        json: { phaseId: toPhaseId },
      }),
    onMutate: ({ lead, toPhaseId }: Move) => {
      // Move the card first, in this same tick, so it is in its new column by the next frame; then stop any
      // refetch in flight from overwriting it (without reverting what was just set).
      const snapshot: Snapshot = qc.getQueriesData<ColumnData>({ queryKey: leadKeys.columns() });
      for (const [key, column] of snapshot) {
        if (!column) continue;
        const { phaseId } = key[2] as { phaseId: number | typeof OTHER_PHASES };
        const rest = column.data.filter((r) => r.id !== lead.id);
        // The "Other phases" column may hold the lead too (its phase is not in the list): it leaves that as well.
        if (phaseId === lead.phaseId || phaseId === OTHER_PHASES)
          qc.setQueryData(key, { ...column, data: rest });
        else if (phaseId === toPhaseId)
          qc.setQueryData(key, { ...column, data: [movedLead(lead, toPhaseId), ...rest] });
      }
      void qc.cancelQueries({ queryKey: leadKeys.columns() }, { revert: false });
      return { snapshot };
    },
    onError: (err, { lead, toPhaseName }, ctx) => {
      for (const [key, rows] of ctx?.snapshot ?? []) qc.setQueryData(key, rows);
      toast.error(
        `Could not move “${lead.name ?? `Lead ${lead.id}`}” to ${toPhaseName}: ${(err as Error).message}`,
      );
    },
    onSuccess: (_, { lead, toPhaseName }) =>
      toast.success(`Moved “${lead.name ?? `Lead ${lead.id}`}” to ${toPhaseName}.`),
    onSettled: (_, __, { lead }) => {
      void qc.invalidateQueries({ queryKey: leadKeys.columns() });
      void qc.invalidateQueries({ queryKey: leadKeys.detail(lead.id) });
      void qc.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
