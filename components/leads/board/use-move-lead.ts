"use client";

import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { toastWithUndo, type UndoOffer } from "@/components/bulk/undo-toast";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { movedLead } from "@/lib/leads/move";
import type { Lead } from "@/lib/partner-api/contract/reader";
import { leadKeys, type BoardSummary, type ColumnPage } from "@/lib/leads/queries";
import { movedSummary } from "./moved-summary";

type Move = { lead: Lead; toPhaseId: number; toPhaseName: string };
type Column = InfiniteData<ColumnPage, number>;
type Snapshot = [readonly unknown[], unknown][];

// The column with the lead taken out of every page, or put first on its first page; the total follows.
function movedColumn(column: Column, lead: Lead, toPhaseId: number, phaseId: number): Column {
  const had = column.pages.some((p) => p.data.some((r) => r.id === lead.id));
  const pages = column.pages.map((p) => ({ ...p, data: p.data.filter((r) => r.id !== lead.id) }));
  const [first, ...rest] = pages;
  if (!first) return column;
  if (phaseId === toPhaseId)
    return {
      ...column,
      pages: [
        { ...first, data: [movedLead(lead, toPhaseId), ...first.data], total: first.total + 1 },
        ...rest,
      ],
    };
  if (phaseId === lead.phaseId || had)
    return { ...column, pages: [{ ...first, total: Math.max(0, first.total - 1) }, ...rest] };
  return column;
}

// The optimistic cycle: cancel the columns' fetches, snapshot them, move the card at once (so counts and sums
// follow), call updatePhase, and on failure put every column back and say why.
export function useMoveLead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, toPhaseId }: Move) =>
      apiFetch<{ data: Lead; undo?: UndoOffer }>(`/api/leads/${lead.id}/phase`, {
        method: "POST",
        json: { phaseId: toPhaseId },
      }),
    onMutate: ({ lead, toPhaseId }: Move) => {
      // Move the card first, in this same tick, so it is in its new column by the next frame; then stop any
      // refetch in flight from overwriting it (without reverting what was just set).
      const snapshot: Snapshot = [
        ...qc.getQueriesData<Column>({ queryKey: leadKeys.columns() }),
        ...qc.getQueriesData<BoardSummary>({ queryKey: leadKeys.summaries() }),
      ];
      for (const [key, column] of qc.getQueriesData<Column>({ queryKey: leadKeys.columns() })) {
        if (!column) continue;
        const { phaseId } = key[2] as { phaseId: number };
        qc.setQueryData(key, movedColumn(column, lead, toPhaseId, phaseId));
      }
      for (const [key, summary] of qc.getQueriesData<BoardSummary>({ queryKey: leadKeys.summaries() }))
        if (summary) qc.setQueryData(key, movedSummary(summary, lead, toPhaseId));
      void qc.cancelQueries({ queryKey: leadKeys.columns() }, { revert: false });
      void qc.cancelQueries({ queryKey: leadKeys.summaries() }, { revert: false });
      return { snapshot };
    },
    onError: (err, { lead, toPhaseName }, ctx) => {
      for (const [key, rows] of ctx?.snapshot ?? []) qc.setQueryData(key, rows);
      toast.error(
        `Could not move “${lead.name ?? `Lead ${lead.id}`}” to ${toPhaseName}: ${(err as Error).message}`,
      );
    },
    onSuccess: (res, { lead, toPhaseName }) =>
      toastWithUndo(`Moved “${lead.name ?? `Lead ${lead.id}`}” to ${toPhaseName}.`, res.undo, () => {
        void qc.invalidateQueries({ queryKey: leadKeys.all });
      }),
    onSettled: (_, __, { lead }) => {
      void qc.invalidateQueries({ queryKey: leadKeys.columns() });
      void qc.invalidateQueries({ queryKey: leadKeys.summaries() });
      void qc.invalidateQueries({ queryKey: leadKeys.detail(lead.id) });
      void qc.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
