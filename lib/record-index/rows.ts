import type { Lead, Project } from "@/lib/partner-api/contract/reader";
import type { IndexRow } from "./types";

export type { IndexKind, IndexRow } from "./types";

type Entries = Project["customFieldEntries"];
type Client = { id: number; name: string; email?: string | null } | null;

function customValues(entries: Entries): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries) if (e.value) out[e.customField.name] = e.value;
  return out;
}

const firstCity = (addresses: { city: string | null }[]) => addresses.find((a) => a.city)?.city ?? null;
const stamp = (s: string | null | undefined, now: Date) => (s ? new Date(s) : now);

export function projectRow(p: Project, now = new Date()): IndexRow {
  return {
    kind: "project",
    id: p.id,
    name: p.name,
    clientId: p.client?.id ?? p.contactId,
    clientName: p.client?.name ?? null,
    clientEmail: null,
    city: firstCity(p.addresses),
    statusId: p.statusId,
    statusName: p.status?.name ?? "",
    budget: p.budget,
    type: p.projectTypeName,
    archived: p.archived,
    custom: customValues(p.customFieldEntries),
    updatedAt: stamp(p.updatedAt, now),
  };
}

export function leadRow(l: Lead, now = new Date()): IndexRow {
  return {
    kind: "lead",
    id: l.id,
    name: l.name ?? "",
    clientId: l.client?.id ?? l.contactId,
    clientName: l.client?.name ?? null,
    clientEmail: l.client?.email ?? null,
    city: firstCity(l.addresses),
    statusId: l.phaseId,
    statusName: l.status.value,
    budget: l.budget,
    type: l.type,
    archived: l.status.value === "Retired",
    custom: customValues(l.customFieldEntries),
    updatedAt: stamp(l.updatedAt, now),
  };
}

// The client a project or lead names, as a row of its own (for pickers and search by client).
export function clientRow(client: Client, now = new Date()): IndexRow | null {
  if (!client) return null;
  return {
    kind: "client",
    id: client.id,
    name: client.name,
    clientId: client.id,
    clientName: client.name,
    clientEmail: client.email ?? null,
    city: null,
    statusId: null,
    statusName: "",
    budget: null,
    type: null,
    archived: false,
    custom: {},
    updatedAt: now,
  };
}

// Rows of records and of the clients they name, clients once each.
export function rowsOf(kind: "project" | "lead", records: (Project | Lead)[], now = new Date()): IndexRow[] {
  const rows: IndexRow[] = [];
  const clients = new Map<number, IndexRow>();
  for (const r of records) {
    const row = kind === "project" ? projectRow(r as Project, now) : leadRow(r as Lead, now);
    rows.push(row);
    const c = clientRow((r as Lead).client ?? null, now);
    if (c && !(clients.get(c.id)?.clientEmail && !c.clientEmail)) clients.set(c.id, c);
  }
  return [...rows, ...clients.values()];
}

// The text the trigram index searches: names, client, and custom field values, lower-cased, one space apart.
export function searchText(row: IndexRow): string {
  return [row.name, row.clientName, row.clientEmail, ...Object.values(row.custom)]
    .filter((s): s is string => Boolean(s))
    .join(" ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

// One row per record, newest kept, in (kind, id) order: a statement may not update a row twice, and writers
// locking rows in one order cannot deadlock each other.
export function lockOrder(rows: IndexRow[]): IndexRow[] {
  const byKey = new Map<string, IndexRow>();
  for (const r of rows) {
    const key = `${r.kind}:${r.id}`;
    const seen = byKey.get(key);
    if (!seen || r.updatedAt >= seen.updatedAt) byKey.set(key, r);
  }
  return [...byKey.values()].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1));
}
