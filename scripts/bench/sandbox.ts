// npm run bench:sandbox [-- --duration <s>]: throughput and latency of the sandbox's GET /v1/projects?limit=20
// beside the trivial /api/ping route of the same server, at 20 connections over loopback (issue 2).
// Starts the built app through the launcher (embedded PostgreSQL in a temp dir), warms both routes up, runs
// autocannon against each for the duration (default 10 s, or BENCH_DURATION), prints a table and the ratios,
// and exits 1 if any response was not 2xx. The server is always stopped; a hard timeout bounds the run.
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "../../e2e/support/server";
import { needsBuild } from "../lib/build-state";

const CONNECTIONS = 20;
const WARMUP_REQUESTS = 400;
const root = path.resolve(import.meta.dirname, "../..");

let current: autocannon.Instance | undefined; // the autocannon run in progress, stopped on Ctrl-C
let interrupted = false;
let server: TestServer | undefined;
let dataDir: string | undefined;
let cleaning: Promise<void> | undefined;

type Route = { name: string; path: string; headers: Record<string, string> };
type Measured = {
  route: Route;
  reqPerSec: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
};

class BenchError extends Error {}

function parseDuration(argv: string[]): number {
  let raw = process.env.BENCH_DURATION;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--duration") raw = argv[++i];
    else if (arg.startsWith("--duration=")) raw = arg.slice("--duration=".length);
    else
      throw new BenchError(
        `unknown argument ${arg} (usage: npm run bench:sandbox [-- --duration <seconds>])`,
      );
  }
  if (raw === undefined) return 10;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600)
    throw new BenchError(`--duration must be a whole number of seconds from 1 to 600, not "${raw}"`);
  return seconds;
}

// The launcher is run with --no-build, so the benchmark measures whatever .next holds: insist on a build that has /api/ping.
function checkBuild() {
  const manifest = path.join(root, ".next", "app-path-routes-manifest.json");
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID")) || !fs.existsSync(manifest)) {
    throw new BenchError("there is no production build: run `npx next build` first");
  }
  const routes = JSON.parse(fs.readFileSync(manifest, "utf8")) as Record<string, string>;
  if (!Object.values(routes).includes("/api/ping"))
    throw new BenchError("the build predates app/api/ping: run `npx next build` first");
  if (needsBuild(root))
    console.warn(
      "[bench] warning: sources changed since the last build; this measures the built app (run `npx next build` to refresh)",
    );
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function getToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "sandbox-partner",
      client_secret: "sandbox-secret",
      audience: new URL(baseUrl).origin,
      scope: "read:projects",
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown };
  if (!res.ok || typeof body.access_token !== "string")
    throw new BenchError(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// One request per route before measuring, so a wrong answer fails loudly instead of being benchmarked.
async function sanityCheck(baseUrl: string, ping: Route, projects: Route): Promise<string> {
  const p = await fetch(baseUrl + ping.path, { headers: ping.headers });
  const pBody = (await p.json().catch(() => null)) as { ok?: unknown } | null;
  if (p.status !== 200 || pBody?.ok !== true)
    throw new BenchError(`${ping.name} answered ${p.status} ${JSON.stringify(pBody)}`);
  const r = await fetch(baseUrl + projects.path, { headers: projects.headers });
  const text = await r.text();
  const body = parseJson(text) as { data?: unknown; total?: unknown } | null;
  if (r.status !== 200 || !Array.isArray(body?.data))
    throw new BenchError(`${projects.name} answered ${r.status} ${text.slice(0, 300)}`);
  return `${body.data.length} projects of ${String(body.total)} per response, ${Buffer.byteLength(text)} bytes`;
}

function run(baseUrl: string, route: Route, opts: { duration?: number; amount?: number }) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: baseUrl + route.path,
    headers: route.headers,
    connections: CONNECTIONS,
    timeout: 10,
    ...opts,
  });
  // autocannon's own histogram has 1 ms resolution; keep every response's time for sub-millisecond percentiles.
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  current = instance;
  return { instance, latencies };
}

async function warmUp(baseUrl: string, route: Route) {
  const result = await run(baseUrl, route, { amount: WARMUP_REQUESTS }).instance;
  const bad = result.non2xx + result.errors; // errors include timeouts
  if (bad > 0)
    throw new BenchError(
      `warm-up of ${route.name}: ${bad} of ${WARMUP_REQUESTS} requests failed (${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors)`,
    );
}

async function measure(baseUrl: string, route: Route, duration: number): Promise<Measured> {
  const { instance, latencies } = run(baseUrl, route, { duration });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    route,
    reqPerSec: result.requests.mean,
    total: result["2xx"] + result.non2xx,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function printReport(rows: Measured[], duration: number, sample: string) {
  const [ping, projects] = rows as [Measured, Measured];
  const acVersion = (
    JSON.parse(fs.readFileSync(path.join(root, "node_modules", "autocannon", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const nameWidth = Math.max(...rows.map((r) => r.route.name.length));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(nameWidth) : c.padStart(i === 1 ? 11 : 9))).join("  ");
  const fmt = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

  console.log("");
  console.log(
    `machine   node ${process.version}, ${os.availableParallelism()} cores (${cpu}), ${os.platform()} ${os.arch()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  console.log(
    `load      autocannon ${acVersion} in this process, same machine, loopback; ${CONNECTIONS} connections, ${duration} s per route after ${WARMUP_REQUESTS} warm-up requests each`,
  );
  console.log(`projects  ${sample}`);
  console.log("");
  console.log(line(["route", "requests/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors"]));
  for (const r of rows) {
    console.log(
      line([
        r.route.name,
        fmt(r.reqPerSec, 1),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        String(r.total),
        String(r.non2xx),
        String(r.errors),
      ]),
    );
  }
  console.log("");
  const ratio = projects.reqPerSec / ping.reqPerSec;
  console.log(
    `ratio projects/ping  requests/s ${fmt(ratio, 3)} (ping serves ${fmt(1 / ratio, 1)}x as many), p50 ${fmt(projects.p50 / ping.p50, 1)}x, p99 ${fmt(projects.p99 / ping.p99, 1)}x`,
  );
  console.log(
    "(requests/s is autocannon's mean of per-second counts; p50/p99 are over every response's time)",
  );
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    if (server) {
      const s = server;
      const stopped = await Promise.race([
        s.stop().then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), 20_000).unref()),
      ]);
      if (!stopped) {
        console.error("[bench] the server did not stop within 20 s; killing it");
        s.kill9();
      }
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

async function main(): Promise<number> {
  const duration = parseDuration(process.argv.slice(2));
  checkBuild();

  // Startup (≤ 90 s in startServer) + warm-up + both runs + stopping, with room to spare.
  const budgetMs = 180_000 + 2 * duration * 1000;
  const hardTimeout = setTimeout(() => {
    console.error(`[bench] hard timeout after ${budgetMs / 1000} s; killing the server`);
    server?.kill9();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(2);
  }, budgetMs);
  hardTimeout.unref();

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`[bench] ${signal}: stopping the server`);
      current?.stop();
      void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }

  console.log(`[bench] starting the app (embedded PostgreSQL, seeded sandbox)…`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-bench-"));
  server = await startServer(
    { SANDBOX_RATE_LIMIT: "100000000", SANDBOX_USAGE_LIMIT: "1000000000", LOG_LEVEL: "warn" },
    { dataDir },
  );
  const { baseUrl } = server;
  if (new URL(baseUrl).hostname !== "127.0.0.1")
    throw new BenchError(`refusing to benchmark a non-loopback address ${baseUrl}`);
  console.log(`[bench] app up at ${baseUrl}`);

  const token = await getToken(baseUrl);
  const ping: Route = { name: "GET /api/ping", path: "/api/ping", headers: {} };
  const projects: Route = {
    name: "GET /sandbox/api/v1/projects?limit=20",
    path: "/sandbox/api/v1/projects?limit=20",
    headers: { Authorization: `Bearer ${token}` },
  };
  const sample = await sanityCheck(baseUrl, ping, projects);

  console.log(`[bench] warming up (${WARMUP_REQUESTS} requests per route)…`);
  await warmUp(baseUrl, ping);
  await warmUp(baseUrl, projects);

  const rows: Measured[] = [];
  for (const route of [ping, projects]) {
    console.log(`[bench] ${route.name}: ${duration} s at ${CONNECTIONS} connections…`);
    rows.push(await measure(baseUrl, route, duration));
  }

  printReport(rows, duration, sample);

  const failed = rows.filter((r) => r.non2xx + r.errors > 0); // errors include timeouts
  for (const r of failed) {
    console.error(
      `[bench] FAIL ${r.route.name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors (${r.timeouts} of them timeouts)`,
    );
  }
  return failed.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  if (!interrupted)
    console.error(
      `[bench] ${err instanceof BenchError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
