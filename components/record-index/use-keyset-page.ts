"use client";

import { useInfiniteQuery, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SortedPage } from "@/lib/record-index/queries";

// Page n of an index-sorted list read with keyset cursors: the pages before it are read first (each cursor
// comes from the page before), so page 2 continues page 1's order. Reading is bounded by the page asked for.
export function useKeysetPage<T>(
  options: Parameters<
    typeof useInfiniteQuery<SortedPage<T>, Error, InfiniteData<SortedPage<T>>, QueryKey, string>
  >[0],
  page: number,
  enabled: boolean,
) {
  const q = useInfiniteQuery({ ...options, enabled });
  const have = q.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = q;
  useEffect(() => {
    if (enabled && have > 0 && have < page && hasNextPage && !isFetchingNextPage && !isError)
      void fetchNextPage();
  }, [enabled, have, page, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const pages = q.data?.pages ?? [];
  // Past the last page (a stale URL) shows the last one there is.
  const current = have >= page || !hasNextPage ? pages[Math.min(page, have) - 1] : undefined;
  return {
    // While the next page loads, the last one stays (marked busy), as the API's pages do (keepPreviousData).
    rows: current?.data ?? (q.isFetching ? pages[have - 1]?.data : undefined),
    total: pages[0]?.total ?? 0,
    freshness: pages[pages.length - 1]?.freshness,
    isError: q.isError,
    error: q.error,
    isFetching: q.isFetching,
    isPending: !current && !q.isError,
  };
}
