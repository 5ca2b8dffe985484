// npx tsx --conditions=react-server scripts/explain-lists.ts [-- --rows <n>]: EXPLAIN (ANALYZE, BUFFERS) of every
// sandbox projects and leads list operation at scale (issue 25, item 2). Grows company 1 to n projects and n leads
// (SQL copies of its seed, ANALYZEd) in a bench server's database, then prints, per operation, the execution time
// and the top node's shared buffers of the page statement, under a custom plan and a generic one (what a prepared
// statement may settle on): `count` when nothing is remembered (the statement counts and walks from the first
// row), `known` when the total and the previous page's last row are (the next page of an export, a repeat).
import type pg from "pg";
import { leadListSpec } from "@/lib/sandbox/resources/leads-list";
import { shapeOf, type ListSpec } from "@/lib/sandbox/resources/page-query";
import { projectListSpec } from "@/lib/sandbox/resources/projects-list";
import { parseIntOptions } from "./bench/lib/cli";
import { benchDb, explain, growProjects } from "./bench/lib/grow";
import { hardTimeout, runBench, startBenchServer } from "./bench/lib/lifecycle";

type Op = {
  label: string;
  spec: ListSpec;
  filters: unknown[];
  old: unknown[];
  limit: number;
  offset: "first" | "last";
};

// Main's page statement before this change (one statement for every filter combination, NULL for an absent
// filter, the total by a window count over every matching row), for the before column.
const OLD_WHERE: Record<string, string> = {
  "sandbox.projects": `company_id = $1 AND ($2::int[] IS NULL OR status_id = ANY($2::int[]))
    AND ($3::boolean IS NULL OR archived = $3) AND ($4::int IS NULL OR contact_id = $4)`,
  "sandbox.leads": `company_id = $1 AND ($2::int IS NULL OR contact_id = $2) AND ($3::int IS NULL OR phase_id = $3)`,
};
const oldSql = (spec: ListSpec, params: number) => `SELECT ${spec.select}, r.total
  FROM (SELECT *, count(*) OVER () AS total FROM ${spec.table} WHERE ${OLD_WHERE[spec.table]}
        ORDER BY id LIMIT $${params + 1} OFFSET $${params + 2}) r ${spec.joins ?? ""} ORDER BY r.id`;

const literal = (v: unknown): string =>
  v === null
    ? "NULL"
    : typeof v === "string"
      ? `'${v.replaceAll("'", "''")}'`
      : Array.isArray(v)
        ? `ARRAY[${v.join(",")}]::int[]`
        : String(v);

async function growLeads(db: pg.Client, n: number): Promise<number> {
  await db.query(
    `INSERT INTO sandbox.leads (company_id, name, contact_id, description, budget, type, source, phase_id, retired)
     SELECT l.company_id, l.name || ' #' || g, l.contact_id, l.description, l.budget, l.type, l.source, l.phase_id,
            l.retired
     FROM (SELECT * FROM sandbox.leads WHERE company_id = 1) l,
          generate_series(1, ceil($1::numeric / (SELECT count(*) FROM sandbox.leads WHERE company_id = 1))::int - 1) g`,
    [n],
  );
  await db.query("ANALYZE sandbox.leads");
  return Number((await db.query("SELECT count(*) AS n FROM sandbox.leads WHERE company_id = 1")).rows[0].n);
}

// Execution time and the top node's shared buffers (hit + read) of one EXECUTE, the second of two (warm cache).
async function measure(db: pg.Client, name: string, values: unknown[], mode: "custom" | "generic") {
  await db.query(`SET plan_cache_mode = force_${mode}_plan`);
  const run = () => explain(db, `EXECUTE ${name}(${values.map(literal).join(", ")})`);
  await run();
  const plan = await run();
  const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join("\n"))?.[1]);
  const top = plan.find((l) => l.includes("Buffers: shared")) ?? "";
  const buffers = [...top.matchAll(/(hit|read)=(\d+)/g)].reduce((a, m) => a + Number(m[2]), 0);
  return `${ms.toFixed(2).padStart(8)} ms ${String(buffers).padStart(6)} buf`;
}

async function main(): Promise<number> {
  const { rows } = parseIntOptions(process.argv.slice(2), "explain-lists", {
    rows: { unit: "rows", fallback: 100_000, min: 1000, max: 1_000_000 },
  });
  hardTimeout(15 * 60_000);
  const server = await startBenchServer();
  const db = await benchDb(server.dataDir);
  const projects = await growProjects(db, rows);
  const leads = await growLeads(db, rows);
  const top = async (sql: string) => (await db.query(sql)).rows.map((r: { v: number }) => r.v);
  const statuses = await top(
    "SELECT status_id AS v FROM sandbox.projects WHERE company_id = 1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 2",
  );
  const [contact] = await top(
    "SELECT contact_id AS v FROM sandbox.projects WHERE company_id = 1 AND contact_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
  );
  const [leadContact] = await top(
    "SELECT contact_id AS v FROM sandbox.leads WHERE company_id = 1 AND contact_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1",
  );
  // The list generation as page-query.ts remembers it: the page statement trusts a known total under it.
  const { rows: g } = await db.query(
    `SELECT 'sandbox.list_generation'::regclass::oid || ':' || last_value || ':' || is_called AS gen FROM sandbox.list_generation`,
  );
  const gen = (g[0] as { gen: string }).gen;
  const p = projectListSpec;
  const l = leadListSpec;
  const u = undefined;
  const n = null;
  const o = (label: string, spec: ListSpec, filters: unknown[], old: unknown[], limit = 20) =>
    (["first", "last"] as const).map((offset) => ({ label, spec, filters, old: [1, ...old], limit, offset }));
  const ops: Op[] = [
    ...o("projects", p, [], [n, n, n]),
    ...o(`projects statusId=${statuses[0]}`, p, [statuses[0]], [[statuses[0]], n, n]),
    ...o(`projects statusId=${statuses.join(",")}`, p, [u, statuses], [statuses, n, n]),
    ...o("projects archived=false", p, [u, u, false], [n, false, n]),
    ...o(`projects contactId=${contact}`, p, [u, u, u, contact], [n, n, contact]),
    ...o("leads", l, [], [n, n]),
    ...o(`leads contactId=${leadContact}`, l, [leadContact], [leadContact, n]),
    ...o("leads phaseId=1", l, [u, 1], [n, 1]),
    ...o("projects, export page (300)", p, [], [n, n, n], 300),
  ];
  console.log(`\ncompany 1: ${projects} projects, ${leads} leads\n`);
  console.log(
    `${"operation".padEnd(34)} ${"page".padEnd(5)} ${"plan".padEnd(7)} ${"before (main)".padEnd(20)} ${"after, counting".padEnd(20)} after, known`,
  );
  let i = 0;
  for (const op of ops) {
    const present = op.spec.filters.map((_, k) => op.filters[k] !== undefined);
    const shape = shapeOf(op.spec, present);
    const params = [1, ...op.filters.filter((v) => v !== undefined)];
    const { rows: c } = await db.query(shape.countSql, params);
    const total = Number(c[0].listTotal);
    const offset = op.offset === "first" ? 0 : Math.max(total - op.limit, 0);
    // The row just before the page, as the previous page's last row would be remembered.
    const { rows: before } = await db.query(
      `SELECT id ${shape.countSql.slice(shape.countSql.indexOf("FROM"))} ORDER BY id LIMIT 1 OFFSET ${Math.max(offset - 1, 0)}`,
      params,
    );
    const anchor = [Math.max(offset - 1, 0), offset === 0 ? 0 : Number(before[0].id)] as const;
    const name = `s${i++}`;
    await db.query(`PREPARE ${name} AS ${shape.pageSql}`);
    await db.query(`PREPARE ${name}_old AS ${oldSql(op.spec, op.old.length)}`);
    for (const mode of ["custom", "generic"] as const) {
      const before = await measure(db, `${name}_old`, [...op.old, op.limit, offset], mode);
      const counting = await measure(db, name, [...params, op.limit, offset, 0, null, null, offset], mode);
      const known = await measure(
        db,
        name,
        [...params, op.limit, offset - anchor[0], anchor[1], total, gen, offset],
        mode,
      );
      console.log(
        `${op.label.padEnd(34)} ${op.offset.padEnd(5)} ${mode.padEnd(7)} ${before}   ${counting}   ${known}`,
      );
    }
  }
  await db.end();
  return 0;
}

void runBench(main);
