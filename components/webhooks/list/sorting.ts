import { sortFn_alphanumeric, sortFn_basic } from "@tanstack/react-table";

// The webhooks list's column sort, as react-table's row sorting did it when the list was a react-table (the same
// toggle cycle, Shift+click adding a column, ties kept in the incoming order), without react-table's table
// machinery: the fleet is one short list, and the table code was ~10 kB gzip of the page. The comparisons are
// react-table's own functions (imported alone, they bring nothing else).

export type SortingState = { id: string; desc: boolean }[];

// A sortable column: its value for a row, and how two rows compare (ascending).
export type SortColumn<T> = {
  id: string;
  value: (row: T) => unknown;
  sortFn: "alphanumeric" | "basic" | ((a: T, b: T) => number);
  // Whether the first click sorts descending; unset, react-table's rule: text ascending, anything else descending.
  descFirst?: boolean;
};

type Row<T> = { original: T; index: number; getValue: (id: string) => unknown };

function firstDesc<T>(column: SortColumn<T>, rows: readonly T[]): boolean {
  if (column.descFirst !== undefined) return column.descFirst;
  // react-table samples the first ten rows' values: the first one present decides.
  for (const row of rows.slice(0, 10)) {
    const v = column.value(row);
    if (v != null) return typeof v !== "string";
  }
  return true;
}

// The sorting after a click on `column`'s header (multi: Shift was held): unsorted → its first direction → the
// other → unsorted again; with Shift the column is added to (or changed or removed from) the sort, not replacing it.
export function toggleSorting<T>(
  sorting: SortingState,
  column: SortColumn<T>,
  rows: readonly T[],
  multi: boolean,
): SortingState {
  const first = firstDesc(column, rows);
  const current = sorting.find((s) => s.id === column.id);
  // The next direction (true = descending), or null to stop sorting by the column.
  const next = !current ? first : current.desc !== first ? null : !current.desc;
  const multiMode = multi && sorting.length > 0;
  if (!current)
    return multiMode ? [...sorting, { id: column.id, desc: next! }] : [{ id: column.id, desc: next! }];
  if (next === null) return multiMode ? sorting.filter((s) => s.id !== column.id) : [];
  return multiMode
    ? sorting.map((s) => (s.id === column.id ? { ...s, desc: next } : s))
    : [{ id: column.id, desc: next }];
}

// The rows in sorted order: by each sorted column in turn, undefined values after the rest (reversed when
// descending, as react-table does), ties in their incoming order.
export function sortRows<T>(
  rows: readonly T[],
  sorting: SortingState,
  columns: readonly SortColumn<T>[],
): T[] {
  const entries = sorting.flatMap((s) => {
    const column = columns.find((c) => c.id === s.id);
    return column ? [{ column, desc: s.desc }] : [];
  });
  if (entries.length === 0 || rows.length === 0) return [...rows];
  const wrapped: Row<T>[] = rows.map((original, index) => ({
    original,
    index,
    getValue: (id) => columns.find((c) => c.id === id)!.value(original),
  }));
  const compare = (a: Row<T>, b: Row<T>) => {
    for (const { column, desc } of entries) {
      const av = column.value(a.original);
      const bv = column.value(b.original);
      let order = 0;
      if (av === undefined || bv === undefined) {
        if (av === undefined && bv === undefined) continue;
        order = av === undefined ? 1 : -1;
      } else if (column.sortFn === "alphanumeric")
        order = sortFn_alphanumeric(a as never, b as never, column.id);
      else if (column.sortFn === "basic") order = sortFn_basic(a as never, b as never, column.id);
      else order = column.sortFn(a.original, b.original);
      if (order !== 0) return desc ? -order : order;
    }
    return a.index - b.index;
  };
  return wrapped.sort(compare).map((r) => r.original);
}
