import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { schema, type Queryable } from "../../core/db";
import { viewLeads } from "../../model/leads-view";
import { viewMilestone } from "../../model/milestones-view";
import { viewProjects } from "../../model/projects-view";

type Data = Record<string, unknown>;
type Loader = (db: Queryable, companyId: number, ids: number[]) => Promise<Map<number, Data>>;

const byId = <T extends { id: number | string }>(items: T[]) =>
  new Map(items.map((i) => [Number(i.id), i as unknown as Data]));

// Rows of one company by id (a record of another company is never read, whatever id an event names).
const ofCompany = (t: { companyId: AnyPgColumn; id: AnyPgColumn }, companyId: number, ids: number[]) =>
  and(eq(t.companyId, companyId), inArray(t.id, ids));

// The resource as the REST API returns it, loaded in batches with the API's own view functions. A client has no
// REST endpoint: its data is the shape the lookup by custom field value returns for a Contact.
const { projects: p, leads: l, milestones: m, contacts: c } = schema;
const loaders: Record<string, Loader> = {
  project: async (db, companyId, ids) =>
    byId(
      await viewProjects(
        db,
        companyId,
        await db
          .select()
          .from(p)
          .where(ofCompany(p, companyId, ids)),
      ),
    ),
  lead: async (db, companyId, ids) =>
    byId(
      await viewLeads(
        db,
        companyId,
        await db
          .select()
          .from(l)
          .where(ofCompany(l, companyId, ids)),
      ),
    ),
  milestone: async (db, companyId, ids) =>
    byId(
      (
        await db
          .select()
          .from(m)
          .where(ofCompany(m, companyId, ids))
      ).map(viewMilestone),
    ),
  client: async (db, companyId, ids) =>
    byId(
      await db
        .select({ id: c.id, name: c.name, email: c.email, archived: c.archived })
        .from(c)
        .where(ofCompany(c, companyId, ids)),
    ),
};

export const entityKey = (entityType: string, entityId: number) => `${entityType}:${entityId}`;

// Current data of every (company, entity) named; an entity that no longer exists (or whose type the sandbox does
// not hold) is simply absent, and its event then carries `data: {}`.
export async function loadEntityData(
  db: Queryable,
  refs: { companyId: number; entityType: string; entityId: number }[],
): Promise<Map<string, Data>> {
  const groups = new Map<string, { companyId: number; entityType: string; ids: Set<number> }>();
  for (const r of refs) {
    const key = `${r.companyId}|${r.entityType}`;
    const g = groups.get(key) ?? { companyId: r.companyId, entityType: r.entityType, ids: new Set() };
    g.ids.add(r.entityId);
    groups.set(key, g);
  }
  const out = new Map<string, Data>();
  for (const g of groups.values()) {
    const load = loaders[g.entityType];
    if (!load) continue;
    for (const [id, data] of await load(db, g.companyId, [...g.ids]))
      out.set(entityKey(g.entityType, id), data);
  }
  return out;
}

// The newest record of a type in a company, for a test delivery's sample data.
export async function newestEntityId(
  db: Queryable,
  companyId: number,
  entityType: string,
): Promise<number | undefined> {
  const tables = {
    project: schema.projects,
    lead: schema.leads,
    milestone: schema.milestones,
    client: schema.contacts,
  };
  const t = tables[entityType as keyof typeof tables];
  if (!t) return undefined;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(eq(t.companyId, companyId))
    .orderBy(desc(t.id))
    .limit(1);
  return row?.id;
}
