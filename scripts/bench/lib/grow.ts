import pg from "pg";
import { embeddedDatabaseUrl } from "../../../lib/dev/embedded-database-url";
import { BenchError } from "../../../lib/dev/errors";

// Grows a bench server's seeded sandbox straight in its database (bench:scale, bench:index, scale-*.ts): the
// sandbox at a partner's scale without the cost of n API calls.

// A connection to a bench server's embedded PostgreSQL, for growing its data with SQL.
export async function benchDb(dataDir: string): Promise<pg.Client> {
  const url = embeddedDatabaseUrl(dataDir);
  if (!url) throw new BenchError(`no embedded PostgreSQL found in ${dataDir}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return db;
}

const COLUMNS = {
  projects: `company_id, contact_id, status_id, owner_id, budget, project_type, project_type_name, archived, notes,
    created_at, updated_at`,
  leads: `company_id, contact_id, description, budget, type, service_type_id, source_code, source,
    expected_start_date, phase_id, project_id, retired, created_at, updated_at`,
};
const OWNER = { projects: ["project", "Project"], leads: ["lead", "Lead"] } as const;
// The seed's records of a table: company 1's up to the highest id it had before the first copy (kept in a schema
// of the bench's own, so growing again copies the seed, not copies).
const seedMax = (table: string) => `(SELECT max_id FROM bench.seed_max WHERE tbl = '${table}')`;
const SEED = (table: string) => `company_id = 1 AND id <= ${seedMax(table)}`;
async function rememberSeed(db: pg.Client, table: string) {
  await db.query("CREATE SCHEMA IF NOT EXISTS bench");
  await db.query("CREATE TABLE IF NOT EXISTS bench.seed_max (tbl text PRIMARY KEY, max_id int NOT NULL)");
  await db.query(
    `INSERT INTO bench.seed_max SELECT $1, coalesce(max(id), 0) FROM sandbox.${table} WHERE company_id = 1
     ON CONFLICT (tbl) DO NOTHING`,
    [table],
  );
}

// Adds copies of company 1's seed records (same status, contact, phase, budget…, with their addresses and custom
// field values; named "<name> #<id>"; ids above every existing id in the seed's order, cycling through it) until it
// has `target` in `table`; then ANALYZEs it. Returns how many it has.
export async function growTo(db: pg.Client, table: "projects" | "leads", target: number): Promise<number> {
  const [addressOwner, customable] = OWNER[table];
  const columns = COLUMNS[table].replace(/\s+/g, " ");
  await rememberSeed(db, table);
  await db.query("BEGIN");
  try {
    // new id → the seed record it copies
    await db.query(
      `CREATE TEMP TABLE grow_map ON COMMIT DROP AS
       WITH src AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM sandbox.${table} WHERE ${SEED(table)}),
            base AS (SELECT (SELECT max(id) FROM sandbox.${table}) AS top,
                            (SELECT count(*) FROM sandbox.${table} WHERE company_id = 1) AS have)
       SELECT base.top + g AS new_id, src.id AS src_id
       FROM base, generate_series(1, greatest($1 - base.have, 0)) g
       JOIN src ON src.k = (g - 1) % (SELECT count(*) FROM src)`,
      [target],
    );
    await db.query(
      `INSERT INTO sandbox.${table} (id, name, ${columns})
       SELECT m.new_id, t.name || ' #' || m.new_id, ${columns.replace(/(\w+)/g, "t.$1")}
       FROM grow_map m JOIN sandbox.${table} t ON t.id = m.src_id ORDER BY m.new_id`,
    );
    await db.query(
      `INSERT INTO sandbox.addresses (company_id, owner_type, owner_id, name, address, address2, city, state, zip, country)
       SELECT a.company_id, a.owner_type, m.new_id, a.name, a.address, a.address2, a.city, a.state, a.zip, a.country
       FROM grow_map m JOIN sandbox.addresses a ON a.owner_type = $1 AND a.owner_id = m.src_id ORDER BY m.new_id, a.id`,
      [addressOwner],
    );
    await db.query(
      `INSERT INTO sandbox.custom_field_entries (company_id, custom_field_id, customable_type, customable_id, value)
       SELECT e.company_id, e.custom_field_id, e.customable_type, m.new_id, e.value
       FROM grow_map m JOIN sandbox.custom_field_entries e ON e.customable_type = $1 AND e.customable_id = m.src_id`,
      [customable],
    );
    await db.query(`SELECT setval('sandbox.${table}_id_seq', (SELECT max(id) FROM sandbox.${table}))`);
    await db.query("COMMIT");
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  }
  await db.query(`ANALYZE sandbox.${table}`);
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM sandbox.${table} WHERE company_id = 1`,
  );
  return Number(rows[0]!.n);
}

export const growProjects = (db: pg.Client, n: number) => growTo(db, "projects", n);

// Moves copied leads into or out of `phaseId` until it holds exactly `count` of company 1's leads (a busy column).
export async function fillPhase(db: pg.Client, phaseId: number, count: number): Promise<void> {
  const { rows } = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM sandbox.leads WHERE company_id = 1 AND phase_id = $1",
    [phaseId],
  );
  const have = Number(rows[0]!.n);
  const move = (to: string, from: string, n: number) =>
    db.query(
      `UPDATE sandbox.leads SET phase_id = ${to} WHERE id IN (SELECT id FROM sandbox.leads
         WHERE company_id = 1 AND id > ${seedMax("leads")} AND ${from} ORDER BY id DESC LIMIT $2)`,
      [phaseId, n],
    );
  if (have < count) await move("$1", "phase_id <> $1", count - have);
  // Out of the busy phase: spread over the seed's six default phases.
  else if (have > count) await move("1 + id % 6", "phase_id = $1", have - count);
}

// `count` deliveries on one subscription spread over the last 24 h, with their attempts (80% delivered at once,
// 10% after a retry, 10% failed after three attempts), inserted with SQL: the attempts' roll-up triggers count
// them as the engine's writes are counted. Then VACUUM ANALYZE of the log, the attempts and the roll-ups.
export async function addDeliveries(db: pg.Client, subscriptionId: number, count: number): Promise<void> {
  if (count <= 0) return;
  await db.query(
    `WITH d AS (
       INSERT INTO sandbox.webhook_deliveries (id, subscription_id, company_id, event_type, status, failure_reason,
         attempt_count, round_attempts, payload, occurred_at, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 1, CASE WHEN g % 3 = 0 THEN 'project.update' ELSE 'project.create' END,
         CASE WHEN g % 10 = 0 THEN 'failed' ELSE 'success' END, CASE WHEN g % 10 = 0 THEN 'exhausted' END,
         CASE WHEN g % 10 = 0 THEN 3 WHEN g % 10 = 1 THEN 2 ELSE 1 END,
         CASE WHEN g % 10 = 0 THEN 3 WHEN g % 10 = 1 THEN 2 ELSE 1 END,
         '{}'::json, at, at, at
       FROM generate_series(1, $2::int) g, LATERAL (SELECT now() - (g * (86000000.0 / $2)) * interval '1 ms' AS at) x
       RETURNING id, attempt_count, status, created_at
     )
     INSERT INTO sandbox.webhook_delivery_attempts (delivery_id, attempt_number, outcome, started_at, finished_at,
       duration_ms, response_status)
     SELECT d.id, n, o.outcome, d.created_at + (n - 1) * interval '1 second', d.created_at + (n - 1) * interval '1 second',
       (5 + random() * 60 + CASE WHEN random() < 0.02 THEN random() * 2000 ELSE 0 END)::int,
       CASE o.outcome WHEN 'success' THEN 200 WHEN 'retry' THEN 503 ELSE 503 END
     FROM d, generate_series(1, d.attempt_count) n,
       LATERAL (SELECT CASE WHEN n < d.attempt_count THEN 'retry' WHEN d.status = 'success' THEN 'success'
                            ELSE 'failed' END AS outcome) o`,
    [subscriptionId, count],
  );
  for (const t of ["deliveries", "delivery_attempts", "delivery_hourly", "delivery_latency"])
    await db.query(`VACUUM ANALYZE sandbox.webhook_${t}`);
}

// What a partner's store looks like after autovacuum has caught up: visibility map set, statistics current.
export async function settle(db: pg.Client): Promise<void> {
  for (const table of ["projects", "leads", "addresses", "custom_field_entries"])
    await db.query(`VACUUM (ANALYZE) sandbox.${table}`);
}

// EXPLAIN (ANALYZE, BUFFERS) of a statement: its plan's lines.
export async function explain(db: pg.Client, text: string, values: unknown[] = []): Promise<string[]> {
  const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return rows.map((r) => r["QUERY PLAN"]);
}

// The lines of a plan worth quoting: its nodes (with their timings), buffers, spills and the total.
export const keyLines = (plan: string[]) =>
  plan.filter((l) => /->|^\S|Buffers|Sort Method|Disk|Execution Time|Heap Fetches/.test(l)).slice(0, 24);
