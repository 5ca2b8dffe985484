"use client";

import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";

// A row that carries its custom field values: the API's rows their entries (the list answer has them, so a
// column costs no request), the record index's rows a map by field name.
export type WithCustom = { customFieldEntries?: CustomFieldEntry[]; custom?: Record<string, string> };

export const customValue = (row: WithCustom, field: Pick<CustomField, "id" | "name">) =>
  row.custom?.[field.name] ??
  row.customFieldEntries?.find((e) => e.customFieldId === field.id)?.value ??
  null;

export const customColumnId = (id: number) => `cf${id}`;
export const isCustomColumnId = (id: string) => /^cf\d+$/.test(id);

// A column per custom field shown (?cf=), titled by the field's name: the row's own value, no request per row.
// Any table whose rows carry their values (projects, leads) passes its column helper's `display`.
type CustomColumnDef = { id: string; header: string; cell: (c: { row: { original: WithCustom } }) => string };
export const customColumns = <C,>(
  display: (def: CustomColumnDef) => C,
  fields: Pick<CustomField, "id" | "name">[],
) =>
  fields.map((f) =>
    display({
      id: customColumnId(f.id),
      header: f.name,
      cell: (c) => customValue(c.row.original, f) ?? "—",
    }),
  );
