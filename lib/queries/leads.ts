import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { ListEnvelope } from "@/lib/partner-api/contract";
import type { Lead, LeadPhase } from "@/lib/partner-api/contract/reader";

export type LeadTableFilters = { limit: number; offset: number; phaseId?: number; contactId?: number };

// Keys by prefix: invalidating leadKeys.all refreshes the board's columns, the table and every detail.
export const leadKeys = {
  all: ["leads"] as const,
  phases: ["lead-phases"] as const,
  columns: () => [...leadKeys.all, "column"] as const,
  column: (phaseId: number, contactId?: number) => [...leadKeys.columns(), { phaseId, contactId }] as const,
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

export const leadColumnOptions = (phaseId: number, contactId?: number) =>
  queryOptions({
    queryKey: leadKeys.column(phaseId, contactId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: Lead[] }>(`/api/leads/column${toSearch({ phaseId, contactId })}`, { signal }))
        .data,
  });

export const leadListOptions = (f: LeadTableFilters) =>
  queryOptions({
    queryKey: leadKeys.list(f),
    queryFn: () => apiFetch<ListEnvelope<Lead>>(`/api/leads${toSearch(f)}`),
  });

export const leadOptions = (id: number) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: async () => (await apiFetch<{ data: Lead }>(`/api/leads/${id}`)).data,
  });
