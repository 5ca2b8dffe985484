"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

// A page's state kept in its URL, read through the page's own parse function (the server page reads the same
// one for its prefetch) and written through its own search function ("?a=1&b=2", or "" for the defaults), so a
// link or a reload shows the same thing.
//
// - `navigate` (the default) replaces the URL through Next's router: the server page runs again with the new
//   search params (lists whose first page is prefetched there).
// - `shallow` replaces it with history.replaceState, which Next's router follows (useSearchParams updates)
//   without a server round trip: for state the browser applies alone (a zoom, a client-side filter).
//
// A patch that does not name `page` returns a paged state to page 1: a new filter starts at the first page.
//
// Not nuqs (the kept library for this), measured: nuqs 2.10.2 adds 3.8 kB gzip to every page (its NuqsAdapter) and
// 5.7-6.0 kB to the list pages, which puts 8 pages over their held ceilings (scripts/perf/budget.ts); this hook
// weighs about 0.4 kB. The adoption, e2e-tested, waits on branch i16-nuqs for when the budget allows it.
export function useUrlState<S extends object>(
  parse: (params: URLSearchParams) => S,
  search: (state: S) => string,
  { shallow = false }: { shallow?: boolean } = {},
) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parse(new URLSearchParams(params.toString())), [parse, params]);
  const update = useCallback(
    (patch: Partial<S>) => {
      const next = { ...state, ...patch };
      if ("page" in next && !("page" in patch)) (next as { page: number }).page = 1;
      const href = `${pathname}${search(next)}`;
      if (shallow) window.history.replaceState(null, "", href);
      else router.replace(href, { scroll: false });
    },
    [state, search, shallow, router, pathname],
  );
  return [state, update] as const;
}
