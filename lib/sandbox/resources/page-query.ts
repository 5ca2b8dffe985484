import "server-only";
import pg from "pg";
import { getPool } from "@/lib/db";
import { listGeneration, listGenerationStillSql } from "./list-generation";
import { forget, latest, learn, nearestAnchor, recall, type Known } from "./list-memory";

// A list of one company's rows of `table`, ordered by id. `filters[i]` tests a row against its parameter; `select`
// builds items from the row `r` and the `joins` tables ($1 is the company).
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
  const [limit, skip, fromId, knownTotal, expectedGen, offset] = [1, 2, 3, 4, 5, 6].map(
    (i) => `$${n + i}`,
  ) as [string, string, string, string, string, string];
  // `same`: whether what was learnt under `expectedGen` still holds in this snapshot; if not, the statement
  // counts and walks from the first row, exact all the same.
  const same = `(SELECT same FROM g)`;
  const shape = {
    name,
    // Index-only walk in id order from `fromId`, a row known to sit before the offset, so deep offsets skip index
    // entries only. Ids go through an array so a generic plan (blind to LIMIT) still fetches rows by primary key.
    // The count is an InitPlan the CASE reaches only when no total is known.
    pageSql: `WITH g AS MATERIALIZED (SELECT ${listGenerationStillSql(expectedGen)} AS same),
      ids AS MATERIALIZED (SELECT array_agg(id) AS page FROM (SELECT id ${match}
          AND id >= (CASE WHEN ${same} THEN ${fromId}::int ELSE 0 END) ORDER BY id LIMIT ${limit}
          OFFSET (CASE WHEN ${same} THEN ${skip}::bigint ELSE ${offset}::bigint END)) p)
      SELECT ${spec.select},
        CASE WHEN ${same} THEN ${knownTotal}::bigint ELSE (SELECT count(*) ${match}) END AS "listTotal",
        ${same} AS "sameGen"
      FROM ${spec.table} r ${spec.joins ?? ""}
      WHERE r.id = ANY((SELECT page FROM ids)::int[])
      ORDER BY r.id`,
    countSql: `SELECT count(*) AS "listTotal" ${match}`,
  };
  shapes.set(name, shape);
  return shape;
}

type Counted = { listTotal: string };
type Paging = { limit: number; offset: number };

// A page and the exact total of matching rows; `filterValues[i]` is undefined when that filter is absent.
// What this process learnt (list-memory.ts) lets the statement skip the count and the offset walk, used only
// while the generation it was learnt under has not moved; otherwise it counts, walks and forgets.
export async function pageQuery<R extends { id: number }>(
  spec: ListSpec,
  companyId: number,
  filterValues: unknown[],
  paging: Paging,
): Promise<{ rows: R[]; total: number }> {
  const shape = shapeOf(
    spec,
    spec.filters.map((_, i) => filterValues[i] !== undefined),
  );
  const params = [companyId, ...filterValues.filter((v) => v !== undefined)];
  const key = `${shape.name}:${JSON.stringify(params)}`;
  const remembered = latest(key);
  if (remembered) {
    const rows = await runPage<R>(shape, params, paging, remembered);
    // A page past the end carries no answer: asked again the way that knows what to do with one.
    if (rows.length) {
      if (rows[0]!.sameGen)
        learn(key, remembered, {
          gen: remembered.gen,
          total: remembered.total,
          offset: paging.offset,
          ids: rows.map((r) => r.id),
        });
      else forget(key, remembered);
      return { rows, total: Number(rows[0]!.listTotal) };
    }
  }
  const { gen, quiet } = await listGeneration(companyId);
  const known = recall(key, gen);
  const rows = await runPage<R>(shape, params, paging, known);
  // A page past the end has no row to carry the total: only then, when it is not known, is it counted apart.
  const counted =
    rows[0]?.listTotal ??
    known?.total ??
    (paging.offset === 0
      ? 0
      : (
          await getPool().query<Counted>({
            name: `${shape.name}-count`,
            text: shape.countSql,
            values: params,
          })
        ).rows[0]?.listTotal);
  const total = Number(counted ?? 0);
  // Learnt only in a quiet moment, and only from a page whose snapshot the generation still describes.
  const learnable = quiet || known !== undefined;
  const describedByGen = !known || rows.length === 0 || rows[0]!.sameGen;
  if (learnable && describedByGen)
    learn(key, known, { gen, total, offset: paging.offset, ids: rows.map((r) => r.id) });
  // The rows as they came: they also carry listTotal and sameGen, which the views (picking their fields) ignore.
  return { rows, total };
}

type PageRow<R> = R & Counted & { sameGen: boolean };

// The page statement, trusting what `known` says when the generation it was learnt under has not moved.
async function runPage<R>(shape: Shape, params: unknown[], paging: Paging, known: Known | undefined) {
  const [position, fromId] = nearestAnchor(known, paging.offset);
  const { rows } = await getPool().query<PageRow<R>>({
    name: shape.name,
    text: shape.pageSql,
    values: [
      ...params,
      paging.limit,
      paging.offset - position,
      fromId,
      known?.total ?? null,
      known?.gen ?? null,
      paging.offset,
    ],
    types,
  });
  return rows;
}

// Rows whose timestamps came back as text (model/stamps.ts writes them).
export type Stamped<Row> = Omit<Row, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

const TIMESTAMPTZ = 1184;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
