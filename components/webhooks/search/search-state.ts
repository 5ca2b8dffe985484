"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

export const FIELDS = [
  "subscriptionId",
  "status",
  "eventType",
  "entityId",
  "statusClass",
  "since",
  "until",
  "q",
  "offset",
] as const;
export type Field = (typeof FIELDS)[number];
export type SearchState = Partial<Record<Field, string>>;

// The search lives in the URL: reading it gives the state, writing it replaces the query (a new search starts
// at the first page).
export function useSearchState(): [SearchState, (next: SearchState) => void, string] {
  const params = useSearchParams();
  const router = useRouter();
  const path = usePathname();
  const state: SearchState = {};
  for (const f of FIELDS) {
    const v = params.get(f);
    if (v) state[f] = v;
  }
  const set = (next: SearchState) => {
    const qs = new URLSearchParams();
    for (const f of FIELDS) if (next[f]) qs.set(f, next[f]!);
    router.replace(`${path}${qs.size ? `?${qs}` : ""}`, { scroll: false });
  };
  return [state, set, params.toString()];
}
