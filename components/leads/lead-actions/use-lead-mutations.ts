"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { movedLead } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys } from "@/lib/leads/queries";
import { projectKeys } from "@/lib/projects/queries";

const post = <T>(path: string, json?: unknown) => apiFetch<{ data: T }>(path, { method: "POST", json });

// A refused transition (409) changes nothing, so only a success touches the cache: the detail shows the answer at
// once, and the prefix invalidation refreshes the board, the table and the detail.
export function useLeadStatusChange(id: number, action: "retire" | "reactivate") {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await post<Lead>(`/api/leads/${id}/${action}`)).data,
    onSuccess: (lead) => {
      qc.setQueryData(leadKeys.detail(id), lead);
      void qc.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}

export function useConvertLead(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await post<{ projectId: number }>(`/api/leads/${id}/convert`)).data,
    onSuccess: ({ projectId }) => {
      // The link to the new project shows at once; the refetch brings the lead's new status and phase.
      qc.setQueryData<Lead>(leadKeys.detail(id), (old) => old && { ...old, projectId });
      void qc.invalidateQueries({ queryKey: leadKeys.all });
      void qc.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

// The optimistic cycle on the detail: cancel its fetch, snapshot, show the new phase, roll back if refused.
export function useMoveLeadPhase(id: number) {
  const qc = useQueryClient();
  const key = leadKeys.detail(id);
  return useMutation({
    mutationFn: async (phaseId: number) => (await post<Lead>(`/api/leads/${id}/phase`, { phaseId })).data,
    onMutate: async (phaseId) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Lead>(key);
      if (previous) qc.setQueryData(key, movedLead(previous, phaseId));
      return { previous };
    },
    onError: (_err, _phaseId, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSuccess: (lead) => qc.setQueryData(key, lead),
    onSettled: () => qc.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useDeleteLead(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ deleted: boolean }>(`/api/leads/${id}`, { method: "DELETE" }),
    // Mark everything stale without refetching now: an immediate refetch of the still-mounted detail would 404
    // before the navigation away finishes; the board refetches when it mounts.
    onSuccess: () => qc.invalidateQueries({ queryKey: leadKeys.all, refetchType: "none" }),
  });
}
