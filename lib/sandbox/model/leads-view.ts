import "server-only";
import { eq, inArray } from "drizzle-orm";
import { WON_PHASE_ID, type Lead, type LeadStatusValue } from "@/lib/partner-api/contract";
import { schema, type Queryable } from "../core/db";
import { addressesByOwner } from "./addresses";
import { entriesByEntity } from "./custom-field-entries-view";
import { isoStamp, type WithStamps } from "./stamps";

export type Row = typeof schema.leads.$inferSelect;

// The status follows from the record: retired leads are Retired, leads in the Won phase are Won.
export function leadStatus(row: Pick<Row, "retired" | "phaseId">): LeadStatusValue {
  if (row.retired) return "Retired";
  return row.phaseId === WON_PHASE_ID ? "Won" : "Current";
}

export async function viewLeads(db: Queryable, companyId: number, rows: Row[]): Promise<Lead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const contactIds = [...new Set(rows.map((r) => r.contactId).filter((x): x is number => x != null))];
  const [addresses, entries, contacts] = await Promise.all([
    addressesByOwner(db, "lead", ids),
    entriesByEntity(db, companyId, "Lead", ids),
    contactIds.length
      ? db
          .select({ id: schema.contacts.id, name: schema.contacts.name, email: schema.contacts.email })
          .from(schema.contacts)
          .where(inArray(schema.contacts.id, contactIds))
      : [],
  ]);
  const contactById = new Map(contacts.map((c) => [c.id, c]));
  return rows.map((r) =>
    toLead(r, {
      addresses: addresses.get(r.id) ?? [],
      client: (r.contactId != null && contactById.get(r.contactId)) || null,
      customFieldEntries: entries.get(r.id) ?? [],
    }),
  );
}

type Parts = Pick<Lead, "addresses" | "client" | "customFieldEntries">;

// The wire shape of one lead; the key order is the response's.
export function toLead(r: WithStamps<Row>, parts: Parts): Lead {
  const status = leadStatus(r);
  return {
    id: r.id,
    name: r.name,
    contactId: r.contactId,
    description: r.description,
    budget: r.budget,
    type: r.type,
    serviceTypeId: r.serviceTypeId,
    sourceCode: r.sourceCode,
    source: r.source,
    expectedStartDate: r.expectedStartDate,
    addresses: parts.addresses,
    phaseId: r.phaseId,
    projectId: r.projectId,
    status: { value: status, displayName: status },
    client: parts.client,
    customFieldEntries: parts.customFieldEntries,
    createdAt: isoStamp(r.createdAt),
    updatedAt: isoStamp(r.updatedAt),
  };
}

export async function leadRow(db: Queryable, companyId: number, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(schema.leads).where(eq(schema.leads.id, id));
  return row && row.companyId === companyId ? row : undefined;
}
