"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import {
  parseDefinitionFilters,
  toSearchParams,
  type DefinitionListState,
} from "@/lib/custom-fields/filters";

// The list's filter, search and page live in the URL; changing a filter returns to page 1.
export function useDefinitionListState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseDefinitionFilters(new URLSearchParams(params.toString())), [params]);
  const update = useCallback(
    (patch: Partial<DefinitionListState>) => {
      const next = { ...state, ...patch };
      if (!("page" in patch)) next.page = 1;
      router.replace(`${pathname}${toSearchParams(next)}`, { scroll: false });
    },
    [state, router, pathname],
  );
  return [state, update] as const;
}
