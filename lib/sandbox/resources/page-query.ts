import "server-only";
import pg from "pg";
import { getPool } from "@/lib/db";
import { listGeneration } from "./list-generation";
import { learn, nearestAnchor, recall } from "./list-memory";

// A list of one company's rows of `table`, ordered by id, with optional filters. `filters[i]` tests a row (alias-free
// column names) against its parameter; `select` builds the page's items from the row `r` and the tables `joins`
// adds ($1 is the company).
export type ListSpec = {
  name: string;
  table: string;
  filters: ((param: string) => string)[];
  select: string;
  joins?: string;
};

// One statement per combination of present filters, each with its own prepared name: a filter absent from the SQL
// cannot make a generic plan walk the wrong index.
type Shape = { name: string; pageSql: string; countSql: string };
const shapes = new Map<string, Shape>();

export function shapeOf(spec: ListSpec, present: boolean[]): Shape {
  const name = `${spec.name}-${present.map(Number).join("")}`;
  const known = shapes.get(name);
  if (known) return known;
  const where = ["company_id = $1"];
  let n = 1;
  for (const [i, test] of spec.filters.entries()) if (present[i]) where.push(test(`$${++n}`));
  const match = `FROM ${spec.table} WHERE ${where.join(" AND ")}`;
  const [limit, skip, fromId, knownTotal] = [n + 1, n + 2, n + 3, n + 4].map((i) => `$${i}`);
  const shape = {
    name,
    // The page's ids come from an index-only walk in id order that starts at `fromId` (a row known to sit before
    // the offset, list-memory.ts; 0 for the first row) and skips `skip` entries: deep offsets skip index entries
    // only, and paging through a list in order skips none. Only the page's rows are read and joined. The ids go
    // through an array so that a generic plan (which cannot see LIMIT's value) still fetches the page's rows by
    // primary key instead of joining against the whole table. The count (what grows with the matching rows) is
    // an InitPlan that COALESCE reaches only when no total is known.
    pageSql: `WITH ids AS MATERIALIZED (SELECT array_agg(id) AS page FROM (SELECT id ${match}
          AND id >= ${fromId}::int ORDER BY id LIMIT ${limit} OFFSET ${skip}::bigint) p)
      SELECT ${spec.select}, coalesce(${knownTotal}::bigint, (SELECT count(*) ${match})) AS "listTotal"
      FROM ${spec.table} r ${spec.joins ?? ""}
      WHERE r.id = ANY((SELECT page FROM ids)::int[])
      ORDER BY r.id`,
    countSql: `SELECT count(*) AS "listTotal" ${match}`,
  };
  shapes.set(name, shape);
  return shape;
}

type Counted = { listTotal: string };

// A page and the exact total of matching rows. `filterValues[i]` is the value of `spec.filters[i]`, undefined when
// that filter is absent. Two round trips: the list generation (read before the page's snapshot is taken, which
// is what keeps a remembered total exact: list-generation.ts), then the page. timestamptz values come back as
// text, as drizzle reads them.
export async function pageQuery<R extends { id: number }>(
  spec: ListSpec,
  companyId: number,
  filterValues: unknown[],
  paging: { limit: number; offset: number },
): Promise<{ rows: R[]; total: number }> {
  const shape = shapeOf(
    spec,
    spec.filters.map((_, i) => filterValues[i] !== undefined),
  );
  const params = [companyId, ...filterValues.filter((v) => v !== undefined)];
  const key = `${shape.name}:${JSON.stringify(params)}`;
  const { gen, quiet } = await listGeneration(companyId);
  const known = recall(key, gen);
  const [position, fromId] = nearestAnchor(known, paging.offset);
  const pool = getPool();
  const { rows } = await pool.query<R & Counted>({
    name: shape.name,
    text: shape.pageSql,
    values: [...params, paging.limit, paging.offset - position, fromId, known?.total ?? null],
    types,
  });
  // A page past the end has no row to carry the total: only then, and only when it is not known, does a second
  // statement count.
  const counted =
    rows[0]?.listTotal ??
    known?.total ??
    (paging.offset === 0
      ? 0
      : (await pool.query<Counted>({ name: `${shape.name}-count`, text: shape.countSql, values: params }))
          .rows[0]?.listTotal);
  const total = Number(counted ?? 0);
  // Learnt only in a quiet moment (or added to what was learnt in one under the same generation, which no write
  // in flight then can have been part of).
  if (quiet || known) learn(key, known, { gen, total, offset: paging.offset, ids: rows.map((r) => r.id) });
  return { rows: rows.map(({ listTotal: _t, ...row }) => row as unknown as R), total };
}

// Rows whose timestamps came back as text; `withDates` makes the Dates as drizzle's timestamp columns do.
export type Stamped<Row> = Omit<Row, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };
export const withDates = <T extends { createdAt: string; updatedAt: string }>(r: T) => ({
  ...r,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

const TIMESTAMPTZ = 1184;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
