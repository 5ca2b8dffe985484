// npx tsx scripts/bench/scale-deliveries.ts [-- --deliveries <n>]: delivery stats and the filtered delivery
// log of one subscription with 100,000 deliveries in the last 24 h (issue 25, item 4). The deliveries and their
// attempts are inserted with SQL (lib/grow.ts addDeliveries: the roll-up triggers count them). Prints the
// sandbox endpoints' c1 p50 and c20 p95, and EXPLAIN (ANALYZE, BUFFERS) of the stats and of the log's filtered
// count, a-b-a-b: from the roll-ups and indexes (now) against the raw attempts and without the log's indexes
// (before; the indexes dropped inside a transaction that is rolled back).
import { scopes } from "../../lib/partner-api/contract";
import { STATS_SQL } from "../../lib/sandbox/delivery/read/stats-sql";
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { addDeliveries, benchDb, explain, keyLines } from "./lib/grow";
import { latencies } from "./lib/latency";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { machine, printFact } from "./lib/report";
import { recordFigure } from "./lib/results";
import { createSubscription, sandboxToken } from "./lib/sandbox-api";

// The stats as computed before the roll-ups (lib/sandbox/delivery/stats.ts at 68e3d9f).
const rawStats = `
  WITH hours AS (
    SELECT generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()),
                           interval '1 hour') AS hour
  ), recent AS (
    SELECT a.started_at, a.outcome, a.duration_ms FROM sandbox.webhook_delivery_attempts a
    JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id
    WHERE d.subscription_id = $1 AND NOT d.test AND a.started_at >= date_trunc('hour', now()) - interval '23 hours'
  )
  SELECT h.hour, count(r.started_at) AS attempts, count(*) FILTER (WHERE r.outcome = 'success') AS delivered,
    count(*) FILTER (WHERE r.outcome = 'failed') AS failed, count(*) FILTER (WHERE r.outcome = 'retry') AS retried,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY r.duration_ms) AS p50,
    percentile_cont(0.95) WITHIN GROUP (ORDER BY r.duration_ms) AS p95
  FROM hours h LEFT JOIN recent r ON r.started_at >= h.hour AND r.started_at < h.hour + interval '1 hour'
  GROUP BY h.hour ORDER BY h.hour`;

const failedCount = `SELECT count(*) FROM sandbox.webhook_deliveries WHERE subscription_id = $1 AND status = 'failed'`;
const failedPage = `SELECT * FROM sandbox.webhook_deliveries WHERE subscription_id = $1 AND status = 'failed'
  ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`;

async function main(): Promise<number> {
  const { deliveries } = parseIntOptions(process.argv.slice(2), "scale-deliveries", {
    deliveries: { unit: "deliveries", fallback: 100_000, min: 1000, max: 1_000_000 },
  });
  checkBuild(["/sandbox/api/[[...path]]"]);
  hardTimeout(20 * 60_000);
  const server = await startBenchServer({ SANDBOX_WEBHOOKS: "off" });
  const token = await sandboxToken(server.baseUrl, scopes.join(" "));
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/sandbox/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });
  const sub = await createSubscription(server.baseUrl, token, { paused: false });

  const db = await benchDb(server.dataDir);
  console.log(`[bench] inserting ${deliveries} deliveries and their attempts…`);
  const t = performance.now();
  await addDeliveries(db, sub, deliveries);
  console.log(`[bench] inserted and VACUUM ANALYZEd in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const counts = await db.query(
    `SELECT (SELECT count(*) FROM sandbox.webhook_delivery_attempts) AS attempts,
            (SELECT count(*) FROM sandbox.webhook_delivery_latency) AS latency_rows`,
  );

  // The raw statement against the roll-up one, and the log's count with and without its index, a-b-a-b.
  const plans: Record<string, string[]> = {};
  const sqlMs: Record<string, number[]> = { raw: [], rolled: [], countBefore: [], countNow: [] };
  const execMs = (plan: string[]) => Number(/Execution Time: ([\d.]+)/.exec(plan.join("\n"))?.[1]);
  for (let round = 0; round < 4; round++) {
    plans.raw = await explain(db, rawStats, [sub]);
    plans.rolled = await explain(db, STATS_SQL, [sub, [], []]);
    sqlMs.raw!.push(execMs(plans.raw));
    sqlMs.rolled!.push(execMs(plans.rolled));
    await db.query("BEGIN");
    await db.query("DROP INDEX sandbox.deliveries_sub_status_idx");
    await db.query("DROP INDEX sandbox.deliveries_sub_event_idx");
    plans.countBefore = await explain(db, failedCount, [sub]);
    plans.pageBefore = await explain(db, failedPage, [sub]);
    await db.query("ROLLBACK");
    plans.countNow = await explain(db, failedCount, [sub]);
    plans.pageNow = await explain(db, failedPage, [sub]);
    sqlMs.countBefore!.push(execMs(plans.countBefore));
    sqlMs.countNow!.push(execMs(plans.countNow));
  }
  await db.end();

  const stats = () => api(`/v1/webhookSubscriptions/${sub}/deliveryStats`);
  const log = () => api(`/v1/webhookSubscriptions/${sub}/deliveries?status=failed&limit=20`);
  // The floor: the cheapest authenticated sandbox read (a short fixed list), under the same load.
  const floor = () => api("/v1/project-statuses");
  const rows: [string, Awaited<ReturnType<typeof latencies>>][] = [];
  for (let round = 1; round <= 2; round++) {
    console.log(`[bench] round ${round}: floor c1 and c20, stats c1, stats c20, failed log c1…`);
    rows.push([`floor c1 (round ${round})`, await latencies(floor, { concurrency: 1, seconds: 5 })]);
    rows.push([`floor c20 (round ${round})`, await latencies(floor, { concurrency: 20, seconds: 5 })]);
    rows.push([`stats c1 (round ${round})`, await latencies(stats, { concurrency: 1, seconds: 5 })]);
    rows.push([`stats c20 (round ${round})`, await latencies(stats, { concurrency: 20, seconds: 5 })]);
    rows.push([
      `log status=failed c1 (round ${round})`,
      await latencies(log, { concurrency: 1, seconds: 5 }),
    ]);
  }

  console.log("");
  printFact("machine", machine());
  printFact(
    "data",
    `subscription ${sub}: ${deliveries} deliveries in 24 h, ${counts.rows[0].attempts} attempts, ${counts.rows[0].latency_rows} latency roll-up rows`,
  );
  console.log("");
  console.log("what                                   p50 ms   p95 ms   req/s");
  for (const [name, r] of rows)
    console.log(
      `${name.padEnd(38)} ${r.p50.toFixed(1).padStart(6)} ${r.p95.toFixed(1).padStart(8)} ${r.perSec.toFixed(0).padStart(7)}`,
    );
  console.log("");
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `SQL execution ms, mean of 4 a-b rounds: stats raw ${mean(sqlMs.raw!).toFixed(1)} vs roll-ups ${mean(sqlMs.rolled!).toFixed(2)} (${(mean(sqlMs.raw!) / mean(sqlMs.rolled!)).toFixed(0)}x); failed count without index ${mean(sqlMs.countBefore!).toFixed(1)} vs with ${mean(sqlMs.countNow!).toFixed(2)}`,
  );
  for (const [name, plan] of Object.entries(plans)) {
    console.log(`\n-- ${name}`);
    for (const line of keyLines(plan)) console.log(line);
  }
  const pick = (prefix: string, f: (r: Awaited<ReturnType<typeof latencies>>) => number) =>
    mean(rows.filter(([n]) => n.startsWith(prefix)).map(([, r]) => f(r)));
  const goals: [name: string, prefix: string, key: "p50" | "p95", target: number][] = [
    ["delivery stats c1 p50", "stats c1", "p50", 30],
    ["delivery stats c20 p95", "stats c20", "p95", 250],
    ["delivery log status=failed c1 p50", "log", "p50", 30],
  ];
  for (const [name, prefix, key, target] of goals)
    recordFigure({
      bench: "scale",
      name,
      value: pick(prefix, (r) => r[key]),
      unit: "ms",
      goal: { op: "<=", target },
    });
  return 0;
}

void runBench(main);
