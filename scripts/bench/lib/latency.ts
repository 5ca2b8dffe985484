import { BenchError } from "../../../lib/dev/errors";
import { percentile, sortedOf } from "./stats";

// Runs `request` from `concurrency` loops at once for `seconds` (after `warmup` requests) and returns each
// request's time, sorted: p50/p95 of a route under c1 or c20, with any percentile (autocannon keeps p50/p99).
export async function latencies(
  request: () => Promise<Response>,
  opts: { concurrency: number; seconds: number; warmup?: number },
): Promise<{ p50: number; p95: number; n: number; perSec: number }> {
  const once = async () => {
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new BenchError(`${res.url} answered ${res.status}`);
  };
  for (let i = 0; i < (opts.warmup ?? 20); i++) await once();
  const times: number[] = [];
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await once();
        times.push(performance.now() - t);
      }
    }),
  );
  const sorted = sortedOf(times);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    n: times.length,
    perSec: times.length / ((performance.now() - started) / 1000),
  };
}
