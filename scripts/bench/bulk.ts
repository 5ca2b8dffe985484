// npm run bench:bulk [-- --records <n>] [--limit <calls a minute>]: a bulk job at a partner's scale (issue 41).
// The sandbox grows company 1 to 100,000 leads by SQL copies of its seed (lib/grow.ts), --records of them (10,000
// unless given) in one phase; an admin moves "all N matching" of that phase to another through the console, after
// a 200-lead warm-up job (whose figures are printed too). The sandbox allows the console --limit calls a minute
// (12,000 unless given), of which the job's share is half. Prints the time from the POST to the first progress the
// panel shows (records found), the throughput against the job's share of the rate limit (and the most API calls in
// any one window, as the sandbox's limiter counted them, which must stay within that share), and the growth of the
// server's resident memory (VmRSS of next-server, sampled every 50 ms, peak minus the level before). The record
// index is off (no crawler beside the job). Ends by itself; a hard timeout bounds it.
import { BULK_RATE_SHARE } from "../../lib/bulk/types";
import { signIn } from "../../lib/dev/console-session";
import { BenchError } from "../../lib/dev/errors";
import { emailOf, DEMO_PASSWORD } from "../../lib/dev/roles";
import { checkBuild } from "./lib/build";
import { perWindow, type Sample } from "./lib/bulk-windows";
import { parseIntOptions } from "./lib/cli";
import { benchDb, fillPhase, growTo, settle } from "./lib/grow";
import { rssGrowth, serverPid } from "./lib/huge-upload";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { fmt, machine, printFact } from "./lib/report";
import { recordFigure } from "./lib/results";

const HOLDING = 100_000;
const WARM_RECORDS = 200;
const WARM_PHASE = 2;
const WARM_TO_PHASE = 3;
const FROM_PHASE = 7; // the seed's custom phase
const TO_PHASE = 1;
type Job = { state: string; collected: number; succeeded: number; failed: number; skipped: number };
type Call = (path: string, body?: unknown) => Promise<Job & { id: number }>;

// One job moving `selection` to a phase, polled until it ends: its progress samples and when it first showed some.
async function runJob(call: Call, selection: unknown, phase: number) {
  const started = Date.now();
  const { id } = await call("/api/bulk-jobs", { entity: "lead", action: "phase", value: phase, selection });
  let job: Job;
  let firstProgressMs: number | undefined;
  let firstRecordMs: number | undefined;
  const samples: Sample[] = [];
  for (;;) {
    job = await call(`/api/bulk-jobs/${id}`);
    const at = Date.now();
    const done = job.succeeded + job.failed + job.skipped;
    samples.push({ at, done });
    if (firstProgressMs === undefined && (job.collected > 0 || done > 0)) firstProgressMs = at - started;
    if (firstRecordMs === undefined && done > 0) firstRecordMs = at - started;
    if (job.state === "done" || job.state === "cancelled") break;
    await new Promise((r) => setTimeout(r, firstProgressMs === undefined ? 20 : 100));
  }
  return { job, samples, firstProgressMs, firstRecordMs };
}

async function main(): Promise<number> {
  const { records, limit } = parseIntOptions(process.argv.slice(2), "bench:bulk", {
    records: { unit: "records", fallback: 10_000, min: 100, max: 50_000 },
    limit: { unit: "calls a minute", fallback: 12_000, min: 600, max: 1_000_000 },
  });
  checkBuild(["/api/bulk-jobs", "/api/bulk-jobs/[id]"]);
  hardTimeout(15 * 60_000);
  // The inspector keeps every call of the run: each with the rate-limit headers it was answered with.
  const server = await startBenchServer({
    INDEX: "off",
    SANDBOX_RATE_LIMIT: String(limit),
    SANDBOX_INSPECTOR_MAX: "200000",
  });
  const db = await benchDb(server.dataDir);
  console.log(`[bench] growing company 1 to ${HOLDING} leads, ${records} of them in phase ${FROM_PHASE}…`);
  await growTo(db, "leads", HOLDING);
  await fillPhase(db, FROM_PHASE, records);
  // Live, unconverted leads: each move is one write the API accepts.
  await db.query(
    "UPDATE sandbox.leads SET retired = false, project_id = NULL WHERE company_id = 1 AND phase_id = $1",
    [FROM_PHASE],
  );
  // The warm-up job's leads: live ones of another phase.
  const warmIds = (
    await db.query<{ id: number }>(
      `UPDATE sandbox.leads SET retired = false, project_id = NULL WHERE id IN (
         SELECT id FROM sandbox.leads WHERE company_id = 1 AND phase_id = $1 ORDER BY id LIMIT $2) RETURNING id`,
      [WARM_PHASE, WARM_RECORDS],
    )
  ).rows.map((r) => Number(r.id));
  await settle(db);
  await db.end();

  const cookie = await signIn(server.baseUrl, emailOf("admin"), DEMO_PASSWORD);
  const call: Call = async (path, body) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: body ? "POST" : "GET",
      headers: { cookie, origin: server.baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new BenchError(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: Job & { id: number } }).data;
  };
  // A small job first, so the figures are the job's own and not the server's first use of these routes (compiling,
  // pools, JIT); its figures are printed too.
  const pid = serverPid(server.port);
  const coldRss = rssGrowth(pid);
  const cold = await runJob(call, { ids: warmIds }, WARM_TO_PHASE);
  const coldGrowth = coldRss.stop();
  if (cold.job.state !== "done") throw new BenchError(`the warm-up job ended ${cold.job.state}`);

  const rss = rssGrowth(pid);
  const started = Date.now();
  const { job, samples, firstProgressMs, firstRecordMs } = await runJob(
    call,
    { filters: { phaseId: FROM_PHASE, retired: true } },
    TO_PHASE,
  );
  const seconds = (Date.now() - started) / 1000;
  const growth = rss.stop();
  const done = job.succeeded + job.failed + job.skipped;
  if (job.state !== "done" || done !== records)
    throw new BenchError(`the job ended ${job.state} with ${done} of ${records} records done`);

  const calls = await callsPerWindow(server.dataDir, started);
  const sharePerWindow = Math.floor(limit * BULK_RATE_SHARE);
  const throughput = done / seconds;
  const ratio = throughput / (sharePerWindow / 60);
  const windows = perWindow(samples);
  const busiest = Math.max(...calls);
  console.log("");
  printFact("machine", machine());
  printFact("sandbox", `${HOLDING} leads in company 1 (SQL copies of the seed, ANALYZEd), record index off`);
  printFact(
    "limit",
    `${limit} calls a minute; the job's share ${BULK_RATE_SHARE} = ${sharePerWindow} a window`,
  );
  console.log(
    `warm-up job: ${WARM_RECORDS} leads by id, first progress after ${cold.firstProgressMs} ms, RSS growth ` +
      `${fmt(coldGrowth, 1)} MB (the server's first bulk job since it started)`,
  );
  console.log(
    `bulk job: ${records} leads moved (${job.succeeded} done, ${job.failed} failed, ${job.skipped} unchanged) in ` +
      `${fmt(seconds, 1)} s; first progress after ${firstProgressMs} ms, first record after ${firstRecordMs} ms`,
  );
  console.log(
    `throughput ${fmt(throughput, 1)} records/s against a share of ${fmt(sharePerWindow / 60, 1)}/s: ` +
      `ratio ${fmt(ratio, 3)}; records per window ${windows.map((w) => w.records).join(", ")} (from 100 ms ` +
      `samples); API calls per window ${calls.join(", ")} (the sandbox's own count; most ${busiest}, share ` +
      `${sharePerWindow}); RSS growth ${fmt(growth, 1)} MB`,
  );
  const name = `${records.toLocaleString("en")} of ${HOLDING / 1000}k records`;
  recordFigure({
    bench: "bulk",
    name: `${name}: POST to first progress`,
    value: firstProgressMs ?? Infinity,
    unit: "ms",
    goal: { op: "<=", target: 1000 },
  });
  recordFigure({
    bench: "bulk",
    name: `${name}: throughput / rate-limit share`,
    value: ratio,
    unit: "x",
    basis: `${fmt(throughput, 1)} records/s / ${fmt(sharePerWindow / 60, 1)}/s`,
  });
  recordFigure({
    bench: "bulk",
    name: `${name}: most API calls in one window`,
    value: busiest,
    unit: "calls",
    goal: { op: "<=", target: sharePerWindow },
  });
  recordFigure({
    bench: "bulk",
    name: `${name}: server RSS growth`,
    value: growth,
    unit: "MB",
    goal: { op: "<=", target: 100 },
  });
  return 0;
}

// The console's calls to the sandbox in each rate-limit window since `since`, as the sandbox counted them: each
// recorded call's X-RateLimit-Reset names the window its limiter put it in (refused calls left out).
async function callsPerWindow(dataDir: string, since: number): Promise<number[]> {
  await new Promise((r) => setTimeout(r, 1_000)); // the inspector writes every 250 ms
  const db = await benchDb(dataDir);
  try {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sandbox.workbench_requests
       WHERE company_id = 1 AND at >= $1 AND status <> 429 AND rate_limit ? 'X-RateLimit-Reset'
       GROUP BY rate_limit->>'X-RateLimit-Reset' ORDER BY rate_limit->>'X-RateLimit-Reset'`,
      [new Date(since - 1_000)],
    );
    if (rows.length === 0) throw new BenchError("the request inspector recorded no call of the job");
    return rows.map((r) => r.n);
  } finally {
    await db.end();
  }
}

void runBench(main);
