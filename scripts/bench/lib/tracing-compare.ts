import { startBenchServer } from "./lifecycle";
import { startOtlpSink } from "./otlp-sink";
import { printReport } from "./report";
import { recordFigure } from "./results";
import { failures, meanOfRounds, measure, warmUp, type Measured, type Route } from "./run-load";
import { sandboxToken } from "./sandbox-api";

// bench:sandbox --tracing 2: the sandbox's projects list on two servers side by side, one without an OTLP endpoint
// (no tracer provider) and one exporting every span to a local sink that discards them, measured in turn, round
// by round and in alternating order (off-on, on-off, …), so a machine whose load drifts shifts both alike. Prints
// requests/s of each and the ratio on ÷ off, per round and over all rounds.
export async function compareTracing(duration: number, rounds: number): Promise<number> {
  const sink = await startOtlpSink();
  const off = await startBenchServer();
  const on = await startBenchServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint,
    OTEL_SERVICE_NAME: "partner-console-bench",
  });
  const routeOf = async (baseUrl: string, label: string): Promise<Route> => ({
    name: `GET /sandbox/api/v1/projects?limit=20 (tracing ${label})`,
    label: `tracing ${label}`,
    path: "/sandbox/api/v1/projects?limit=20",
    headers: { Authorization: `Bearer ${await sandboxToken(baseUrl, "read:projects")}` },
  });
  const sides = [
    { baseUrl: off.baseUrl, route: await routeOf(off.baseUrl, "off"), runs: [] as Measured[] },
    { baseUrl: on.baseUrl, route: await routeOf(on.baseUrl, "on"), runs: [] as Measured[] },
  ];
  console.log(`[bench] warming up…`);
  for (const s of sides) await warmUp(s.baseUrl, s.route);
  for (let round = 1; round <= rounds; round++)
    for (const s of round % 2 ? sides : [...sides].reverse()) {
      console.log(`[bench] round ${round}/${rounds}: ${s.route.name}, ${duration} s…`);
      s.runs.push({ ...(await measure(s.baseUrl, s.route, duration)), route: s.route });
    }
  const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const all = sides.map((s) => ({
    ...meanOfRounds(s.runs),
    route: { ...s.route, name: `${s.route.name} (all)` },
  }));
  printReport({
    rows: [...a.runs, ...b.runs, ...all],
    duration,
    facts: [
      [
        "tracing",
        `on: ${sink.exports()} OTLP exports (${Math.round(sink.bytes() / 1024)} KB) to a discarding sink`,
      ],
      ["order", "off-on in odd rounds, on-off in even ones; ratios per round, then over all rounds"],
    ],
    ratios: [...b.runs.map((m, i) => [m, a.runs[i]!] as [Measured, Measured]), [all[1]!, all[0]!]],
  });
  recordFigure({
    bench: "sandbox",
    name: "projects list, tracing on / off",
    value: all[1]!.reqPerSec / all[0]!.reqPerSec,
    unit: "x",
    basis: `requests/s over ${rounds} alternating rounds of ${duration} s, 20 connections, two servers`,
  });
  return failures([...a.runs, ...b.runs]);
}
