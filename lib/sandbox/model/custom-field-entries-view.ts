import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { CustomFieldEntry, EntityType } from "@/lib/partner-api/contract";
import { schema, type Queryable } from "../core/db";

export function toEntry(
  e: typeof schema.customFieldEntries.$inferSelect,
  f: { id: number; name: string; type: string },
): CustomFieldEntry {
  return {
    id: e.id,
    customFieldId: e.customFieldId,
    customableId: e.customableId,
    customableType: e.customableType as EntityType,
    value: e.value,
    customField: { id: f.id, name: f.name, type: f.type as CustomFieldEntry["customField"]["type"] },
  };
}

export async function entriesByEntity(
  db: Queryable,
  companyId: number,
  type: EntityType,
  ids: number[],
): Promise<Map<number, CustomFieldEntry[]>> {
  const out = new Map<number, CustomFieldEntry[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ e: schema.customFieldEntries, f: schema.customFields })
    .from(schema.customFieldEntries)
    .innerJoin(schema.customFields, eq(schema.customFields.id, schema.customFieldEntries.customFieldId))
    .where(
      and(
        eq(schema.customFieldEntries.companyId, companyId),
        eq(schema.customFieldEntries.customableType, type),
        inArray(schema.customFieldEntries.customableId, ids),
      ),
    )
    .orderBy(schema.customFieldEntries.id);
  for (const { e, f } of rows) {
    const list = out.get(e.customableId) ?? [];
    list.push(toEntry(e, f));
    out.set(e.customableId, list);
  }
  return out;
}

export async function deleteEntries(tx: Queryable, companyId: number, type: EntityType, id: number) {
  await tx
    .delete(schema.customFieldEntries)
    .where(
      and(
        eq(schema.customFieldEntries.companyId, companyId),
        eq(schema.customFieldEntries.customableType, type),
        eq(schema.customFieldEntries.customableId, id),
      ),
    );
}

// SQL for a JSON array of an entity's custom field entries (compact arrays entryFromSql reads; NULL when none),
// so a list page loads in one statement. `companyId` is a parameter reference ($1), `id` a column reference.
export function entriesJsonSql(type: "Project" | "Lead", companyId: string, id: string): string {
  return `(SELECT json_agg(json_build_array(e.id, e.custom_field_id, e.value, f.name, f.type) ORDER BY e.id)
    FROM sandbox.custom_field_entries e JOIN sandbox.custom_fields f ON f.id = e.custom_field_id
    WHERE e.company_id = ${companyId} AND e.customable_type = '${type}' AND e.customable_id = ${id})`;
}

export type EntrySql = [id: number, customFieldId: number, value: string, name: string, type: string];

export function entryFromSql(type: EntityType, entityId: number, [id, fieldId, value, name, t]: EntrySql) {
  return toEntry(
    { id, companyId: 0, customFieldId: fieldId, customableType: type, customableId: entityId, value },
    { id: fieldId, name, type: t },
  );
}
