import { COLUMN_PAGE } from "../../../lib/leads/queries";
import { exportOnce, warmExport } from "./export-run";
import { serverPid } from "./huge-upload";
import { get, load, LOAD } from "./scale-load";
import { withNote, type Metric, type ScaleCtx, type ScaleRow } from "./scale-rows";

// bench:scale's console rows: routes of the console's own API through a signed-in session, measured as the
// sandbox rows are (the console reaches the sandbox over HTTP with its own client, as it would the real API).

function routeRow(
  name: string,
  group: ScaleRow["group"],
  metrics: Metric[],
  path: (ctx: ScaleCtx) => string,
): ScaleRow {
  return {
    name,
    group,
    metrics,
    measure: async (ctx) => {
      const p = path(ctx);
      const bytes = Buffer.byteLength(await get(ctx, p, ctx.console));
      return withNote(await load(ctx, name, p, undefined, ctx.console), `${Math.round(bytes / 1024)} KB`);
    },
  };
}

// Issue 25: the board column route c20 p95 ≤ 500 ms, with 5,000 leads in one phase and with 100k in total.
const BOARD_METRICS: Metric[] = [LOAD.c1, { ...LOAD.c20p95, goal: { op: "<=", target: 500 } }, LOAD.c20];
// The board's own request: the first page of a column.
const column = (phaseId: number) => `/api/leads/column?phaseId=${phaseId}&offset=0&limit=${COLUMN_PAGE}`;

export const EXPORT_METRICS = {
  ms: { key: "time", unit: "ms", goal: { op: "<=", target: 5000 } },
  normal: { key: "RSS growth", unit: "MB", goal: { op: "<=", target: 50 } },
  throttled: { key: "RSS growth, throttled", unit: "MB", goal: { op: "<=", target: 50 } },
} as const satisfies Record<string, Metric>;

// One normal and one throttled download (64 KB every 50 ms) of every project: the time of the normal one and
// the server's resident-memory growth during each (scripts/bench/scale-export.ts does rounds and a floor).
const exportRow: ScaleRow = {
  name: "console CSV export of projects",
  group: "export",
  metrics: Object.values(EXPORT_METRICS),
  measure: async (ctx) => {
    const cookie = ctx.console.Cookie!;
    const pid = serverPid(ctx.port);
    const expectRows = await ctx.total("/sandbox/api/v1/projects?limit=1");
    await warmExport(ctx.baseUrl, cookie);
    const normal = await exportOnce(ctx.baseUrl, cookie, pid, { throttle: false, expectRows });
    const throttled = await exportOnce(ctx.baseUrl, cookie, pid, { throttle: true, expectRows });
    return {
      values: {
        [EXPORT_METRICS.ms.key]: normal.ms,
        [EXPORT_METRICS.normal.key]: normal.rssGrowthMb,
        [EXPORT_METRICS.throttled.key]: throttled.rssGrowthMb,
      },
      note: `${expectRows} rows, ${(normal.bytes / 2 ** 20).toFixed(1)} MB; throttled ${(throttled.ms / 1000).toFixed(1)} s`,
    };
  },
};

export function consoleRows(busyPhase: number): ScaleRow[] {
  return [
    routeRow(`console board column phaseId=${busyPhase} (busy phase)`, "board", BOARD_METRICS, () =>
      column(busyPhase),
    ),
    routeRow("console board column phaseId=1", "board", BOARD_METRICS, () => column(1)),
    routeRow(
      "console delivery stats",
      "deliveries",
      [LOAD.c1, LOAD.c20p95, LOAD.c20],
      (ctx) => `/api/webhooks/${ctx.subscriptionId}/stats`,
    ),
    routeRow(
      "console delivery log status=failed",
      "deliveries",
      [LOAD.c1, LOAD.c20p95, LOAD.c20],
      (ctx) => `/api/webhooks/${ctx.subscriptionId}/deliveries?status=failed&limit=20`,
    ),
    exportRow,
  ];
}
