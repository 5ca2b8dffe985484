import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cdb } from "@/lib/db/console";
import { encodeCursor, type Cursor, type SortKey, type SortOrder } from "./cursor";
import { detailOf, hrefOf, rankCandidates, type Candidate } from "./rank";
import type { IndexKind, IndexListRow } from "./types";

export type { IndexListRow } from "./types";

// Reads of the index. Every query's first condition is its environment key: a query can never return another
// environment's (another company's) row.

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Rows matching typed text: through the trigram index (substring or close word match) from 3 characters, a name
// prefix below that (a trigram needs 3), and an exact id when the text is a number.
function matches(q: string): SQL {
  const needle = q.trim().toLowerCase();
  const id = /^#?\d{1,15}$/.test(needle) ? Number(needle.replace("#", "")) : null;
  const byId = id !== null ? sql` OR id = ${id}` : sql``;
  if (needle.length < 3) return sql`(sort_name LIKE ${`${likeEscape(needle)}%`}${byId})`;
  return sql`(search_text LIKE ${`%${likeEscape(needle)}%`} OR ${needle} <% search_text${byId})`;
}

export type SearchHit = { kind: IndexKind; id: number; name: string; detail: string; href: string };

type CandidateRow = {
  kind: IndexKind;
  id: string;
  name: string;
  client_name: string | null;
  client_email: string | null;
  city: string | null;
  score: number;
};

// Type-ahead: each candidate set is bounded so a broad fragment costs what a narrow one does (prefix by btree,
// substring by GIN trigram, typos only when too few); only the candidates are scored and ranked (rank.ts).
export async function searchIndex(
  environment: string,
  q: string,
  kinds: IndexKind[],
  limit: number,
): Promise<SearchHit[]> {
  const needle = q.trim().toLowerCase();
  const id = /^#?\d{1,15}$/.test(needle) ? Number(needle.replace("#", "")) : null;
  const scope = sql`environment = ${environment} AND kind = ANY(${sql.param(kinds)}::text[])`;
  const cols = sql`kind, id, name, client_name, client_email, city, word_similarity(${needle}, search_text) AS score`;
  const sets = [
    sql`(SELECT ${cols} FROM console.index_records WHERE ${scope}
          AND sort_name LIKE ${`${likeEscape(needle)}%`} ORDER BY sort_name USING ~<~ LIMIT ${limit * 3})`,
  ];
  if (needle.length >= 3)
    sets.push(sql`(SELECT ${cols} FROM console.index_records WHERE ${scope}
          AND search_text LIKE ${`%${likeEscape(needle)}%`} LIMIT ${SUBSTRING_CANDIDATES})`);
  if (id !== null) sets.push(sql`(SELECT ${cols} FROM console.index_records WHERE ${scope} AND id = ${id})`);
  let rows = (await cdb().execute<CandidateRow>(sql.join(sets, sql` UNION `))).rows;
  if (rows.length < limit && needle.length >= 4) {
    const fuzzy = await cdb().execute<CandidateRow>(sql`
      SELECT ${cols} FROM console.index_records WHERE ${scope} AND ${needle} <% search_text
      ORDER BY score DESC, id LIMIT ${limit * 3}`);
    rows = [...rows, ...fuzzy.rows.filter((f) => !rows.some((r) => r.kind === f.kind && r.id === f.id))];
  }
  const candidates: Candidate[] = rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    name: r.name,
    score: Number(r.score),
    clientName: r.client_name,
    clientEmail: r.client_email,
    city: r.city,
  }));
  return rankCandidates(q, candidates, limit).map((c) => ({
    kind: c.kind,
    id: c.id,
    name: c.name,
    detail: detailOf(c),
    href: hrefOf(c.kind, c.id),
  }));
}

const SUBSTRING_CANDIDATES = 200;

export type PageQuery = {
  sort: SortKey;
  order: SortOrder;
  cursor: Cursor | null;
  limit: number;
  q?: string;
  statusIds?: number[];
  archived?: boolean;
  clientId?: number;
  // A custom field's value, matched exactly (the tables' custom-field filter).
  custom?: { name: string; value: string };
};

// The sort expressions match index_records' btree indexes exactly, or every row of the environment is sorted.
const sortExpr: Record<SortKey, SQL> = {
  name: sql`sort_name`,
  updatedAt: sql`updated_at`,
  budget: sql`coalesce(budget, -1)`,
  status: sql`status_name`,
};

type RawRow = {
  kind: IndexKind;
  id: string;
  name: string;
  client_id: string | null;
  client_name: string | null;
  client_email: string | null;
  city: string | null;
  status_id: string | null;
  status_name: string;
  budget: number | null;
  type: string | null;
  archived: boolean;
  custom: Record<string, string> | null;
  updated_at: Date | string;
  indexed_at: Date | string;
  sort_value: string | number | Date;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function toListRow(r: RawRow): IndexListRow {
  const base = {
    kind: r.kind,
    id: Number(r.id),
    clientName: r.client_name,
    clientEmail: r.client_email,
    city: r.city,
  };
  return {
    ...base,
    name: r.name,
    detail: detailOf(base),
    href: hrefOf(r.kind, base.id),
    clientId: r.client_id === null ? null : Number(r.client_id),
    statusId: r.status_id === null ? null : Number(r.status_id),
    statusName: r.status_name,
    budget: r.budget,
    type: r.type,
    archived: r.archived,
    custom: r.custom ?? {},
    updatedAt: iso(r.updated_at),
    indexedAt: iso(r.indexed_at),
  };
}

// One page in a stable order over every indexed record (keyset: the cursor is the last row's sort value and id).
export async function pageIndex(environment: string, kind: "project" | "lead", p: PageQuery) {
  const filters: SQL[] = [sql`environment = ${environment}`, sql`kind = ${kind}`];
  if (p.q) filters.push(matches(p.q));
  if (p.statusIds?.length) filters.push(sql`status_id = ANY(${sql.param(p.statusIds)}::bigint[])`);
  if (p.archived !== undefined) filters.push(sql`archived = ${p.archived}`);
  if (p.clientId !== undefined) filters.push(sql`client_id = ${p.clientId}`);
  if (p.custom) filters.push(sql`custom ->> ${p.custom.name} = ${p.custom.value}`);
  const where = sql.join(filters, sql` AND `);
  const key = sortExpr[p.sort];
  const dir = sql.raw(p.order === "asc" ? "ASC" : "DESC");
  const after = p.cursor
    ? p.order === "asc"
      ? sql` AND (${key}, id) > (${p.cursor.v}, ${p.cursor.id})`
      : sql` AND (${key}, id) < (${p.cursor.v}, ${p.cursor.id})`
    : sql``;
  const [page, total] = await Promise.all([
    cdb().execute<RawRow>(sql`
      SELECT kind, id, name, client_id, client_name, client_email, city, status_id, status_name, budget, type,
        archived, custom, updated_at, indexed_at, ${key} AS sort_value
      FROM console.index_records WHERE ${where}${after}
      ORDER BY ${key} ${dir}, id ${dir} LIMIT ${p.limit + 1}`),
    p.cursor?.t !== undefined
      ? p.cursor.t
      : cdb()
          .execute<{ n: string }>(sql`SELECT count(*) AS n FROM console.index_records WHERE ${where}`)
          .then((r) => Number(r.rows[0]?.n ?? 0)),
  ]);
  const rows = page.rows.slice(0, p.limit);
  const last = page.rows.length > p.limit ? rows[rows.length - 1] : undefined;
  const nextCursor = last
    ? encodeCursor({
        s: p.sort,
        o: p.order,
        v:
          last.sort_value instanceof Date
            ? last.sort_value.toISOString()
            : p.sort === "budget"
              ? Number(last.sort_value)
              : String(last.sort_value),
        id: Number(last.id),
        t: total,
      })
    : null;
  return { data: rows.map(toListRow), nextCursor, total };
}

export type ClientHit = { id: number; name: string; email: string | null; detail: string };

// Clients by name for pickers: matches when q is given, else the first by name.
export async function clientsIndex(
  environment: string,
  q: string | undefined,
  limit: number,
): Promise<ClientHit[]> {
  const rows = await cdb().execute<{ id: string; name: string; client_email: string | null }>(sql`
    SELECT id, name, client_email FROM console.index_records
    WHERE environment = ${environment} AND kind = 'client'${q ? sql` AND ${matches(q)}` : sql``}
    ORDER BY ${q ? sql`word_similarity(${q.trim().toLowerCase()}, search_text) DESC,` : sql``} sort_name, id
    LIMIT ${limit}`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    email: r.client_email,
    detail: detailOf({
      kind: "client",
      id: Number(r.id),
      clientName: r.name,
      clientEmail: r.client_email,
      city: null,
    }),
  }));
}

export type PhaseTotals = Record<string, { count: number; sum: number; retired: number; retiredSum: number }>;

// Per-phase lead counts and budget sums (the board's, lib/leads/board-summary shape) from the index.
export async function phaseTotalsFromIndex(environment: string, contactId = 0): Promise<PhaseTotals> {
  const rows = await cdb().execute<{
    phase: string;
    count: string;
    sum: number | null;
    retired: string;
    retired_sum: number | null;
  }>(sql`
    SELECT status_id AS phase, count(*) AS count, sum(budget) AS sum,
      count(*) FILTER (WHERE archived) AS retired, sum(budget) FILTER (WHERE archived) AS retired_sum
    FROM console.index_records
    WHERE environment = ${environment} AND kind = 'lead' AND status_id IS NOT NULL
      ${contactId ? sql`AND client_id = ${contactId}` : sql``}
    GROUP BY status_id`);
  const out: PhaseTotals = {};
  for (const r of rows.rows)
    out[String(r.phase)] = {
      count: Number(r.count),
      sum: Number(r.sum ?? 0),
      retired: Number(r.retired),
      retiredSum: Number(r.retired_sum ?? 0),
    };
  return out;
}

export async function countClients(environment: string): Promise<number> {
  const rows = await cdb().execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM console.index_records WHERE environment = ${environment} AND kind = 'client'`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}
