import type { Browser, BrowserContext } from "@playwright/test";
import { BOARD_KEY, BOARD_PROBE, type BoardDetails } from "./board-probe";
import { launchChromium } from "./browser";
import { BenchError } from "../../../lib/dev/errors";
import { measureLoads, openBench } from "./page-bench";
import type { Metric, ScaleCtx, ScaleRow } from "./scale-rows";
import { percentile, sortedOf } from "./stats";

// bench:scale's Chromium row: /leads in headless chromium (bench:leads' probe), signed in as the demo manager on
// each server: from navigation start to the first card on the board and to the first frame with every column's
// count; p50 of ctx.runs loads after one warm-up. Issue 25: first card ≤ 1.5 s, all counts ≤ 2 s.

const METRICS = {
  firstCard: { key: "first card", unit: "ms", goal: { op: "<=", target: 1500 } },
  counts: { key: "all counts", unit: "ms", goal: { op: "<=", target: 2000 } },
} as const satisfies Record<string, Metric>;

let launched: Promise<{ browser: Browser; executablePath: string }> | undefined;
const contexts = new Map<string, Promise<BrowserContext>>(); // by server address

function contextOf(baseUrl: string): Promise<BrowserContext> {
  let c = contexts.get(baseUrl);
  if (!c) {
    launched ??= launchChromium();
    c = launched.then(async (l) => (await openBench(baseUrl, BOARD_PROBE, l)).context);
    contexts.set(baseUrl, c);
  }
  return c;
}

const p50 = (xs: number[]) => percentile(sortedOf(xs), 50);

export const browserRow: ScaleRow = {
  name: "Chromium /leads board",
  group: "browser",
  metrics: Object.values(METRICS),
  measure: async (ctx: ScaleCtx) => {
    const loads = await measureLoads<BoardDetails>(
      await contextOf(ctx.baseUrl),
      BOARD_KEY,
      "/leads",
      ctx.runs,
    );
    const at = (k: "firstCardAt" | "countsAt") =>
      loads.map((l) => {
        const v = l[k];
        if (v === null) throw new BenchError(`/leads: no ${k} stamped`);
        return v;
      });
    const last = loads[loads.length - 1]!;
    return {
      values: { [METRICS.firstCard.key]: p50(at("firstCardAt")), [METRICS.counts.key]: p50(at("countsAt")) },
      note: `p50 of ${loads.length}; ${last.leads} leads counted, long tasks ${p50(loads.map((l) => l.longTasks))}, blocking ${Math.round(p50(loads.map((l) => l.blockingMs)))} ms`,
    };
  },
};
