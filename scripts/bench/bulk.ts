// npm run bench:bulk [-- --records <n>] [--limit <calls a minute>]: a bulk job at a partner's scale (issue 41).
// The sandbox grows company 1 to 100,000 leads by SQL copies of its seed (lib/grow.ts), --records of them (10,000
// unless given) in one phase; an admin moves "all N matching" of that phase to another through the console. The
// sandbox allows the console --limit calls a minute (12,000 unless given), of which the job's share is half. Prints
// the time from the POST to the first progress the panel shows (records found), the throughput against the job's
// share of the rate limit (and the most records it did in any one window, which must stay within that share), and
// the growth of the server's resident memory (VmRSS of next-server, sampled every 50 ms, peak minus the level
// before). The record index is off (no crawler beside the job). Ends by itself; a hard timeout bounds it.
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
const FROM_PHASE = 7; // the seed's custom phase
const TO_PHASE = 1;
type Job = { state: string; collected: number; succeeded: number; failed: number; skipped: number };

async function main(): Promise<number> {
  const { records, limit } = parseIntOptions(process.argv.slice(2), "bench:bulk", {
    records: { unit: "records", fallback: 10_000, min: 100, max: 50_000 },
    limit: { unit: "calls a minute", fallback: 12_000, min: 600, max: 1_000_000 },
  });
  checkBuild(["/api/bulk-jobs", "/api/bulk-jobs/[id]"]);
  hardTimeout(15 * 60_000);
  const server = await startBenchServer({ INDEX: "off", SANDBOX_RATE_LIMIT: String(limit) });
  const db = await benchDb(server.dataDir);
  console.log(`[bench] growing company 1 to ${HOLDING} leads, ${records} of them in phase ${FROM_PHASE}…`);
  await growTo(db, "leads", HOLDING);
  await fillPhase(db, FROM_PHASE, records);
  // Live, unconverted leads: each move is one write the API accepts.
  await db.query(
    "UPDATE sandbox.leads SET retired = false, project_id = NULL WHERE company_id = 1 AND phase_id = $1",
    [FROM_PHASE],
  );
  await settle(db);
  await db.end();

  const cookie = await signIn(server.baseUrl, emailOf("admin"), DEMO_PASSWORD);
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: body ? "POST" : "GET",
      headers: { cookie, origin: server.baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new BenchError(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: Job & { id: number } }).data;
  };
  const rss = rssGrowth(serverPid(server.port));
  const started = Date.now();
  const { id } = await call("/api/bulk-jobs", {
    entity: "lead",
    action: "phase",
    value: TO_PHASE,
    selection: { filters: { phaseId: FROM_PHASE, retired: true } },
  });
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
  const seconds = (Date.now() - started) / 1000;
  const growth = rss.stop();
  const done = job.succeeded + job.failed + job.skipped;
  if (job.state !== "done" || done !== records)
    throw new BenchError(`the job ended ${job.state} with ${done} of ${records} records done`);

  const sharePerWindow = Math.floor(limit * BULK_RATE_SHARE);
  const throughput = done / seconds;
  const ratio = throughput / (sharePerWindow / 60);
  const windows = perWindow(samples);
  const busiest = Math.max(...windows.map((w) => w.records));
  console.log("");
  printFact("machine", machine());
  printFact("sandbox", `${HOLDING} leads in company 1 (SQL copies of the seed, ANALYZEd), record index off`);
  printFact(
    "limit",
    `${limit} calls a minute; the job's share ${BULK_RATE_SHARE} = ${sharePerWindow} a window`,
  );
  console.log(
    `bulk job: ${records} leads moved (${job.succeeded} done, ${job.failed} failed, ${job.skipped} unchanged) in ` +
      `${fmt(seconds, 1)} s; first progress after ${firstProgressMs} ms, first record after ${firstRecordMs} ms`,
  );
  console.log(
    `throughput ${fmt(throughput, 1)} records/s against a share of ${fmt(sharePerWindow / 60, 1)}/s: ` +
      `ratio ${fmt(ratio, 3)}; records per window ${windows.map((w) => w.records).join(", ")} ` +
      `(most ${busiest}, share ${sharePerWindow}); RSS growth ${fmt(growth, 1)} MB`,
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
    name: `${name}: most records in one window`,
    value: busiest,
    unit: "records",
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

void runBench(main);
