import { fmt } from "./report";
import { recordFigure } from "./results";
import type { Cells, Goal, Metric } from "./scale-rows";

// bench:scale's table: one line per row and metric with the seed-size server's value (measured beside the largest
// size), the grown server's at each size, the factor largest/seed, the goal and whether it was met.

export type Pair = { seed?: Cells; grown?: Cells }; // one row at one size, both servers
export type TableRow = { name: string; metrics: Metric[]; bySize: Map<string, Pair>; failed?: string };

// The mean of each value over rounds; errors added up, the first note kept.
export function meanCells(all: Cells[]): Cells {
  const keys = new Set(all.flatMap((c) => Object.keys(c.values)));
  const values: Record<string, number> = {};
  for (const k of keys) {
    const v = all.map((c) => c.values[k]).filter((x): x is number => x !== undefined);
    if (v.length) values[k] = v.reduce((a, b) => a + b, 0) / v.length;
  }
  const errors = all.reduce((n, c) => n + (c.errors ?? 0), 0);
  const note = all.map((c) => c.note).find(Boolean);
  return { values, ...(errors ? { errors } : {}), ...(note ? { note } : {}) };
}

// A metric as printed: its key, then its unit unless the key ends with it.
const label = (m: Metric) => (m.key.endsWith(m.unit) ? m.key : `${m.key} ${m.unit}`);

const goalText = (g: Goal | undefined, unit: string) =>
  !g ? "" : `${g.op === "<=" ? "≤" : "≥"} ${g.target}${g.relative ? "× seed" : ` ${unit}`}`;

// Prints the table; returns how many goals were missed (a value that could not be measured misses its goal).
export function printTable(rows: TableRow[], sizes: string[], basis: string): number {
  const large = sizes[sizes.length - 1]!;
  const digits = (unit: string) => (unit === "req/s" ? 0 : 1);
  const nameW = Math.max(20, ...rows.map((r) => r.name.length));
  const metricW = Math.max(...rows.flatMap((r) => r.metrics.map((m) => label(m).length)));
  const head = ["seed", ...sizes, `${large}/seed`].map((h) => h.padStart(9)).join(" ");
  console.log(`${"row".padEnd(nameW)}  ${"metric".padEnd(metricW)} ${head}  ${"goal".padEnd(14)} result`);
  let missed = 0;
  for (const row of rows) {
    const at = row.bySize.get(large);
    for (const [i, m] of row.metrics.entries()) {
      const seed = at?.seed?.values[m.key];
      const big = at?.grown?.values[m.key];
      const ratio = big !== undefined && seed ? big / seed : undefined;
      const cell = (v: number | undefined, d: number) => (v === undefined ? "-" : fmt(v, d)).padStart(9);
      const cells = [
        cell(seed, digits(m.unit)),
        ...sizes.map((s) => cell(row.bySize.get(s)?.grown?.values[m.key], digits(m.unit))),
        ratio === undefined ? "-".padStart(9) : `${fmt(ratio, 2)}x`.padStart(9),
      ].join(" ");
      const value = m.goal?.relative ? ratio : big;
      const met =
        !m.goal || value === undefined
          ? undefined
          : m.goal.op === "<="
            ? value <= m.goal.target
            : value >= m.goal.target;
      const result = !m.goal ? "" : met ? "met" : "MISSED";
      if (m.goal && !met) missed++;
      console.log(
        `${(i === 0 ? row.name : "").padEnd(nameW)}  ${label(m).padEnd(metricW)} ${cells}  ${goalText(m.goal, m.unit).padEnd(14)} ${result}`,
      );
      if (m.goal && value !== undefined)
        recordFigure({
          bench: "scale",
          name: `${row.name} ${m.key}${m.goal.relative ? ` ${large}/seed` : ` at ${large}`}`,
          value,
          unit: m.goal.relative ? "x" : m.unit,
          goal: { op: m.goal.op, target: m.goal.target },
          ...(m.goal.relative ? { basis } : {}),
        });
    }
    const notes = [
      at?.seed?.note && `seed: ${at.seed.note}`,
      ...sizes.map((s) => {
        const n = row.bySize.get(s)?.grown?.note;
        return n && `${s}: ${n}`;
      }),
      row.failed && `FAILED: ${row.failed}`,
    ].filter(Boolean);
    if (notes.length) console.log(`${"".padEnd(nameW)}    (${notes.join(" | ")})`);
  }
  return missed;
}
