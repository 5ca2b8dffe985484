"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

// A page's state in its URL, read through the page's own parse function (the server page uses the same one), so
// a link or reload shows the same thing. `navigate` reruns the server page; `shallow` uses history.replaceState.
// A patch that does not name `page` returns to page 1. Not nuqs: see components/README.md.
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
