import { BenchError } from "../../../lib/dev/errors";
import { measure, type Measured, type Route } from "./run-load";
import type { Cells, Metric, ScaleCtx } from "./scale-rows";

// The body of a GET that must answer 200 (the partner's token unless other headers are given).
export async function get(ctx: ScaleCtx, path: string, headers = ctx.sandbox): Promise<string> {
  const res = await fetch(ctx.baseUrl + path, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new BenchError(`GET ${path} answered ${res.status} ${text.slice(0, 300)}`);
  return text;
}

// The metrics `load` fills: c1 p50, c20 on one URL (p95 and req/s), c20 over `paths` (req/s).
export const LOAD = {
  c1: { key: "c1 p50", unit: "ms" },
  c20p95: { key: "c20 p95", unit: "ms" },
  c20: { key: "c20 req/s", unit: "req/s" },
  pages: { key: "c20 pages req/s", unit: "req/s" },
} as const satisfies Record<string, Metric>;

// c1 (one client, ctx.c1Seconds) and c20 (20 connections, ctx.seconds) on `path`, then c20 with each request on
// the next of `paths` (nothing for the server to coalesce), after one read of each path. Failed answers (a route
// too slow for autocannon's 10 s timeout at 20 connections, say) are counted, not fatal: the table is printed.
export async function load(
  ctx: ScaleCtx,
  name: string,
  path: string,
  paths?: string[],
  headers = ctx.sandbox,
): Promise<Cells> {
  for (const p of new Set([path, ...(paths ?? [])])) await get(ctx, p, headers);
  const route: Route = { name, label: name, path, headers };
  const c1 = await measure(ctx.baseUrl, route, ctx.c1Seconds, 1);
  const c20 = await measure(ctx.baseUrl, route, ctx.seconds, 20);
  const vary = paths && (await measure(ctx.baseUrl, { ...route, paths }, ctx.seconds, 20));
  const bad = [c1, c20, vary].filter((m): m is Measured => m !== undefined && m.non2xx + m.errors > 0);
  return {
    values: {
      [LOAD.c1.key]: c1.p50,
      [LOAD.c20p95.key]: c20.p95,
      // Answers over the period, not autocannon's mean of per-second counts (0 when each answer takes > 1 s).
      [LOAD.c20.key]: c20.total / ctx.seconds,
      ...(vary ? { [LOAD.pages.key]: vary.total / ctx.seconds } : {}),
    },
    ...(bad.length
      ? {
          errors: bad.reduce((n, m) => n + m.non2xx + m.errors, 0),
          note: bad.map((m) => `${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)`).join("; "),
        }
      : {}),
  };
}
