"use client";

import { parseAsString, useQueryStates } from "nuqs";
import { useCallback, useMemo } from "react";

// A page's state kept in its URL, so a link or a reload shows the same thing. nuqs (its NuqsAdapter sits in
// components/providers.tsx) reads and writes the page's `keys`; the page's own parse function turns them into its
// state (the server page reads the same function for its prefetch, so browser and server agree on every default
// and on what an invalid value falls back to), and its own search function ("?a=1&b=2", or "" for the defaults)
// says which keys a state writes.
//
// - `navigate` (the default) replaces the URL and runs the server page again with the new search params (lists
//   whose first page is prefetched there).
// - `shallow` replaces it without a server round trip: for state the browser applies alone (a client-side filter).
//
// A patch that does not name `page` returns a paged state to page 1: a new filter starts at the first page.
export function useUrlState<S extends object>(
  keys: readonly string[],
  parse: (params: URLSearchParams) => S,
  search: (state: S) => string,
  { shallow = false }: { shallow?: boolean } = {},
) {
  const parsers = useMemo(() => Object.fromEntries(keys.map((k) => [k, parseAsString])), [keys]);
  const [raw, setRaw] = useQueryStates(parsers, { shallow, history: "replace", scroll: false });
  const query = new URLSearchParams(
    Object.entries(raw).filter((e): e is [string, string] => e[1] !== null),
  ).toString();
  const state = useMemo(() => parse(new URLSearchParams(query)), [parse, query]);
  const update = useCallback(
    (patch: Partial<S>) => {
      const next = { ...state, ...patch };
      if ("page" in next && !("page" in patch)) (next as { page: number }).page = 1;
      const written = new URLSearchParams(search(next));
      void setRaw(Object.fromEntries(keys.map((k) => [k, written.get(k)])));
    },
    [state, search, setRaw, keys],
  );
  return [state, update] as const;
}
