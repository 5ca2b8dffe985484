// npm run bench:sandbox [-- --duration <s>] [--rounds <n>] [--tracing 0|1]: throughput and latency of the sandbox's
// GET /v1/projects?limit=20 and GET /v1/leads?limit=20 beside the app's trivial GET /api/health (one database
// round trip) on the same server, at 20 connections over loopback (issues 2 and 15; the goal is projects ≥ 0.8×
// health). Starts the built app through the launcher (embedded PostgreSQL in a temp dir), warms every route up,
// then runs autocannon against each route in turn for the duration (default 10 s, or BENCH_DURATION), in rounds
// (health, projects, leads, health, projects, leads, … default 2, or BENCH_ROUNDS) so that a noisy machine
// shifts both sides of a ratio alike. Prints a table, the ratios of each round and of all rounds together, and
// exits 1 if any response was not 2xx. The server is always stopped; a hard timeout bounds the run.
// --tracing 1 (or BENCH_TRACING=1) runs the app with traces on, exported over OTLP to a local sink that discards
// them (./lib/otlp-sink.ts); its figures are named "(tracing on)", so a run with and one without give the ratio.
// --tracing 2 compares instead: the projects list on a server with tracing off and one with it on, measured in
// alternating rounds, and the ratio on ÷ off (./lib/tracing-compare.ts).
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { BenchError } from "../../lib/dev/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { startOtlpSink } from "./lib/otlp-sink";
import { compareTracing } from "./lib/tracing-compare";
import { printReport } from "./lib/report";
import { recordFigure } from "./lib/results";
import { failures, meanOfRounds, measureInRounds, warmUp, type Measured, type Route } from "./lib/run-load";
import { checkProjectsList, sandboxToken } from "./lib/sandbox-api";

async function checkHealth(baseUrl: string, health: Route) {
  const res = await fetch(baseUrl + health.path, { headers: health.headers });
  const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
  if (res.status !== 200 || body?.status !== "ok")
    throw new BenchError(`${health.name} answered ${res.status} ${JSON.stringify(body)}`);
}

async function main(): Promise<number> {
  const { duration, rounds, tracing } = parseIntOptions(process.argv.slice(2), "bench:sandbox", {
    duration: { unit: "seconds", fallback: 10, min: 1, max: 600, env: "BENCH_DURATION" },
    rounds: { unit: "rounds", fallback: 2, min: 1, max: 20, env: "BENCH_ROUNDS" },
    tracing: { unit: "switch (0 off, 1 on, 2 both)", fallback: 0, min: 0, max: 2, env: "BENCH_TRACING" },
  });
  checkBuild(["/api/health", "/sandbox/api/[[...path]]"]);
  // Startup (≤ 90 s in startServer) + warm-up + every run + stopping, with room to spare.
  hardTimeout(180_000 + 3 * rounds * duration * 1000);
  if (tracing === 2) return compareTracing(duration, rounds);

  const sink = tracing ? await startOtlpSink() : undefined;
  const { baseUrl } = await startBenchServer(
    sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_SERVICE_NAME: "partner-console-bench" } : {},
  );
  const traced = tracing ? " (tracing on)" : "";
  const token = await sandboxToken(baseUrl, "read:projects read:leads");
  const auth = { Authorization: `Bearer ${token}` };
  const health: Route = { name: "GET /api/health", label: "health", path: "/api/health", headers: {} };
  // The projects and leads rows justify the sandbox's coalesced list reads (COALESCED_READS in
  // lib/sandbox/http/dispatch.ts): 20 identical reads at once share one run; lib/cache/README.md has the figures.
  const projects: Route = {
    name: "GET /sandbox/api/v1/projects?limit=20",
    label: "projects",
    path: "/sandbox/api/v1/projects?limit=20",
    headers: auth,
  };
  const leads: Route = {
    name: "GET /sandbox/api/v1/leads?limit=20",
    label: "leads",
    path: "/sandbox/api/v1/leads?limit=20",
    headers: auth,
  };
  await checkHealth(baseUrl, health);
  const { summary } = await checkProjectsList(baseUrl, projects);
  const leadsList = await checkProjectsList(baseUrl, leads);

  const routes = [health, projects, leads];
  console.log(`[bench] warming up…`);
  for (const route of routes) await warmUp(baseUrl, route);
  const byRoute = await measureInRounds(baseUrl, routes, rounds, duration);
  // Each round's rows in the order measured, then one row per route over all rounds.
  const rows = Array.from({ length: rounds }, (_, r) =>
    byRoute.map((ms, i) => ({
      ...ms[r]!,
      route: { ...routes[i]!, name: `${routes[i]!.name} (round ${r + 1})` },
    })),
  ).flat();
  const [h, p, l] = byRoute.map((ms, i) => ({
    ...meanOfRounds(ms),
    route: { ...routes[i]!, name: `${routes[i]!.name} (all rounds)` },
  })) as [Measured, Measured, Measured];
  const perRound = rows.filter((_, i) => i % 3 !== 0).map((m, i) => [m, rows[3 * Math.floor(i / 2)]!]);
  printReport({
    rows: [...rows, h, p, l],
    duration,
    facts: [
      ["projects", summary],
      ["leads", leadsList.summary.replace("projects", "leads")],
      ["goal", "projects ≥ 0.8× health (issue 15); ratios per round, then over all rounds"],
      [
        "tracing",
        sink
          ? `on: ${sink.exports()} OTLP exports (${Math.round(sink.bytes() / 1024)} KB) to a discarding sink`
          : "off (no OTLP endpoint: no tracer provider)",
      ],
    ],
    ratios: [...(perRound as [Measured, Measured][]), [p, h], [l, h]],
  });
  const basis = `requests/s over ${rounds} a-b rounds of ${duration} s, 20 connections${traced}`;
  recordFigure({
    bench: "sandbox",
    name: `GET /api/health${traced}`,
    value: h.reqPerSec,
    unit: "req/s",
    basis,
  });
  for (const [m, label] of [
    [p, "projects"],
    [l, "leads"],
  ] as const) {
    recordFigure({
      bench: "sandbox",
      name: `GET /sandbox/api/v1/${label}?limit=20${traced}`,
      value: m.reqPerSec,
      unit: "req/s",
      basis,
    });
    recordFigure({
      bench: "sandbox",
      name: `${label} list / health${traced}`,
      value: m.reqPerSec / h.reqPerSec,
      unit: "x",
      // Issue 15 holds the projects list to it; the leads list is shown beside it.
      ...(label === "projects" ? { goal: { op: ">=" as const, target: 0.8 } } : {}),
      basis,
    });
  }
  return failures(rows);
}

await runBench(main);
