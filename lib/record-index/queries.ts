import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { IndexOrder, IndexSort } from "@/lib/index-order";
import type { Freshness } from "./freshness";
import { SEARCH_MAX } from "./picker-queries";
import type { IndexKind, IndexListRow } from "./types";

// The browser's side of the record index. Every answer carries its freshness, so an order or search from an
// index still filling is never shown as complete.

// The wire shape of freshness is the server's own (./freshness.ts, pure), so the two cannot drift.
export type { Freshness };
export type IndexState = Freshness["state"];
// `detail` tells same-named rows apart (client, city, #id).
export type SearchHit = { kind: IndexKind; id: number; name: string; detail: string; href: string };

export type { IndexKind, IndexListRow } from "./types";
export { SEARCH_MAX };
export { INDEX_SORTS, type IndexOrder, type IndexSort } from "@/lib/index-order";

export type SortedPage<T> = { data: T[]; nextCursor: string | null; total: number; freshness: Freshness };

export type SortedProjectsFilters = {
  sort: IndexSort;
  order: IndexOrder;
  limit: number;
  q?: string;
  statusId?: number[];
  archived?: boolean;
  contactId?: number;
  cfName?: string;
  cfValue?: string;
};
export type SortedLeadsFilters = {
  sort: IndexSort;
  order: IndexOrder;
  limit: number;
  q?: string;
  phaseId?: number;
  retired?: boolean;
  contactId?: number;
  cfName?: string;
  cfValue?: string;
};

// The index's answers are short-lived instead of invalidated: the backend writes each change through.
const INDEX_STALE_MS = 5_000;

export const indexKeys = {
  all: ["record-index"] as const,
  status: () => [...indexKeys.all, "status"] as const,
  search: (q: string, kinds: readonly IndexKind[], limit: number) =>
    [...indexKeys.all, "search", { q, kinds, limit }] as const,
  projects: (f: SortedProjectsFilters) => [...indexKeys.all, "projects", f] as const,
  leads: (f: SortedLeadsFilters) => [...indexKeys.all, "leads", f] as const,
  // clients and owners: ./picker-queries.ts
};

export const indexSearchOptions = (q: string, kinds: readonly IndexKind[], limit = 8) =>
  queryOptions({
    queryKey: indexKeys.search(q, kinds, limit),
    queryFn: ({ signal }) =>
      apiFetch<{
        data: SearchHit[];
        freshness: Partial<Record<"projects" | "leads" | "clients", Freshness>>;
      }>(`/api/index/search${toSearch({ q, kinds: [...kinds], limit })}`, { signal }),
    enabled: q.length > 0 && q.length <= SEARCH_MAX,
    staleTime: INDEX_STALE_MS,
    retry: false,
  });

export const indexStatusOptions = () =>
  queryOptions({
    queryKey: indexKeys.status(),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: Record<"projects" | "leads" | "clients", Freshness> }>("/api/index/status", {
          signal,
        })
      ).data,
    staleTime: INDEX_STALE_MS,
    // While the index fills, its progress is worth following.
    refetchInterval: (q) =>
      q.state.data && Object.values(q.state.data).some((f) => f.state === "indexing") ? 5_000 : false,
    retry: false,
  });

// The console's own webhook subscription, which keeps the index fresh between reconciliations.
export type OwnSubscriptionHealth = {
  id: number;
  status: string | null;
  consecutiveFailures: number | null;
  lastEventAt: string | null;
} | null;

export const ownSubscriptionOptions = () =>
  queryOptions({
    queryKey: [...indexKeys.status(), "subscription"] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: OwnSubscriptionHealth }>("/api/index/subscription", { signal })).data,
    staleTime: INDEX_STALE_MS,
    retry: false,
  });

// A sorted list read page by page with the index's keyset cursor: page n+1 continues page n's order.
function sortedOptions<T, F extends { limit: number }>(path: string, key: readonly unknown[], f: F) {
  return infiniteQueryOptions({
    queryKey: key,
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) =>
      apiFetch<SortedPage<T>>(`${path}${toSearch({ ...f, cursor: pageParam })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: INDEX_STALE_MS,
    retry: false,
  });
}

export const sortedProjectsOptions = (f: SortedProjectsFilters) =>
  sortedOptions<IndexListRow, SortedProjectsFilters>("/api/index/projects", indexKeys.projects(f), f);

export const sortedLeadsOptions = (f: SortedLeadsFilters) =>
  sortedOptions<IndexListRow, SortedLeadsFilters>("/api/index/leads", indexKeys.leads(f), f);
