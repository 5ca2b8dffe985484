import pg from "pg";
import { embeddedDatabaseUrl } from "../../../e2e/integration/support/global-setup";
import { BenchError } from "./errors";

// A connection to a bench server's embedded PostgreSQL, for growing its data with SQL.
export async function benchDb(dataDir: string): Promise<pg.Client> {
  const url = embeddedDatabaseUrl(dataDir);
  if (!url) throw new BenchError(`no embedded PostgreSQL found in ${dataDir}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return db;
}

// Copies company 1's seeded projects until it has `n` (names numbered), then ANALYZEs: the sandbox at scale
// without the cost of n API calls.
export async function growProjects(db: pg.Client, n: number): Promise<number> {
  await db.query(
    `INSERT INTO sandbox.projects (company_id, name, contact_id, status_id, owner_id, budget, project_type,
                                   project_type_name, archived, notes)
     SELECT p.company_id, p.name || ' #' || g, p.contact_id, p.status_id, p.owner_id, p.budget, p.project_type,
            p.project_type_name, p.archived, p.notes
     FROM (SELECT * FROM sandbox.projects WHERE company_id = 1) p,
          generate_series(1, ceil($1::numeric / (SELECT count(*) FROM sandbox.projects WHERE company_id = 1))::int - 1) g`,
    [n],
  );
  await db.query("ANALYZE sandbox.projects");
  const { rows } = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM sandbox.projects WHERE company_id = 1",
  );
  return Number(rows[0]!.n);
}

// EXPLAIN (ANALYZE, BUFFERS) of a statement: its plan's lines.
export async function explain(db: pg.Client, text: string, values: unknown[] = []): Promise<string[]> {
  const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return rows.map((r) => r["QUERY PLAN"]);
}

// The lines of a plan worth quoting: its nodes (with their timings), buffers, spills and the total.
export const keyLines = (plan: string[]) =>
  plan.filter((l) => /->|^\S|Buffers|Sort Method|Disk|Execution Time|Heap Fetches/.test(l)).slice(0, 24);
