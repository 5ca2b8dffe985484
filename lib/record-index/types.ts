// The index's row shapes, once: rows.ts builds IndexRow, query.ts answers IndexListRow, and the browser's query
// options (lib/record-index/queries.ts) read it. Types only, safe on both sides.
export type IndexKind = "project" | "lead" | "client";

export type IndexRow = {
  kind: IndexKind;
  id: number;
  name: string;
  clientId: number | null;
  clientName: string | null;
  clientEmail: string | null;
  city: string | null;
  statusId: number | null;
  statusName: string;
  budget: number | null;
  type: string | null;
  archived: boolean;
  custom: Record<string, string>;
  updatedAt: Date;
};

// A row of an index-sorted list (projects or leads), as JSON. For leads, statusId/statusName are the phase and
// `archived` is "retired".
export type IndexListRow = Omit<IndexRow, "updatedAt"> & {
  detail: string;
  href: string;
  updatedAt: string;
  indexedAt: string;
};
