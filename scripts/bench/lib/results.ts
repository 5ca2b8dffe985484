import fs from "node:fs";

// A figure a bench measured, with the goal it is held to (if any). Each bench records its figures through
// `recordFigure`; when `npm run bench` runs it, BENCH_RESULTS names a JSON-lines file the figures are appended to,
// and the aggregate table is printed from that file. Run alone, a bench records nothing and prints its own report.
export type Figure = {
  bench: string; // e.g. "sandbox"
  name: string; // what was measured, as printed in the table
  value: number;
  unit: string; // "req/s", "ms", "kB", "score", "x" (a ratio), "/s"
  // The goal: the value must be at least (">=") or at most ("<=") the target; none for a figure kept for comparison.
  goal?: { op: ">=" | "<="; target: number };
  // How the figure was derived, when it is a ratio or a difference of two figures of the same run.
  basis?: string;
};

export function recordFigure(figure: Figure): void {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

export function readFigures(file: string): Figure[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}

export const meetsGoal = (f: Figure): boolean | undefined =>
  f.goal === undefined ? undefined : f.goal.op === ">=" ? f.value >= f.goal.target : f.value <= f.goal.target;
