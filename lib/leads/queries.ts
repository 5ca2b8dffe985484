import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import { withUnreadable, type ReadList, type ReadOne } from "@/lib/partner-api/contract/reader/outcomes";
import type { Lead, LeadPhase } from "@/lib/partner-api/contract/reader";
import type { ColumnQuery } from "./column";

export type LeadTableFilters = { limit: number; offset: number; phaseId?: number; contactId?: number };

// Keys by prefix: invalidating leadKeys.all refreshes the board's columns, the table and every detail.
export const leadKeys = {
  all: ["leads"] as const,
  phases: ["lead-phases"] as const,
  columns: () => [...leadKeys.all, "column"] as const,
  column: (phaseId: number, contactId?: number) => [...leadKeys.columns(), { phaseId, contactId }] as const,
  summaries: () => [...leadKeys.all, "summary"] as const,
  summary: (contactId?: number) => [...leadKeys.summaries(), { contactId }] as const,
  lists: () => [...leadKeys.all, "list"] as const,
  list: (f: LeadTableFilters) => [...leadKeys.lists(), f] as const,
  detail: (id: number) => [...leadKeys.all, "detail", id] as const,
};

// The browser fetches over the console's routes; a server page uses leadReads(api), the calls those routes make.
const overRoutes = {
  phases: async () => (await apiFetch<{ data: LeadPhase[] }>("/api/lead-phases")).data,
  get: (id: number) => apiFetch<ReadOne<Lead>>(`/api/leads/${id}`),
  column: (q: ColumnQuery, signal?: AbortSignal) =>
    apiFetch<ColumnPage>(`/api/leads/column${toSearch(q)}`, { signal }),
};
export type LeadReads = typeof overRoutes;

export const leadPhasesOptions = (reads: Pick<LeadReads, "phases"> = overRoutes) =>
  queryOptions({ queryKey: leadKeys.phases, queryFn: () => reads.phases(), staleTime: 5 * 60_000 });

// A board column: its pages of leads, loaded one at a time as the column is scrolled (never a whole phase).
export const COLUMN_PAGE = 50;
export type ColumnPage = ReadList<Lead>;
export const leadColumnOptions = (
  phaseId: number,
  contactId?: number,
  reads: Pick<LeadReads, "column"> = overRoutes,
) =>
  infiniteQueryOptions({
    queryKey: leadKeys.column(phaseId, contactId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      reads.column({ phaseId, contactId, offset: pageParam, limit: COLUMN_PAGE }, signal),
    // Offsets follow what was asked for, not what came back (the column drops leads of other phases).
    getNextPageParam: (last) =>
      last.offset + last.limit < last.total ? last.offset + last.limit : undefined,
  });

// Per-phase counts and budget sums computed in the background, polled while a run is under way. `OTHER_PHASES`
// is the column of leads whose phase is not in the phase list.
export const OTHER_PHASES = "other";
export type PhaseTotals = { count: number; sum: number; retired: number; retiredSum: number };
export type BoardSummary = {
  state: "pending" | "ready" | "refreshing" | "failed";
  asOf: string | null;
  phases: Record<string, PhaseTotals>;
  other: Lead[];
  progress: { read: number; total: number | null } | null;
  error: string | null;
};
export const boardSummaryOptions = (contactId?: number) =>
  queryOptions({
    queryKey: leadKeys.summary(contactId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: BoardSummary }>(`/api/leads/board-summary${toSearch({ contactId })}`, {
          signal,
        })
      ).data,
    refetchInterval: (q) => summaryPollMs(q.state.data?.state),
  });

// Polled every 2 s while a run is under way, and slower after a failure: the server retries once its pause is
// over, so the sums come back without a reload.
function summaryPollMs(state: BoardSummary["state"] | undefined): number | false {
  if (state === "ready") return false;
  return state === "failed" ? 10_000 : 2000;
}

export const leadListOptions = (f: LeadTableFilters) =>
  queryOptions({
    queryKey: leadKeys.list(f),
    queryFn: () => apiFetch<ReadList<Lead>>(`/api/leads${toSearch(f)}`),
  });

export const leadOptions = (id: number, reads: Pick<LeadReads, "get"> = overRoutes) =>
  queryOptions({ queryKey: leadKeys.detail(id), queryFn: async () => withUnreadable(await reads.get(id)) });
