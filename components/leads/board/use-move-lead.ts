"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { movedLead } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys } from "@/lib/queries/leads";

type Move = { lead: Lead; toPhaseId: number; toPhaseName: string };
type Snapshot = [readonly unknown[], Lead[] | undefined][];

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
      const snapshot: Snapshot = qc.getQueriesData<Lead[]>({ queryKey: leadKeys.columns() });
      for (const [key, rows] of snapshot) {
        if (!rows) continue;
        const { phaseId } = key[2] as { phaseId: number };
        if (phaseId === lead.phaseId)
          qc.setQueryData<Lead[]>(
            key,
            rows.filter((r) => r.id !== lead.id),
          );
        else if (phaseId === toPhaseId)
          qc.setQueryData<Lead[]>(key, [movedLead(lead, toPhaseId), ...rows.filter((r) => r.id !== lead.id)]);
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
