import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { CustomFieldEntry, EntityType } from "@/lib/partner-api/contract";
import { schema, type Queryable } from "../db";

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
