// npm run bench [-- --only sandbox,bff]: every benchmark in turn, each in a process of its own (one server at a
// time, so none measures another's load), then one table of every figure with its goal and whether it was met.
// Each bench's own report goes to .data/bench/<name>.log (its path is printed); exit 1 when a bench failed or a goal
// was missed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./lib/build";
import { parseOnly } from "./lib/cli";
import { BenchError } from "../../lib/dev/errors";
import { fmt, machine } from "./lib/report";
import { meetsGoal, readFigures, type Figure } from "./lib/results";

// In the order of issue 15's table, then the benches that hold no goal of it.
const benches: { name: string; script: string; what: string; args?: string[] }[] = [
  { name: "sandbox", script: "sandbox.ts", what: "sandbox list vs the trivial route" },
  { name: "metrics", script: "metrics.ts", what: "sandbox list, metrics on vs off" },
  { name: "bff", script: "bff.ts", what: "console hop vs the sandbox straight" },
  { name: "weight", script: "../perf/check-js-budget.ts", what: "JavaScript per page, gzip" },
  { name: "lighthouse", script: "../perf/lighthouse-ci.ts", what: "Lighthouse performance, desktop" },
  { name: "webhooks", script: "webhooks.ts", what: "webhook engine", args: ["--duration", "60"] },
  { name: "leads", script: "leads.ts", what: "leads board in Chromium" },
  { name: "timeline", script: "timeline.ts", what: "schedule in Chromium" },
  { name: "bodies", script: "bodies.ts", what: "1 GB bodies refused" },
  { name: "replay", script: "replay.ts", what: "recovery replay of 100,000 failed deliveries" },
  { name: "bulk", script: "bulk.ts", what: "bulk job over 10,000 of 100,000 leads" },
];

function parseBenches(argv: string[]): Set<string> {
  const { only, rest } = parseOnly(
    argv,
    "bench",
    benches.map((b) => b.name),
  );
  if (rest.length) throw new BenchError(`unknown argument ${rest[0]} (usage: npm run bench [-- --only a,b])`);
  return only;
}

function runOne(script: string, args: string[], logFile: string, results: string): Promise<number> {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile);
    const child = spawn(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join("scripts/bench", script), ...args],
      {
        cwd: root,
        env: { ...process.env, BENCH_RESULTS: results },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    // Progress lines only: the whole report is in the log.
    child.stdout.on("data", (d: Buffer) => {
      for (const line of d.toString().split("\n")) if (line.startsWith("[bench]")) console.log(`  ${line}`);
    });
    child.on("exit", (code) => log.end(() => resolve(code ?? 1)));
  });
}

function printTable(figures: Figure[]) {
  const goalText = (f: Figure) =>
    f.goal
      ? `${f.goal.op} ${Number.isInteger(f.goal.target) ? f.goal.target : fmt(f.goal.target, 2)} ${f.unit}`
      : "—";
  const rows = figures.map((f) => {
    const met = meetsGoal(f);
    return [
      f.bench,
      f.name,
      `${fmt(f.value, f.unit === "req/s" || f.unit === "/s" ? 1 : f.unit === "x" ? 3 : 1)} ${f.unit}`,
      goalText(f),
      met === undefined ? "" : met ? "met" : "MISSED",
      f.basis ?? "",
    ];
  });
  const header = ["bench", "figure", "measured", "goal", "", "basis (same run)"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<number> {
  const only = parseBenches(process.argv.slice(2));
  const dir = path.join(root, ".data", "bench");
  fs.mkdirSync(dir, { recursive: true });
  const results = path.join(dir, "results.jsonl");
  fs.rmSync(results, { force: true });
  const failed: string[] = [];
  for (const b of benches.filter((x) => only.has(x.name))) {
    const logFile = path.join(dir, `${b.name}.log`);
    console.log(`[bench] ${b.name}: ${b.what} (report in ${path.relative(root, logFile)})`);
    const code = await runOne(b.script, b.args ?? [], logFile, results);
    if (code !== 0) failed.push(`${b.name} (exit ${code}; see ${path.relative(root, logFile)})`);
  }
  const figures = readFigures(results);
  console.log("");
  console.log(`machine   ${machine()}`);
  console.log("");
  printTable(figures);
  const missed = figures.filter((f) => meetsGoal(f) === false);
  console.log("");
  if (failed.length) console.log(`failed: ${failed.join(", ")}`);
  console.log(
    missed.length
      ? `${missed.length} of ${figures.filter((f) => f.goal).length} goals missed`
      : `every goal met (${figures.filter((f) => f.goal).length})`,
  );
  return failed.length || missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[bench] ${err instanceof BenchError ? err.message : String(err)}`);
    process.exit(1);
  },
);
