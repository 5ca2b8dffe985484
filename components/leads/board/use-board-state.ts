"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { boardSearch, parseBoardState, type BoardState } from "@/lib/leads/board-filters";

// The board's view and filters live in the URL; changing a filter returns the table to page 1.
export function useBoardState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseBoardState(new URLSearchParams(params.toString())), [params]);
  const update = useCallback(
    (patch: Partial<BoardState>) => {
      const next = { ...state, ...patch };
      if (!("page" in patch)) next.page = 1;
      router.replace(`${pathname}${boardSearch(next)}`, { scroll: false });
    },
    [state, router, pathname],
  );
  return [state, update] as const;
}
