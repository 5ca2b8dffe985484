// npm run bench:scale [-- --only <groups>] [--size <n>] [--seconds <s>] [--c1 <s>] [--rounds <n>] [--runs <n>]
//   [--backfill-s <s>] [--samples <n>] [--events <n>]
// The console and the sandbox at a partner's scale (issues 25 and 26), in one run. Starts the built app twice
// through the launcher (each with its embedded PostgreSQL in a temp dir, on 127.0.0.1, the record index off so
// no crawler runs beside the measurements): one stays at the seed size, the other grows company 1 by SQL copies of
// its seed records to --size/10 and then --size projects and leads (default 100k), with 5,000 leads (scaled with
// --size) in one phase and as many deliveries on one subscription as projects, VACUUM ANALYZEd as autovacuum would
// leave them. At each size every row is measured on both servers, one right after the other (--rounds a-b rounds
// at the largest size, the order turned each round). Then both are stopped and the record index is measured on a
// third server at the largest size (lib/index-bench.ts, as bench:index). Prints one table: each row's metrics at
// seed, both sizes, the factor largest/seed, its goal and met/MISSED. Groups (--only, comma-separated): lists,
// board, browser, export, deliveries, index. Exits 1 when a goal is missed or a row failed; every server and the
// browser are stopped, however it ends, and a hard timeout bounds the run.
import { execSync } from "node:child_process";
import { scopes } from "../../lib/partner-api/contract";
import { DEMO_PASSWORD, emailOf } from "../../lib/dev/roles";
import { checkBuild } from "./lib/build";
import { parseIntOptions, parseOnly } from "./lib/cli";
import { signIn } from "../../lib/dev/console-session";
import { addDeliveries, benchDb, fillPhase, growTo, settle } from "./lib/grow";
import { INDEX_ROUTES, indexBudgetMs, measureIndex } from "./lib/index-bench";
import { hardTimeout, runBench, startBenchServer, stopBenchServer } from "./lib/lifecycle";
import { machine, printFact } from "./lib/report";
import { createSubscription, sandboxToken } from "./lib/sandbox-api";
import { browserRow } from "./lib/scale-browser";
import { consoleRows } from "./lib/scale-console";
import { indexRows } from "./lib/scale-index";
import { sandboxRows } from "./lib/scale-lists";
import { get } from "./lib/scale-load";
import { GROUPS, type Cells, type ScaleCtx, type ScaleRow } from "./lib/scale-rows";
import { meanCells, printTable, type Pair, type TableRow } from "./lib/scale-table";

const SEED_DELIVERIES = 500;
const BUSY_PHASE = 7; // the seed's custom phase

const label = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));

// A server with the seeded sandbox, its database, a token, a console session and the deliveries' subscription.
async function side(which: ScaleCtx["side"], o: Pick<ScaleCtx, "seconds" | "c1Seconds" | "runs">) {
  const server = await startBenchServer({ INDEX: "off" });
  const db = await benchDb(server.dataDir);
  db.on("error", () => undefined); // the server stopping under the bench (Ctrl-C) is not a crash of the bench
  const token = await sandboxToken(server.baseUrl, scopes.join(" "));
  const subscriptionId = await createSubscription(server.baseUrl, token, { paused: true });
  const ctx: ScaleCtx = {
    side: which,
    baseUrl: server.baseUrl,
    port: server.port,
    sandbox: { Authorization: `Bearer ${token}` },
    console: { Cookie: await signIn(server.baseUrl, emailOf("admin"), DEMO_PASSWORD) },
    db,
    subscriptionId,
    total: async (path) => Number((JSON.parse(await get(ctx, path)) as { total: number }).total),
    ...o,
  };
  await addDeliveries(db, subscriptionId, SEED_DELIVERIES);
  await settle(db);
  const stop = async () => {
    await db.end();
    await stopBenchServer(server);
  };
  return { ctx, stop };
}

async function grow(ctx: ScaleCtx, target: number, busyLeads: number) {
  const started = Date.now();
  console.log(`[bench] growing company 1 to ${label(target)} projects and leads…`);
  await growTo(ctx.db, "projects", target);
  await growTo(ctx.db, "leads", target);
  await fillPhase(ctx.db, BUSY_PHASE, busyLeads);
  const { rows } = await ctx.db.query<{ n: string }>(
    "SELECT count(*) AS n FROM sandbox.webhook_deliveries WHERE subscription_id = $1",
    [ctx.subscriptionId],
  );
  await addDeliveries(ctx.db, ctx.subscriptionId, target - Number(rows[0]!.n));
  await settle(ctx.db);
  console.log(`[bench] grown in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// One row on both servers, `rounds` times (the order turned each round), the mean per cell. A row that fails is
// kept with what it has, its error printed beside it.
async function measureRow(row: ScaleRow, seed: ScaleCtx, grown: ScaleCtx, rounds: number) {
  const taken: { seed: Cells[]; grown: Cells[] } = { seed: [], grown: [] };
  let failed: string | undefined;
  try {
    for (let r = 0; r < rounds; r++)
      for (const ctx of r % 2 ? [grown, seed] : [seed, grown]) taken[ctx.side].push(await row.measure(ctx));
  } catch (err) {
    failed = err instanceof Error ? err.message : String(err);
    console.error(`[bench] ${row.name} failed: ${failed}`);
  }
  const pair: Pair = {
    ...(taken.seed.length ? { seed: meanCells(taken.seed) } : {}),
    ...(taken.grown.length ? { grown: meanCells(taken.grown) } : {}),
  };
  return { pair, failed };
}

async function main(): Promise<number> {
  const { only, rest } = parseOnly(process.argv.slice(2), "bench:scale", GROUPS);
  const o = parseIntOptions(rest, "bench:scale", {
    size: { unit: "projects and leads", fallback: 100_000, min: 1000, max: 1_000_000 },
    seconds: { unit: "seconds", fallback: 2, min: 1, max: 60, env: "BENCH_DURATION" },
    c1: { unit: "seconds", fallback: 1, min: 1, max: 60 },
    rounds: { unit: "rounds", fallback: 2, min: 1, max: 10 },
    runs: { unit: "loads", fallback: 3, min: 1, max: 20 },
    "backfill-s": { unit: "seconds", fallback: 600, min: 10, max: 3600 },
    samples: { unit: "requests", fallback: 200, min: 10, max: 10_000 },
    events: { unit: "events", fallback: 30, min: 1, max: 1000 },
  });
  const sizes = [o.size / 10, o.size].map(Math.round);
  const busyLeads = Math.round((5000 * o.size) / 100_000);
  const index = {
    projects: o.size,
    backfillS: o["backfill-s"],
    samples: o.samples,
    events: o.events,
    holdS: 0,
  };
  checkBuild([
    "/sandbox/api/[[...path]]",
    "/api/leads/column",
    "/api/projects/export",
    "/leads",
    ...(only.has("index") ? INDEX_ROUTES : []),
  ]);

  const table: TableRow[] = [];
  const wanted = GROUPS.filter((g) => g !== "index" && only.has(g));
  // Per measurement about c1 + 3 c20 periods and set-up; the export and the browser take longer.
  const perMeasure = o.c1 + 3 * o.seconds + 15;
  hardTimeout(
    900_000 +
      (wanted.length ? 2 * (1 + o.rounds) * 30 * perMeasure * 1000 : 0) +
      (only.has("index") ? indexBudgetMs(index) : 0),
  );

  if (wanted.length) {
    const opts = { seconds: o.seconds, c1Seconds: o.c1, runs: o.runs };
    const seedSide = await side("seed", opts);
    const grownSide = await side("grown", opts);
    // The browser last: its board starts the background per-phase sums, which would load the server under
    // the rows after it.
    const rows = [
      ...(await sandboxRows(seedSide.ctx.db, BUSY_PHASE)),
      ...consoleRows(BUSY_PHASE),
      browserRow,
    ].filter((r) => only.has(r.group));
    for (const row of rows) table.push({ name: row.name, metrics: row.metrics, bySize: new Map() });
    for (const target of sizes) {
      await grow(grownSide.ctx, target, busyLeads);
      const rounds = target === o.size ? o.rounds : 1;
      for (const [i, row] of rows.entries()) {
        console.log(`[bench] ${label(target)}: ${row.name} (${rounds} round${rounds > 1 ? "s" : ""})…`);
        const { pair, failed } = await measureRow(row, seedSide.ctx, grownSide.ctx, rounds);
        table[i]!.bySize.set(label(target), pair);
        if (failed)
          table[i]!.failed = [table[i]!.failed, `${label(target)}: ${failed}`].filter(Boolean).join("; ");
      }
    }
    await seedSide.stop();
    await grownSide.stop();
  }
  if (only.has("index")) {
    try {
      table.push(...indexRows(await measureIndex(index), label(o.size)));
    } catch (err) {
      const failed = err instanceof Error ? err.message : String(err);
      console.error(`[bench] the record index rows failed: ${failed}`);
      table.push({ name: "record index", metrics: [], bySize: new Map(), failed });
    }
  }

  console.log("");
  printFact("machine", machine());
  printFact("load", `uptime: ${execSync("uptime").toString().trim()}`);
  printFact(
    "method",
    `two servers (seed size, grown), each row measured on one then the other; autocannon in this process over loopback; c1 ${o.c1} s, c20 ${o.seconds} s per cell, ${o.rounds} a-b rounds at ${label(o.size)} (mean); chromium ${o.runs} loads after one warm-up (p50); record index on a third server at ${label(o.size)}`,
  );
  printFact(
    "data",
    `company 1 grown by SQL copies of its seed to ${sizes.map(label).join(" then ")} projects and leads, ${busyLeads} leads in phase ${BUSY_PHASE}, as many deliveries on one subscription as projects (seed side: ${SEED_DELIVERIES})`,
  );
  console.log("");
  const missed = printTable(table, sizes.map(label), "same run, seed-size and grown servers side by side");
  const failed = table.filter(
    (r) => r.failed || [...r.bySize.values()].some((p) => p.seed?.errors || p.grown?.errors),
  );
  console.log("");
  console.log(
    `[bench] ${missed ? `${missed} goal(s) MISSED` : "every goal met"}${failed.length ? `; ${failed.length} row(s) with errors: ${failed.map((r) => r.name).join(", ")}` : ""}`,
  );
  return missed || failed.length ? 1 : 0;
}

await runBench(main);
