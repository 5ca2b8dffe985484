// npm run bench:webhooks [-- --duration <s>]: the webhook engine against a loopback receiver (issue 5), in two
// phases of the duration each (default 10 s, or BENCH_DURATION):
//   latency     one writer creating projects, one subscription: p50/p95 from each mutation's commit (its
//               event's occurred_at) to its first attempt's arrival, with the engine not saturated;
//   throughput  four writers, each event fanned out to ten subscriptions: deliveries/s sustained during the
//               run, and the rate at which the engine drains its backlog once the writers stop.
// Starts the built app through the launcher (embedded PostgreSQL in a temp dir). Exits 1 if a delivery is
// missing or a write failed.
import os from "node:os";
import { checkBuild } from "./lib/build";
import { parseDuration } from "./lib/cli";
import { BenchError } from "./lib/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { fmt, machine, printFact } from "./lib/report";
import { sandboxToken } from "./lib/sandbox-api";
import { percentile, sortedOf } from "./lib/stats";
import { startArrivalReceiver, type Arrivals } from "./lib/webhook-receiver";

const WARMUP_EVENTS = 50;
const DRAIN_TIMEOUT_MS = 120_000;
const PHASES = [
  { name: "latency", writers: 1, subscriptions: 1 },
  { name: "throughput", writers: 4, subscriptions: 10 },
] as const;

type Call = (method: string, path: string, body: unknown) => Promise<unknown>;
type Phase = { name: string; writers: number; subscriptions: number };
type Result = Phase & {
  events: number;
  latencies: Float64Array;
  sustained: number; // deliveries/s while the writers ran
  backlog: number; // deliveries not yet arrived when they stopped
  drainRate: number; // deliveries/s from then until the last arrived
};

function api(baseUrl: string, token: string): Call {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}/sandbox/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new BenchError(`${method} ${path} answered ${res.status} ${await res.text()}`);
    return res.json();
  };
}

async function waitForArrivals(receiver: Arrivals, n: number, what: string) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (receiver.firstArrival.size < n) {
    if (Date.now() > deadline)
      throw new BenchError(`${what}: ${receiver.firstArrival.size} of ${n} deliveries in time`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function subscribeUpTo(call: Call, url: string, n: number, have: { count: number }) {
  for (; have.count < n; have.count++)
    await call("POST", "/v1/webhookSubscriptions", {
      url,
      triggers: [{ resourceName: "project", eventType: "create" }],
    });
}

async function runPhase(call: Call, receiver: Arrivals, phase: Phase, seconds: number): Promise<Result> {
  console.log(
    `[bench] ${phase.name}: ${seconds} s, ${phase.writers} writer(s), ${phase.subscriptions} subscription(s)…`,
  );
  const seen = new Set(receiver.firstArrival.keys());
  const expected = receiver.firstArrival.size;
  let events = 0;
  const start = Date.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: phase.writers }, async () => {
      while (Date.now() < end) {
        await call("POST", "/v1/projects", { name: `Bench ${phase.name}` });
        events++;
      }
    }),
  );
  const stopped = Date.now();
  const wanted = events * phase.subscriptions;
  const backlog = expected + wanted - receiver.firstArrival.size;
  await waitForArrivals(receiver, expected + wanted, phase.name);
  const fresh = [...receiver.firstArrival].filter(([id]) => !seen.has(id));
  return {
    ...phase,
    events,
    latencies: sortedOf(fresh.map(([, ms]) => ms)),
    sustained: receiver.arrivalsBetween(start, end) / seconds,
    backlog,
    drainRate: backlog / Math.max((Date.now() - stopped) / 1000, 0.001),
  };
}

function printResults(results: Result[], seconds: number, repeats: number) {
  const ms = (r: Result, p: number) => `${fmt(percentile(r.latencies, p), 0)} ms`;
  console.log("");
  printFact("machine", machine());
  // Other work on the machine shows in every figure below.
  printFact(
    "busy",
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")} at the end (1/5/15 min)`,
  );
  printFact(
    "load",
    `writers create projects for ${seconds} s per phase; one loopback receiver answers 204 at once; same machine; ${repeats} repeated deliveries`,
  );
  console.log("");
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)}  ${r.writers} writer(s) × ${r.subscriptions} subscription(s): ${r.events} events, ${r.latencies.length} deliveries`,
    );
    // A drain rate over a handful of deliveries says nothing.
    const drain = r.backlog >= 100 ? `, drained at ${fmt(r.drainRate, 1)}/s` : "";
    console.log(
      `            deliveries/s sustained ${fmt(r.sustained, 1)}; backlog when the writers stopped ${r.backlog}${drain}`,
    );
    console.log(`            commit → first arrival p50 ${ms(r, 50)}, p95 ${ms(r, 95)}, max ${ms(r, 100)}`);
  }
  console.log("(commit = the event's occurred_at, stamped by PostgreSQL in the mutation's transaction)");
}

async function main(): Promise<number> {
  const seconds = parseDuration(process.argv.slice(2), "bench:webhooks");
  checkBuild(["/sandbox/api/[[...path]]", "/sandbox/oauth/token"]);
  // Startup (≤ 90 s in startServer) + warm-up + both phases and their drains + stopping, with room to spare.
  hardTimeout(300_000 + 2 * seconds * 1000);

  const receiver = await startArrivalReceiver();
  const { baseUrl } = await startBenchServer();
  const call = api(baseUrl, await sandboxToken(baseUrl, "write:projects"));
  const subscribed = { count: 0 };
  await subscribeUpTo(call, receiver.url, 1, subscribed);
  console.log(`[bench] warming up (${WARMUP_EVENTS} events)…`);
  for (let i = 0; i < WARMUP_EVENTS; i++) await call("POST", "/v1/projects", { name: "Bench warm-up" });
  await waitForArrivals(receiver, WARMUP_EVENTS, "warm-up");

  const results: Result[] = [];
  for (const phase of PHASES) {
    await subscribeUpTo(call, receiver.url, phase.subscriptions, subscribed);
    results.push(await runPhase(call, receiver, phase, seconds));
  }
  printResults(results, seconds, receiver.requests() - receiver.firstArrival.size);
  await receiver.close();
  return 0;
}

await runBench(main);
