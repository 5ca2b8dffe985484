import autocannon from "autocannon";
import { BenchError } from "../../../lib/dev/errors";
import { percentile, sortedOf } from "./stats";

export const CONNECTIONS = 20;
export const WARMUP_REQUESTS = 400;

export type Route = {
  name: string; // as printed in the table
  label: string; // short, for the ratios
  path: string;
  headers: Record<string, string>;
  // When set, request i asks for paths[i % paths.length] instead of `path` (so concurrent requests differ).
  paths?: string[];
};
export type Measured = {
  route: Route;
  reqPerSec: number;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
};

let current: autocannon.Instance | undefined; // the autocannon run in progress, stopped on Ctrl-C
let stopped = false;

// Stops the run in progress and refuses to start another.
export function stopLoad() {
  stopped = true;
  current?.stop();
}

function run(
  baseUrl: string,
  route: Route,
  opts: { duration?: number; amount?: number; connections?: number },
) {
  if (stopped) throw new BenchError("the load was stopped");
  const latencies: number[] = [];
  const paths = route.paths;
  let next = 0;
  const instance = autocannon({
    url: baseUrl + route.path,
    headers: route.headers,
    connections: CONNECTIONS,
    timeout: 10,
    ...(paths?.length
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: paths[next++ % paths.length] }) }] }
      : {}),
    ...opts,
  });
  // autocannon's own histogram has 1 ms resolution; keep every response's time for sub-millisecond percentiles.
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  current = instance;
  return { instance, latencies };
}

export async function warmUp(baseUrl: string, route: Route) {
  const result = await run(baseUrl, route, { amount: WARMUP_REQUESTS }).instance;
  const bad = result.non2xx + result.errors; // errors include timeouts
  if (bad > 0)
    throw new BenchError(
      `warm-up of ${route.name}: ${bad} of ${WARMUP_REQUESTS} requests failed (${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors)`,
    );
}

export async function measure(
  baseUrl: string,
  route: Route,
  duration: number,
  connections = CONNECTIONS,
): Promise<Measured> {
  const { instance, latencies } = run(baseUrl, route, { duration, connections });
  const result = await instance;
  const sorted = sortedOf(latencies);
  return {
    route,
    reqPerSec: result.requests.mean,
    total: result["2xx"] + result.non2xx,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// Warms every route up, then loads each in turn for the duration.
export async function warmUpAndMeasure(
  baseUrl: string,
  routes: Route[],
  duration: number,
): Promise<Measured[]> {
  console.log(`[bench] warming up (${WARMUP_REQUESTS} requests per route)…`);
  for (const route of routes) await warmUp(baseUrl, route);
  const rows: Measured[] = [];
  for (const route of routes) {
    console.log(`[bench] ${route.name}: ${duration} s at ${CONNECTIONS} connections…`);
    rows.push(await measure(baseUrl, route, duration));
  }
  return rows;
}

// Prints a FAIL line per route that had a non-2xx answer or an error; the exit code the bench should end with.
export function failures(rows: Measured[]): number {
  const failed = rows.filter((r) => r.non2xx + r.errors > 0); // errors include timeouts
  for (const r of failed) {
    console.error(
      `[bench] FAIL ${r.route.name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodes)}), ${r.errors} errors (${r.timeouts} of them timeouts)`,
    );
  }
  return failed.length > 0 ? 1 : 0;
}

// Loads each route in turn for `seconds`, `rounds` times over (a-b-c-a-b-c…), so that a noisy machine shifts
// every route alike; each route's measurements, in the routes' order.
export async function measureInRounds(
  baseUrl: string,
  routes: Route[],
  rounds: number,
  seconds: number,
): Promise<Measured[][]> {
  const byRoute: Measured[][] = routes.map(() => []);
  for (let round = 1; round <= rounds; round++)
    for (const [i, route] of routes.entries()) {
      console.log(
        `[bench] round ${round}/${rounds}: ${route.name}, ${seconds} s at ${CONNECTIONS} connections…`,
      );
      byRoute[i]!.push(await measure(baseUrl, route, seconds));
    }
  return byRoute;
}

// One row for a route's rounds: requests/s, p50 and p99 the mean of the rounds', counts summed.
export function meanOfRounds(rounds: Measured[]): Measured {
  const sum = (f: (m: Measured) => number) => rounds.reduce((a, m) => a + f(m), 0);
  const mean = (f: (m: Measured) => number) => sum(f) / rounds.length;
  return {
    ...rounds[0]!,
    reqPerSec: mean((m) => m.reqPerSec),
    p50: mean((m) => m.p50),
    p95: mean((m) => m.p95),
    p99: mean((m) => m.p99),
    total: sum((m) => m.total),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
  };
}
