import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import {
  withUnreadable,
  type ReadList,
  type ReadOne,
  type RecordIssue,
} from "@/lib/partner-api/contract/reader/outcomes";
import type { Lead, LeadPhase } from "@/lib/partner-api/contract/reader";

export type LeadTableFilters = { limit: number; offset: number; phaseId?: number; contactId?: number };

// Keys by prefix: invalidating leadKeys.all refreshes the board's columns, the table and every detail.
export const leadKeys = {
  all: ["leads"] as const,
  phases: ["lead-phases"] as const,
  columns: () => [...leadKeys.all, "column"] as const,
  column: (phaseId: number | "other", contactId?: number) =>
    [...leadKeys.columns(), { phaseId, contactId }] as const,
  lists: () => [...leadKeys.all, "list"] as const,
  list: (f: LeadTableFilters) => [...leadKeys.lists(), f] as const,
  detail: (id: number) => [...leadKeys.all, "detail", id] as const,
};

export const leadPhasesOptions = () =>
  queryOptions({
    queryKey: leadKeys.phases,
    queryFn: async () => (await apiFetch<{ data: LeadPhase[] }>("/api/lead-phases")).data,
    staleTime: 5 * 60_000,
  });

// A board column's leads, with the records of it the console could not read. `OTHER_PHASES` is the column of
// leads whose phase is not in the phase list (`known` names the phases that are).
export const OTHER_PHASES = "other";
export type ColumnData = { data: Lead[]; unreadable: RecordIssue[] };
export const leadColumnOptions = (
  phaseId: number | typeof OTHER_PHASES,
  contactId?: number,
  known?: number[],
) =>
  queryOptions({
    queryKey: leadKeys.column(phaseId, contactId),
    queryFn: ({ signal }) =>
      apiFetch<ColumnData>(
        `/api/leads/column${toSearch(phaseId === OTHER_PHASES ? { otherThan: known, contactId } : { phaseId, contactId })}`,
        { signal },
      ),
  });

export const leadListOptions = (f: LeadTableFilters) =>
  queryOptions({
    queryKey: leadKeys.list(f),
    queryFn: () => apiFetch<ReadList<Lead>>(`/api/leads${toSearch(f)}`),
  });

export const leadOptions = (id: number) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: async () => withUnreadable(await apiFetch<ReadOne<Lead>>(`/api/leads/${id}`)),
  });
