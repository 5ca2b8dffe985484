"use client";

import type { RowData, TableFeatures } from "@tanstack/react-table";
import type { ComponentProps, ReactNode } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { UnreadableRecords } from "@/components/record/unreadable-notice";
import type { RecordIssue } from "@/lib/partner-api/contract/reader";

// What a server-paged list query gives the frame (a React Query result of a `ReadList`).
type ListQuery = {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  isPending: boolean;
  data?: { total: number; unreadable?: RecordIssue[] };
};

type Paging = {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

// The pager of a list whose page and page size live in its URL state (useUrlState's state and update).
export const urlPaging = (
  state: { page: number; pageSize: number },
  update: (patch: { page: number } | { pageSize: number }) => void,
  pageSizes: readonly number[],
): Paging => ({
  page: state.page,
  pageSize: state.pageSize,
  pageSizes,
  onPage: (page) => update({ page }),
  onPageSize: (pageSize) => update({ pageSize }),
});

// The frame every server-paged list shares: error in place of the table, empty state, unreadable records, pager.
// Each list passes its query, its table, and what is its own through `tableProps`.
export function ListFrame<F extends TableFeatures, D extends RowData>(props: {
  what: string;
  query: ListQuery;
  table: ComponentProps<typeof DataTable<F, D>>["table"];
  empty: ReactNode;
  paging: Paging;
  tableProps?: Omit<ComponentProps<typeof DataTable<F, D>>, "table" | "busy" | "empty" | "label">;
}) {
  const { what, query, table, empty, paging, tableProps } = props;
  return (
    <>
      {query.isError ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-sm text-destructive">
          {what} could not be loaded: {query.error?.message}
        </p>
      ) : (
        <DataTable
          label={what}
          table={table}
          busy={query.isFetching}
          empty={!query.isPending && empty}
          {...tableProps}
        />
      )}
      <UnreadableRecords issues={query.data?.unreadable} />
      <DataTablePagination total={query.data?.total ?? 0} {...paging} />
    </>
  );
}
