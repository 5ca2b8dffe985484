import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { ConsoleApiError } from "@/lib/api/errors";
import type { ConsoleUser } from "@/lib/auth/current";
import { cdb, consoleTables } from "@/lib/db/console";
import type { z } from "zod";
import type { createViewBody, updateViewBody } from "./params";

const v = consoleTables.savedViews;
const d = consoleTables.savedViewDefaults;
type Table = (typeof v.$inferSelect)["tableName"];
const MAX_PER_USER_TABLE = 100;

// Views a person sees: their own, and those shared with the team (of the environment). A private view of someone
// else does not exist for them (404, never 403: its name is not revealed).
const visible = (user: ConsoleUser) =>
  and(eq(v.environment, user.environment.name), or(eq(v.ownerId, user.id), eq(v.shared, true)));

export async function listViews(user: ConsoleUser, table: Table) {
  const rows = await cdb()
    .select({
      id: v.id,
      name: v.name,
      shared: v.shared,
      query: v.query,
      ownerId: v.ownerId,
      owner: consoleTables.users.email,
      updatedAt: v.updatedAt,
      isDefault: sql<boolean>`${d.viewId} IS NOT NULL`,
    })
    .from(v)
    .innerJoin(consoleTables.users, eq(consoleTables.users.id, v.ownerId))
    .leftJoin(d, and(eq(d.viewId, v.id), eq(d.userId, user.id)))
    .where(and(visible(user), eq(v.tableName, table)))
    .orderBy(v.name, v.id);
  return rows.map((r) => ({ ...r, canEdit: mayEdit(user, r), mine: r.ownerId === user.id }));
}

// Shared views are edited by their owner and admins; private ones by their owner alone.
const mayEdit = (user: ConsoleUser, view: { ownerId: number; shared: boolean }) =>
  view.ownerId === user.id || (view.shared && user.role === "admin");

async function visibleView(user: ConsoleUser, id: number) {
  const [row] = await cdb()
    .select()
    .from(v)
    .where(and(eq(v.id, id), visible(user)));
  if (!row) throw new ConsoleApiError(404, "not_found", `No saved view has the id ${id}.`);
  return row;
}

async function editableView(user: ConsoleUser, id: number) {
  const row = await visibleView(user, id);
  if (!mayEdit(user, row))
    throw new ConsoleApiError(403, "forbidden", "Only its owner or an admin may change a shared view.");
  return row;
}

// A person's views of one table have distinct names (case and outer spaces aside), so the switcher tells them apart.
type Owned = { ownerId: number; environment: string; tableName: Table };
async function assertNameFree(owned: Owned, name: string, who: string, except?: number) {
  const [clash] = await cdb()
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.ownerId, owned.ownerId),
        eq(v.environment, owned.environment),
        eq(v.tableName, owned.tableName),
        sql`lower(${v.name}) = lower(${name})`,
        except === undefined ? undefined : ne(v.id, except),
      ),
    )
    .limit(1);
  if (clash) throw new ConsoleApiError(409, "duplicate_name", `${who} a view named “${name}” on this table.`);
}

export async function createView(user: ConsoleUser, body: z.output<typeof createViewBody>) {
  await assertNameFree(
    { ownerId: user.id, environment: user.environment.name, tableName: body.table },
    body.name,
    "You already have",
  );
  const [count] = await cdb()
    .select({ n: sql<number>`count(*)::int` })
    .from(v)
    .where(
      and(eq(v.ownerId, user.id), eq(v.tableName, body.table), eq(v.environment, user.environment.name)),
    );
  if ((count?.n ?? 0) >= MAX_PER_USER_TABLE)
    throw new ConsoleApiError(409, "too_many_views", `At most ${MAX_PER_USER_TABLE} views per table.`);
  const [row] = await cdb()
    .insert(v)
    .values({
      environment: user.environment.name,
      tableName: body.table,
      name: body.name,
      ownerId: user.id,
      shared: body.shared,
      query: body.query,
    })
    .returning();
  return row!;
}

export async function updateView(user: ConsoleUser, id: number, body: z.output<typeof updateViewBody>) {
  const view = await editableView(user, id);
  // Only the owner makes a view private again (an admin would take it away from everyone else).
  if (body.shared === false && view.ownerId !== user.id)
    throw new ConsoleApiError(403, "forbidden", "Only its owner may make a view private.");
  if (body.name !== undefined)
    await assertNameFree(
      view,
      body.name,
      view.ownerId === user.id ? "You already have" : "Its owner already has",
      id,
    );
  const [row] = await cdb()
    .update(v)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(v.id, id))
    .returning();
  return row!;
}

export async function deleteView(user: ConsoleUser, id: number) {
  await editableView(user, id);
  await cdb().delete(v).where(eq(v.id, id));
  return { deleted: true };
}

// One default per person and table: setting one replaces the last.
export async function setDefault(user: ConsoleUser, id: number, on: boolean) {
  const view = await visibleView(user, id);
  const key = and(
    eq(d.userId, user.id),
    eq(d.environment, view.environment),
    eq(d.tableName, view.tableName),
  );
  if (!on) {
    await cdb()
      .delete(d)
      .where(and(key, eq(d.viewId, id)));
    return { default: false };
  }
  await cdb()
    .insert(d)
    .values({ userId: user.id, environment: view.environment, tableName: view.tableName, viewId: id })
    .onConflictDoUpdate({ target: [d.userId, d.environment, d.tableName], set: { viewId: id } });
  return { default: true };
}

export const readView = visibleView;
