"use client";

import { keepPreviousData, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import type { ReadList } from "@/lib/partner-api/contract/reader/outcomes";
import {
  indexStatusOptions,
  type IndexListRow,
  type SortedPage,
  type sortedLeadsOptions,
  type sortedProjectsOptions,
} from "@/lib/record-index/queries";
import { indexUsable } from "./freshness";
import { useKeysetPage } from "./use-keyset-page";

type Sorted = ReturnType<typeof sortedProjectsOptions> | ReturnType<typeof sortedLeadsOptions>;

// The API's page, or the index's keyset page when the URL asks for an order across every page and the index can
// give it. A sorted table waits for the index's status rather than showing another order first.
export function useIndexedRows<Api, Row, K extends readonly unknown[]>(opts: {
  kind: "projects" | "leads";
  sorted: Sorted | undefined;
  page: number;
  api: UseQueryOptions<ReadList<Api>, Error, ReadList<Api>, K>;
  fromIndexRow: (r: IndexListRow) => Row;
  fromApiRow: (r: Api) => Row;
}) {
  const sortWanted = opts.sorted !== undefined;
  const status = useQuery({ ...indexStatusOptions(), enabled: sortWanted });
  const freshnessNow = status.data?.[opts.kind];
  const fromIndex = sortWanted && indexUsable(freshnessNow);
  const waiting = sortWanted && status.isPending;
  const api = useQuery({ ...opts.api, placeholderData: keepPreviousData, enabled: !fromIndex && !waiting });
  const sorted = useKeysetPage<IndexListRow>(
    (opts.sorted ?? emptySorted) as Parameters<typeof useKeysetPage<IndexListRow>>[0],
    opts.page,
    fromIndex,
  );
  return {
    fromIndex,
    freshness: sorted.freshness ?? freshnessNow,
    rows: fromIndex ? sorted.rows?.map(opts.fromIndexRow) : api.data?.data.map(opts.fromApiRow),
    query: fromIndex
      ? { ...sorted, data: { total: sorted.total } }
      : { ...api, isPending: api.isPending || waiting },
  };
}

// Options for the disabled keyset query of a table that is not sorted by the index.
const emptySorted = {
  queryKey: ["record-index", "none"],
  initialPageParam: "",
  queryFn: (): Promise<SortedPage<IndexListRow>> => Promise.reject(new Error("not sorted")),
  getNextPageParam: () => undefined,
};
