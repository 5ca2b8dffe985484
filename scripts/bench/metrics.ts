// npm run bench:metrics [-- --duration <s>] [--rounds <n>]: what metrics and tracing cost the sandbox's
// GET /v1/projects?limit=20 (goal: on ≥ 0.95× off). Two built apps side by side, each with its own embedded
// PostgreSQL: one with METRICS=off and no tracing, one scraped every second while loaded and exporting its sampled
// traces (default sampling) to a discarding OTLP sink. Short rounds alternate which goes first, so a noisy machine shifts both alike.
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { printReport } from "./lib/report";
import { recordFigure } from "./lib/results";
import { failures, meanOfRounds, measure, warmUp, type Measured, type Route } from "./lib/run-load";
import { startOtlpSink } from "./lib/otlp-sink";
import { checkProjectsList, sandboxToken } from "./lib/sandbox-api";

async function main(): Promise<number> {
  const { duration, rounds } = parseIntOptions(process.argv.slice(2), "bench:metrics", {
    // Short rounds, many of them: the machine's load (other processes) drifts within seconds, and each side
    // should meet the same drift. A first run of 3 rounds of 10 s gave pairs from 0.75 to 1.1.
    duration: { unit: "seconds", fallback: 3, min: 1, max: 600, env: "BENCH_DURATION" },
    rounds: { unit: "rounds", fallback: 10, min: 1, max: 40, env: "BENCH_ROUNDS" },
  });
  checkBuild(["/metrics", "/sandbox/api/[[...path]]"]);
  hardTimeout(240_000 + 2 * rounds * duration * 1000);

  const sink = await startOtlpSink();
  const sides = [] as { label: string; baseUrl: string; route: Route }[];
  for (const [label, env] of [
    ["metrics and tracing off", { METRICS: "off" }],
    ["metrics and tracing on", { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint, OTEL_SERVICE_NAME: "bench" }],
  ] as const) {
    const { baseUrl } = await startBenchServer(env);
    const token = await sandboxToken(baseUrl, "read:projects");
    const route: Route = {
      name: `GET /sandbox/api/v1/projects?limit=20, ${label}`,
      label,
      path: "/sandbox/api/v1/projects?limit=20",
      headers: { Authorization: `Bearer ${token}` },
    };
    await checkProjectsList(baseUrl, route);
    sides.push({ label, baseUrl, route });
  }
  const [off, on] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const scrape = await fetch(`${on.baseUrl}/metrics`);
  if (scrape.status !== 200) throw new Error(`/metrics of the app with metrics answered ${scrape.status}`);
  if ((await fetch(`${off.baseUrl}/metrics`)).status !== 404)
    throw new Error("the app with METRICS=off still serves /metrics");

  console.log(`[bench] warming up…`);
  for (const s of sides) await warmUp(s.baseUrl, s.route);
  const measured = new Map<string, Measured[]>(sides.map((s) => [s.label, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const s of round % 2 ? [off, on] : [on, off]) {
      console.log(`[bench] round ${round}/${rounds}: ${s.route.name}, ${duration} s…`);
      const scraper =
        s === on
          ? setInterval(() => void fetch(`${on.baseUrl}/metrics`).then((r) => r.text()), 1000)
          : undefined;
      try {
        const m = await measure(s.baseUrl, s.route, duration);
        measured
          .get(s.label)!
          .push({ ...m, route: { ...s.route, name: `${s.route.name} (round ${round})` } });
      } finally {
        clearInterval(scraper);
      }
    }
  }
  const rows = [...measured.values()].flat();
  const [mOff, mOn] = sides.map((s) => ({
    ...meanOfRounds(measured.get(s.label)!),
    route: { ...s.route, name: `${s.route.name} (all rounds)` },
  })) as [Measured, Measured];
  printReport({
    rows: [...rows, mOff, mOn],
    duration,
    facts: [
      ["servers", "two built apps, each with its own embedded PostgreSQL; METRICS=off and no tracing on one"],
      [
        "tracing",
        `${sink.exports()} OTLP exports (${Math.round(sink.bytes() / 1024)} KB) to a discarding sink`,
      ],
      [
        "goal",
        "on ≥ 0.95× off; /metrics scraped every second while loaded, sampled traces (default sampling) exported",
      ],
    ],
    ratios: [[mOn, mOff]],
  });
  const basis = `requests/s over ${rounds} alternating rounds of ${duration} s, 20 connections, two servers`;
  recordFigure({
    bench: "metrics",
    name: "projects list, metrics and tracing on / off",
    value: mOn.reqPerSec / mOff.reqPerSec,
    unit: "x",
    goal: { op: ">=", target: 0.95 },
    basis,
  });
  return failures(rows);
}

await runBench(main);
