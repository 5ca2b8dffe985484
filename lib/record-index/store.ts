import "server-only";
import { sql } from "drizzle-orm";
import { cdb } from "@/lib/db/console";
import { lockOrder, type IndexKind, type IndexRow } from "./rows";

// Writes of the index. Every write names its environment key; nothing here reads across keys.

// Columns taken from a newer version of a record; an older one (an event or a read that arrives late: delivery
// order is not guaranteed) only marks the row as seen.
const versioned = [
  "name",
  "sort_name",
  "client_id",
  "client_name",
  "city",
  "status_id",
  "status_name",
  "budget",
  "type",
  "archived",
  "custom_text",
  "custom",
  "updated_at",
];
const newer = "EXCLUDED.updated_at >= r.updated_at";
const updates = versioned
  .map((c) => `${c} = CASE WHEN ${newer} THEN EXCLUDED.${c} ELSE r.${c} END`)
  .join(", ");
// A project names its client without an email; a lead with one: an email once known is kept.
const email = "coalesce(EXCLUDED.client_email, r.client_email)";
const search = (p: string, mail: string) =>
  `lower(concat_ws(' ', ${p}name, ${p}client_name, ${mail}, ${p}custom_text))`;

const DEADLOCK = "40P01";
const isDeadlock = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  (err as { code?: unknown; cause?: { code?: unknown } }).code === DEADLOCK
    ? true
    : (err as { cause?: { code?: unknown } } | null)?.cause?.code === DEADLOCK;

export async function upsertRows(environment: string, given: IndexRow[]): Promise<void> {
  const rows = lockOrder(given);
  if (!rows.length) return;
  // A deadlock with another kind of write (a client rename, a reconciliation delete) is retried: PostgreSQL has
  // rolled this statement back, and the upsert is idempotent.
  for (let attempt = 1; ; attempt++) {
    try {
      return await upsertOnce(environment, rows);
    } catch (err) {
      if (attempt >= 3 || !isDeadlock(err)) throw err;
    }
  }
}

async function upsertOnce(environment: string, rows: IndexRow[]): Promise<void> {
  // One statement per batch: arrays unnested server-side (17 parameters, whatever the batch size).
  const col = <T>(f: (r: IndexRow) => T) => sql.param(rows.map(f));
  await cdb().execute(sql`
    INSERT INTO console.index_records AS r
      (environment, kind, id, name, sort_name, client_id, client_name, client_email, city, status_id, status_name,
       budget, type, archived, custom_text, custom, search_text, updated_at, indexed_at)
    SELECT ${environment}, u.kind, u.id, u.name, lower(u.name), u.client_id, u.client_name, u.client_email, u.city,
      u.status_id, u.status_name, u.budget, u.type, u.archived, u.custom_text, u.custom::jsonb,
      ${sql.raw(search("u.", "u.client_email"))}, u.updated_at, now()
    FROM unnest(
      ${col((r) => r.kind)}::text[], ${col((r) => r.id)}::bigint[], ${col((r) => r.name)}::text[],
      ${col((r) => r.clientId)}::bigint[], ${col((r) => r.clientName)}::text[],
      ${col((r) => r.clientEmail)}::text[], ${col((r) => r.city)}::text[], ${col((r) => r.statusId)}::bigint[],
      ${col((r) => r.statusName)}::text[], ${col((r) => r.budget)}::float8[], ${col((r) => r.type)}::text[],
      ${col((r) => r.archived)}::boolean[], ${col((r) => Object.values(r.custom).join(" "))}::text[],
      ${col((r) => JSON.stringify(r.custom))}::text[], ${col((r) => r.updatedAt.toISOString())}::timestamptz[]
    ) AS u(kind, id, name, client_id, client_name, client_email, city, status_id, status_name, budget, type,
           archived, custom_text, custom, updated_at)
    ON CONFLICT (environment, kind, id) DO UPDATE SET ${sql.raw(updates)},
      client_email = ${sql.raw(email)},
      search_text = CASE WHEN ${sql.raw(newer)} THEN ${sql.raw(search("EXCLUDED.", email))} ELSE r.search_text END,
      indexed_at = now()`);
}

export async function removeRecord(environment: string, kind: IndexKind, id: number): Promise<void> {
  await cdb().execute(
    sql`DELETE FROM console.index_records WHERE environment = ${environment} AND kind = ${kind} AND id = ${id}`,
  );
}

// A client renamed (a client event): its own row and the name on its records.
export async function renameClient(environment: string, id: number, name: string, email: string | null) {
  await cdb().execute(sql`
    UPDATE console.index_records SET client_name = ${name}, client_email = coalesce(${email}, client_email),
      name = CASE WHEN kind = 'client' THEN ${name} ELSE name END,
      sort_name = CASE WHEN kind = 'client' THEN lower(${name}) ELSE sort_name END,
      search_text = lower(concat_ws(' ', CASE WHEN kind = 'client' THEN ${name} ELSE name END, ${name},
        coalesce(${email}, client_email), custom_text))
    WHERE environment = ${environment} AND client_id = ${id}`);
}

// Reconciliation: rows of a kind a full pass did not see (not written since the pass began) are gone upstream.
export async function removeUnseen(
  environment: string,
  kind: IndexKind,
  passStartedAt: Date,
): Promise<number> {
  const res = await cdb().execute(sql`
    DELETE FROM console.index_records
    WHERE environment = ${environment} AND kind = ${kind} AND indexed_at < ${passStartedAt.toISOString()}`);
  return res.rowCount ?? 0;
}

// Drops every row and all progress (npm run index:rebuild); the console's own subscriptions are kept.
export async function clearIndex(): Promise<void> {
  await cdb().transaction(async (tx) => {
    await tx.execute(sql`TRUNCATE console.index_records`);
    await tx.execute(sql`TRUNCATE console.index_state`);
  });
}
