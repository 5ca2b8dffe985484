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
