import "server-only";
import pg from "pg";
import { getPool } from "@/lib/db";

// A list page in one statement: the page's rows (alias `r`, with `count(*) OVER () AS total`, the matches before
// LIMIT/OFFSET) and whatever `select` builds from them and the tables `joins` adds. `where` filters `table` with $1..$n; LIMIT and OFFSET
// are the next two parameters. A page past the end has no row to carry the total: only then does a second
// statement count.
export function pageStatements(table: string, where: string, params: number, select: string, joins = "") {
  return {
    pageSql: `SELECT ${select}
      FROM (SELECT *, count(*) OVER () AS total FROM ${table} WHERE ${where}
            ORDER BY id LIMIT $${params + 1} OFFSET $${params + 2}) r
      ${joins}
      ORDER BY r.id`,
    countSql: `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
  };
}

// Rows whose timestamps came back as text; `withDates` makes the Dates as drizzle's timestamp columns do.
export type Stamped<Row> = Omit<Row, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };
export const withDates = <T extends { createdAt: string; updatedAt: string }>(r: T) => ({
  ...r,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
});

// Runs pageStatements' SQL as named prepared statements (planned once per connection); `values` end with LIMIT
// and OFFSET. timestamptz values come back as text, as drizzle reads them.
export async function pageQuery<R>(
  name: string,
  sql: { pageSql: string; countSql: string },
  values: unknown[],
): Promise<{ rows: R[]; total: number }> {
  const pool = getPool();
  const { rows } = await pool.query<R & { total: string }>({ name, text: sql.pageSql, values, types });
  if (rows.length > 0 || values.at(-1) === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await pool.query<{ n: string }>({
    name: `${name}-count`,
    text: sql.countSql,
    values: values.slice(0, -2),
  });
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

const TIMESTAMPTZ = 1184;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
