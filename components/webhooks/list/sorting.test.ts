import { describe, expect, it } from "vitest";
import { sortRows, toggleSorting, type SortColumn, type SortingState } from "./sorting";

// The list's sort keeps react-table's rules (the list was a react-table): these are those rules, spelled out.
type R = { id: number; url: string; n: number; at: string };
const rows: R[] = [
  { id: 1, url: "https://b.example/hook10", n: 3, at: "2026-01-02" },
  { id: 2, url: "https://B.example/hook2", n: 1, at: "2026-01-03" },
  { id: 3, url: "https://a.example/x", n: 3, at: "2026-01-01" },
  { id: 4, url: "https://c.example/y", n: 2, at: "2026-01-03" },
];
const url: SortColumn<R> = { id: "url", value: (r) => r.url, sortFn: "alphanumeric" };
const n: SortColumn<R> = { id: "n", value: (r) => r.n, sortFn: "basic" };
const at: SortColumn<R> = { id: "at", value: (r) => r.at, sortFn: "alphanumeric", descFirst: true };
const byId: SortColumn<R> = { id: "id", value: (r) => r.id, sortFn: (a, b) => b.id - a.id };
const cols = [url, n, at, byId];
const ids = (s: SortingState) => sortRows(rows, s, cols).map((r) => r.id);

function clicks(column: SortColumn<R>, times: number, from: SortingState = [], shift = false) {
  const seen: SortingState[] = [];
  let s = from;
  for (let i = 0; i < times; i++) seen.push((s = toggleSorting(s, column, rows, shift)));
  return seen;
}

describe("webhooks list sorting", () => {
  it("cycles a text column ascending, descending, then back to the incoming order", () => {
    expect(clicks(url, 3)).toEqual([[{ id: "url", desc: false }], [{ id: "url", desc: true }], []]);
  });
  it("starts a number column descending, as react-table does, then ascending, then off", () => {
    expect(clicks(n, 3)).toEqual([[{ id: "n", desc: true }], [{ id: "n", desc: false }], []]);
  });
  it("starts a column marked descending-first descending", () => {
    expect(clicks(at, 3)).toEqual([[{ id: "at", desc: true }], [{ id: "at", desc: false }], []]);
  });
  it("starts descending when no row has a value to tell the column's kind", () => {
    expect(toggleSorting([], url, [], false)).toEqual([{ id: "url", desc: true }]);
  });
  it("replaces the sort on a plain click and adds to it with Shift", () => {
    const first: SortingState = [{ id: "n", desc: true }];
    expect(toggleSorting(first, url, rows, false)).toEqual([{ id: "url", desc: false }]);
    const both = toggleSorting(first, url, rows, true);
    expect(both).toEqual([
      { id: "n", desc: true },
      { id: "url", desc: false },
    ]);
    // Shift on a sorted column changes it in place, then drops it alone.
    const flipped = toggleSorting(both, url, rows, true);
    expect(flipped).toEqual([
      { id: "n", desc: true },
      { id: "url", desc: true },
    ]);
    expect(toggleSorting(flipped, url, rows, true)).toEqual([{ id: "n", desc: true }]);
    // A plain click on a column of a multi-column sort keeps that column alone.
    expect(toggleSorting(both, url, rows, false)).toEqual([{ id: "url", desc: true }]);
  });
  it("sorts text naturally and without regard to case, numbers by value, ties in the incoming order", () => {
    expect(ids([])).toEqual([1, 2, 3, 4]);
    expect(ids([{ id: "url", desc: false }])).toEqual([3, 2, 1, 4]);
    expect(ids([{ id: "url", desc: true }])).toEqual([4, 1, 2, 3]);
    expect(ids([{ id: "n", desc: true }])).toEqual([1, 3, 4, 2]);
    expect(ids([{ id: "n", desc: false }])).toEqual([2, 4, 1, 3]);
  });
  it("breaks ties by the next sorted column, and uses a column's own comparison", () => {
    expect(
      ids([
        { id: "at", desc: true },
        { id: "url", desc: false },
      ]),
    ).toEqual([2, 4, 1, 3]);
    expect(ids([{ id: "id", desc: false }])).toEqual([4, 3, 2, 1]);
    expect(ids([{ id: "id", desc: true }])).toEqual([1, 2, 3, 4]);
  });
});
