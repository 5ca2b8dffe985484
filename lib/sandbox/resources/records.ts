import "server-only";
import { and, eq } from "drizzle-orm";
import { schema, type Queryable } from "../db";
import { recordEvents } from "../events";
import type { Principal } from "../oauth/tokens";
import { deleteAddresses, upsertAddresses } from "./addresses";
import { deleteEntries } from "./custom-field-entries-view";

// Projects and leads share their tail: addresses, custom values, schedules, and the events of their writes.
const kinds = {
  project: { entity: "Project", milestoneParent: "project" },
  lead: { entity: "Lead", milestoneParent: "inquiry" },
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
