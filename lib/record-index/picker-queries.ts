import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { Freshness } from "./freshness";

// The pickers' queries, apart: forms and filters load them before the rest of the index's queries are wanted.

// The longest search the index answers (pickers and the record search alike).
export const SEARCH_MAX = 100;

export type PickerHit = { id: number; name: string; email?: string | null; detail: string };

// Picker sources: clients the index has seen in projects and leads; owners from the console's owner directory
// (lib/owners: the API lists no users).
export type PickerSource = "clients" | "owners";
const pickerPath: Record<PickerSource, string> = { clients: "/api/index/clients", owners: "/api/owners" };
export const pickerOptions = (source: PickerSource, q: string) =>
  queryOptions({
    queryKey: ["record-index", source, q],
    queryFn: ({ signal }) =>
      apiFetch<{ data: PickerHit[]; freshness?: Freshness }>(`${pickerPath[source]}${toSearch({ q })}`, {
        signal,
      }),
    enabled: q.length > 0 && q.length <= SEARCH_MAX,
    staleTime: 5_000,
    retry: false,
  });
