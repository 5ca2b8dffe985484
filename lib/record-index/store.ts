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
    -- A version no newer than the record's deletion never brings it back (a retry, a replay, a late page).
    WHERE NOT EXISTS (SELECT 1 FROM console.index_tombstones t WHERE t.environment = ${environment}
      AND t.kind = u.kind AND t.id = u.id AND t.deleted_at >= u.updated_at)
    ON CONFLICT (environment, kind, id) DO UPDATE SET ${sql.raw(updates)},
      client_email = ${sql.raw(email)},
      search_text = CASE WHEN ${sql.raw(newer)} THEN ${sql.raw(search("EXCLUDED.", email))} ELSE r.search_text END,
      indexed_at = now()`);
}

// A record deleted upstream (`at`: when, the event's occurred_at, else now): its row goes and a tombstone stays.
export async function removeRecord(
  environment: string,
  kind: IndexKind,
  id: number,
  at: Date = new Date(),
): Promise<void> {
  await cdb().execute(sql`
    WITH gone AS (
      DELETE FROM console.index_records WHERE environment = ${environment} AND kind = ${kind} AND id = ${id}
    )
    INSERT INTO console.index_tombstones AS t (environment, kind, id, deleted_at)
    VALUES (${environment}, ${kind}, ${id}, ${at.toISOString()})
    ON CONFLICT (environment, kind, id) DO UPDATE SET deleted_at = greatest(t.deleted_at, EXCLUDED.deleted_at)`);
}

// Whether the record was deleted at or after `at` (an event that happened before its deletion is stale).
export async function deletedSince(environment: string, kind: IndexKind, id: number, at: Date) {
  const res = await cdb().execute(sql`
    SELECT 1 FROM console.index_tombstones
    WHERE environment = ${environment} AND kind = ${kind} AND id = ${id} AND deleted_at >= ${at.toISOString()}`);
  return res.rows.length > 0;
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

// Rows a full pass did not see are gone upstream. No tombstone: a pass can miss a live record (offset paging
// during deletes), and the next pass must bring it back.
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

// The environment's data was reset upstream (the sandbox workbench's reset): its rows, tombstones, applied
// deliveries, progress and the record of the console's own subscription (gone with the reset) are dropped, so the
// crawler subscribes again and rebuilds the index from the new data at its next tick. Meanwhile the index reports
// "empty" and the console's pages read the API.
export async function forgetEnvironment(environment: string): Promise<void> {
  await cdb().transaction(async (tx) => {
    for (const table of [
      "index_records",
      "index_tombstones",
      "index_deliveries",
      "index_state",
      "index_subscriptions",
    ])
      await tx.execute(sql`DELETE FROM console.${sql.identifier(table)} WHERE environment = ${environment}`);
  });
}

// Webhook deliveries applied to the index (the spec's delivery_id), so that a repeat is dropped.
export async function deliveryApplied(environment: string, deliveryId: string): Promise<boolean> {
  const res = await cdb().execute(sql`
    SELECT 1 FROM console.index_deliveries WHERE environment = ${environment} AND delivery_id = ${deliveryId}`);
  return res.rows.length > 0;
}

export async function markDeliveryApplied(environment: string, deliveryId: string): Promise<void> {
  await cdb().execute(sql`
    INSERT INTO console.index_deliveries (environment, delivery_id) VALUES (${environment}, ${deliveryId})
    ON CONFLICT DO NOTHING`);
  // Now and then, what is older than any retry or replay the index still needs to recognise (30 days).
  if (Math.random() < 0.01)
    await cdb().execute(
      sql`DELETE FROM console.index_deliveries WHERE applied_at < now() - interval '30 days'`,
    );
}
