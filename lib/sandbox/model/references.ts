import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { schema, type Queryable } from "../core/db";
import { invalid } from "../core/errors";

// Ids written into a record must name something of the caller's company: otherwise 400 at that field.
async function assertOwned(
  db: Queryable,
  table: typeof schema.contacts | typeof schema.projectStatuses,
  noun: string,
  companyId: number,
  id: number | null | undefined,
  path: string,
) {
  if (id == null) return;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row) throw invalid(path, `no ${noun} ${id} in this account`);
}

export const assertContact = (
  db: Queryable,
  companyId: number,
  id: number | null | undefined,
  path: string,
) => assertOwned(db, schema.contacts, "contact", companyId, id, path);

export const assertStatus = (db: Queryable, companyId: number, id: number | null | undefined, path: string) =>
  assertOwned(db, schema.projectStatuses, "project status", companyId, id, path);

export async function projectTypeName(
  db: Queryable,
  companyId: number,
  id: number,
  path: string,
): Promise<string> {
  const [row] = await db
    .select({ name: schema.projectTypes.name })
    .from(schema.projectTypes)
    .where(and(eq(schema.projectTypes.id, id), eq(schema.projectTypes.companyId, companyId)));
  if (!row) throw invalid(path, `no project type ${id} in this account`);
  return row.name;
}

export async function assertPhase(db: Queryable, companyId: number, id: number, path: string) {
  const [row] = await db
    .select({ id: schema.leadPhases.id })
    .from(schema.leadPhases)
    .where(
      and(
        eq(schema.leadPhases.id, id),
        or(isNull(schema.leadPhases.companyId), eq(schema.leadPhases.companyId, companyId)),
      ),
    );
  if (!row) throw invalid(path, `no lead phase ${id} in this account`);
}

export async function defaultStatusId(db: Queryable, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: schema.projectStatuses.id })
    .from(schema.projectStatuses)
    .where(eq(schema.projectStatuses.companyId, companyId))
    .orderBy(schema.projectStatuses.position, schema.projectStatuses.id)
    .limit(1);
  return row?.id ?? null;
}
