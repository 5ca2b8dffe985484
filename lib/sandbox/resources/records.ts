import "server-only";
import { and, eq } from "drizzle-orm";
import { sdb, schema, type Queryable } from "../core/db";
import { notFound } from "../core/errors";
import { changedFields, recordEvents } from "../core/events";
import type { Principal } from "../core/principal";
import { deleteAddresses, upsertAddresses } from "../model/addresses";
import { deleteEntries } from "../model/custom-field-entries-view";

// Projects and leads share their tail: addresses, custom values, schedules, and the events of their writes.
const kinds = {
  project: { table: schema.projects, entity: "Project", milestoneParent: "project" },
  lead: { table: schema.leads, entity: "Lead", milestoneParent: "inquiry" },
} as const;
type Kind = keyof typeof kinds;

// After a record's own columns were written: upsert its addresses and, if anything changed, stamp it and
// record the update event naming the changed fields.
export async function finishUpdate(
  tx: Queryable,
  principal: Principal,
  kind: Kind,
  id: number,
  changed: string[],
  addresses: Parameters<typeof upsertAddresses>[4] | undefined,
  stamp: () => Promise<unknown>,
): Promise<void> {
  if (await upsertAddresses(tx, principal.companyId, kind, id, addresses ?? [])) changed.push("addresses");
  if (changed.length === 0) return;
  await stamp();
  await recordEvents(tx, principal, [
    { entityType: kind, eventType: "update", entityId: id, updatedFields: changed },
  ]);
}

// After a record's row was deleted: its addresses, custom values and milestones go with it.
export async function finishDelete(
  tx: Queryable,
  principal: Principal,
  kind: Kind,
  id: number,
): Promise<void> {
  await deleteAddresses(tx, kind, id);
  await deleteEntries(tx, principal.companyId, kinds[kind].entity, id);
  const m = schema.milestones;
  await tx.delete(m).where(and(eq(m.parentType, kinds[kind].milestoneParent), eq(m.parentId, id)));
  await recordEvents(tx, principal, [{ entityType: kind, eventType: "delete", entityId: id }]);
}

// The update both handlers make in their transaction: write the columns the body sets (undefined: not sent),
// then the shared tail with the fields that really changed.
export async function updateRecord(
  tx: Queryable,
  principal: Principal,
  kind: Kind,
  id: number,
  before: Record<string, unknown>,
  values: Record<string, unknown>,
  addresses: Parameters<typeof upsertAddresses>[4] | undefined,
): Promise<void> {
  const t = kinds[kind].table;
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const changed = changedFields(before, set);
  if (Object.keys(set).length)
    await tx
      .update(t)
      .set(set as Partial<typeof t.$inferInsert>)
      .where(eq(t.id, id));
  await finishUpdate(tx, principal, kind, id, changed, addresses, () =>
    tx.update(t).set({ updatedAt: new Date() }).where(eq(t.id, id)),
  );
}

// DELETE of a project or lead: the company's own record or 404, and everything that hangs off it.
export function deleteRecord(principal: Principal, kind: Kind, id: number): Promise<{ deleted: true }> {
  const t = kinds[kind].table;
  return sdb().transaction(async (tx) => {
    const gone = await tx
      .delete(t)
      .where(and(eq(t.id, id), eq(t.companyId, principal.companyId)))
      .returning({ id: t.id });
    if (gone.length === 0) throw notFound(kind, id);
    await finishDelete(tx, principal, kind, id);
    return { deleted: true };
  });
}
