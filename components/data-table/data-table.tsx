"use client";

import {
  FlexRender,
  type Cell,
  type Header,
  type ReactTable,
  type RowData,
  type TableFeatures,
} from "@tanstack/react-table";
import type { MouseEvent, ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

type Props<F extends TableFeatures, D extends RowData> = {
  // Names the table's scrolling region: the page's visible heading for it.
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selected state shape will do
  table: ReactTable<F, D, any>;
  busy?: boolean;
  // Shown under the header when the page has no rows.
  empty?: ReactNode;
  // A custom header cell (e.g. a sort button); the column's own header otherwise.
  renderHeader?: (header: Header<F, D, unknown>) => ReactNode;
  ariaSort?: (header: Header<F, D, unknown>) => "ascending" | "descending" | undefined;
  onRowClick?: (row: D, event: MouseEvent<HTMLTableRowElement>) => void;
  cellClassName?: string;
  // Classes of a column's header and cells, e.g. to leave it out on a phone (`max-sm:hidden`).
  columnClassName?: (columnId: string) => string | undefined;
};

// The markup every console table shares: header groups, the page's rows (visible columns only), an empty state.
export function DataTable<F extends TableFeatures, D extends RowData>({
  label,
  table,
  busy,
  empty,
  renderHeader,
  ariaSort,
  onRowClick,
  cellClassName,
  columnClassName,
}: Props<F, D>) {
  const rows = table.getRowModel().rows;
  return (
    <div className="rounded-md border" aria-busy={busy}>
      <Table label={label}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((h) => (
                <TableHead key={h.id} aria-sort={ariaSort?.(h)} className={columnClassName?.(h.column.id)}>
                  {h.isPlaceholder ? null : renderHeader ? renderHeader(h) : <FlexRender header={h} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const withVisibility = row as typeof row & { getVisibleCells?: () => Cell<F, D, unknown>[] };
            const cells = withVisibility.getVisibleCells?.() ?? row.getAllCells();
            return (
              <TableRow
                key={row.id}
                className={onRowClick ? "cursor-pointer" : undefined}
                onClick={
                  onRowClick &&
                  ((e) =>
                    !(e.target as HTMLElement).closest("a,button,input,label") && onRowClick(row.original, e))
                }
              >
                {cells.map((cell) => (
                  <TableCell key={cell.id} className={cn(cellClassName, columnClassName?.(cell.column.id))}>
                    <FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {rows.length === 0 && empty}
    </div>
  );
}
