// npm run bench:sandbox [-- --duration <s>]: throughput and latency of the sandbox's GET /v1/projects?limit=20
// beside the trivial /api/ping route of the same server, at 20 connections over loopback (issue 2).
// Starts the built app through the launcher (embedded PostgreSQL in a temp dir), warms both routes up, runs
// autocannon against each for the duration (default 10 s, or BENCH_DURATION), prints a table and the ratios,
// and exits 1 if any response was not 2xx. The server is always stopped; a hard timeout bounds the run.
import { checkBuild } from "./lib/build";
import { parseDuration } from "./lib/cli";
import { BenchError } from "./lib/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { printReport } from "./lib/report";
import { failures, warmUpAndMeasure, type Measured, type Route } from "./lib/run-load";
import { checkProjectsList, sandboxToken } from "./lib/sandbox-api";

async function checkPing(baseUrl: string, ping: Route) {
  const p = await fetch(baseUrl + ping.path, { headers: ping.headers });
  const pBody = (await p.json().catch(() => null)) as { ok?: unknown } | null;
  if (p.status !== 200 || pBody?.ok !== true)
    throw new BenchError(`${ping.name} answered ${p.status} ${JSON.stringify(pBody)}`);
}

async function main(): Promise<number> {
  const duration = parseDuration(process.argv.slice(2), "bench:sandbox");
  checkBuild(["/api/ping"]);
  // Startup (≤ 90 s in startServer) + warm-up + both runs + stopping, with room to spare.
  hardTimeout(180_000 + 2 * duration * 1000);

  const { baseUrl } = await startBenchServer();
  const token = await sandboxToken(baseUrl);
  const ping: Route = { name: "GET /api/ping", label: "ping", path: "/api/ping", headers: {} };
  const projects: Route = {
    name: "GET /sandbox/api/v1/projects?limit=20",
    label: "projects",
    path: "/sandbox/api/v1/projects?limit=20",
    headers: { Authorization: `Bearer ${token}` },
  };
  await checkPing(baseUrl, ping);
  const { summary } = await checkProjectsList(baseUrl, projects);

  const rows = await warmUpAndMeasure(baseUrl, [ping, projects], duration);
  const [pingRow, projectsRow] = rows as [Measured, Measured];
  printReport({ rows, duration, facts: [["projects", summary]], ratios: [[projectsRow, pingRow]] });
  return failures(rows);
}

await runBench(main);
