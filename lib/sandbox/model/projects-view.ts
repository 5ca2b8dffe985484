import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Project } from "@/lib/partner-api/contract";
import { schema, type Queryable } from "../core/db";
import { addressesByOwner } from "./addresses";
import { entriesByEntity } from "./custom-field-entries-view";
import { isoStamp, type WithStamps } from "./stamps";

export type Row = typeof schema.projects.$inferSelect;

// Wire shape of projects, loaded in batches: rows plus their status, client, addresses and custom values.
export async function viewProjects(db: Queryable, companyId: number, rows: Row[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const statusIds = [...new Set(rows.map((r) => r.statusId).filter((x): x is number => x != null))];
  const contactIds = [...new Set(rows.map((r) => r.contactId).filter((x): x is number => x != null))];
  const [addresses, entries, statuses, contacts] = await Promise.all([
    addressesByOwner(db, "project", ids),
    entriesByEntity(db, companyId, "Project", ids),
    statusIds.length
      ? db
          .select({ id: schema.projectStatuses.id, name: schema.projectStatuses.name })
          .from(schema.projectStatuses)
          .where(inArray(schema.projectStatuses.id, statusIds))
      : [],
    contactIds.length
      ? db
          .select({ id: schema.contacts.id, name: schema.contacts.name })
          .from(schema.contacts)
          .where(inArray(schema.contacts.id, contactIds))
      : [],
  ]);
  const statusById = new Map(statuses.map((s) => [s.id, s]));
  const contactById = new Map(contacts.map((c) => [c.id, c]));
  return rows.map((r) =>
    toProject(r, {
      addresses: addresses.get(r.id) ?? [],
      status: (r.statusId != null && statusById.get(r.statusId)) || null,
      client: (r.contactId != null && contactById.get(r.contactId)) || null,
      customFieldEntries: entries.get(r.id) ?? [],
    }),
  );
}

type Parts = Pick<Project, "addresses" | "status" | "client" | "customFieldEntries">;

// The wire shape of one project; the key order is the response's.
export function toProject(r: WithStamps<Row>, parts: Parts): Project {
  return {
    id: r.id,
    name: r.name,
    contactId: r.contactId,
    statusId: r.statusId,
    ownerId: r.ownerId,
    budget: r.budget,
    projectType: r.projectType,
    projectTypeName: r.projectTypeName,
    archived: r.archived,
    notes: r.notes,
    addresses: parts.addresses,
    status: parts.status,
    client: parts.client,
    createdAt: isoStamp(r.createdAt),
    updatedAt: isoStamp(r.updatedAt),
    customFieldEntries: parts.customFieldEntries,
  };
}

export async function viewProject(
  db: Queryable,
  companyId: number,
  id: number,
): Promise<Project | undefined> {
  const rows = await db.select().from(schema.projects).where(eq(schema.projects.id, id));
  const row = rows[0];
  if (!row || row.companyId !== companyId) return undefined;
  const [view] = await viewProjects(db, companyId, [row]);
  return view;
}
