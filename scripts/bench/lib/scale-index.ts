import { pct, type IndexResult } from "./index-bench";
import type { Metric } from "./scale-rows";
import type { TableRow } from "./scale-table";

// bench:scale's record-index rows (issue 26), measured once at the largest size on a server of their own
// (lib/index-bench.ts): name search p95 ≤ 50 ms, sorted page p95 ≤ 100 ms, backfill time at the default quota
// share (no goal in the issue), event → searchable (≤ 2 s, as issue 26's integration test holds it).
const p50: Metric = { key: "p50", unit: "ms" };
const p95 = (target?: number): Metric => ({
  key: "p95",
  unit: "ms",
  ...(target ? { goal: { op: "<=" as const, target } } : {}),
});

export function indexRows(r: IndexResult, size: string): TableRow[] {
  const row = (name: string, metrics: Metric[], values: Record<string, number>, note?: string): TableRow => ({
    name,
    metrics,
    bySize: new Map([[size, { grown: { values, ...(note ? { note } : {}) } }]]),
  });
  const both = (xs: number[]) => ({ p50: pct(xs, 50), p95: pct(xs, 95) });
  return [
    row(
      "record index backfill (share 0.2 of 1200/min)",
      [{ key: "time", unit: "s" }],
      { time: r.backfill.seconds },
      r.backfill.text,
    ),
    row("record index name search", [p50, p95(50)], both(r.search), `n=${r.search.length}`),
    row("record index sorted page (20 by cursor)", [p50, p95(100)], both(r.sorted), `n=${r.sorted.length}`),
    row("API-backed list page (20 by offset)", [p50, p95()], both(r.apiList), "for comparison"),
    row("event → searchable", [p50, p95(2000)], both(r.latency), `n=${r.latency.length}`),
  ];
}
