"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { parseProjectFilters, toSearchParams, type ProjectListState } from "@/lib/projects/filters";

// The list's filters and page live in the URL; changing a filter returns to page 1.
export function useProjectListState() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseProjectFilters(new URLSearchParams(params.toString())), [params]);
  const update = useCallback(
    (patch: Partial<ProjectListState>) => {
      const next = { ...state, ...patch };
      if (!("page" in patch)) next.page = 1;
      router.replace(`${pathname}${toSearchParams(next)}`, { scroll: false });
    },
    [state, router, pathname],
  );
  return [state, update] as const;
}
