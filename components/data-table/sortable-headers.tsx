"use client";

import type { ReactNode } from "react";
import { ColumnHeader } from "./column-header";

// What the helper reads of a column of a table with rowSortingFeature (react-table v9 types a column's methods by
// the table's features, so a generic table's column has none of them: a structural type instead).
type SortableColumn = {
  id: string;
  columnDef: { header?: unknown };
  getIsSorted: () => false | "asc" | "desc";
  getCanSort: () => boolean;
  getToggleSortingHandler: () => undefined | ((event: unknown) => void);
};
type SortableHeader = { column: SortableColumn };

// A column's own header text when it is a plain string, its id otherwise.
const headerText = (column: SortableColumn) =>
  typeof column.columnDef.header === "string" ? column.columnDef.header : column.id;

// DataTable's `ariaSort` and `renderHeader` for a sortable table: every header a sort button (ColumnHeader) where
// the column can sort, plain text where it cannot, and aria-sort on the sorted column. `title` names a column.
export function sortableHeaders(title: (column: SortableColumn) => string = headerText) {
  return {
    ariaSort: ({ column }: SortableHeader) => {
      const sorted = column.getIsSorted();
      return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
    },
    // A display column (the bulk checkboxes) renders its own header.
    renderHeader: ({ column }: SortableHeader) =>
      typeof column.columnDef.header === "function" ? (
        (column.columnDef.header as () => ReactNode)()
      ) : (
        <ColumnHeader
          title={title(column)}
          sorted={column.getIsSorted()}
          onToggle={column.getCanSort() ? column.getToggleSortingHandler() : undefined}
        />
      ),
  } as const;
}
