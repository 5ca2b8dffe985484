// npm run bench:webhooks [-- --duration <s> --subscriptions <n> --writers <n>]: webhook deliveries per second
// to a loopback receiver, sustained while writers keep creating projects, and the latency from each mutation's
// commit (its event's occurred_at) to its first attempt's arrival, p50 and p95 (issue 5). Starts the built app through the launcher (embedded
// PostgreSQL in a temp dir), subscribes a receiver on 127.0.0.1 to project.create 10 times (so each event fans
// out to 10 deliveries), warms up, then runs 4 concurrent creators for the duration (default 10 s, or
// BENCH_DURATION) and waits for the backlog to drain. Exits 1 if a delivery is missing or a write failed.
import os from "node:os";
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { BenchError } from "./lib/errors";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { fmt, machine, printFact } from "./lib/report";
import { sandboxToken } from "./lib/sandbox-api";
import { percentile, sortedOf } from "./lib/stats";
import { startArrivalReceiver, type Arrivals } from "./lib/webhook-receiver";

const WARMUP_EVENTS = 50;
const DRAIN_TIMEOUT_MS = 60_000;

function api(baseUrl: string, token: string) {
  return async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/sandbox/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new BenchError(`${method} ${path} answered ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ data: { id: number } }>;
  };
}

async function waitForArrivals(receiver: Arrivals, n: number, what: string) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (receiver.firstArrival.size < n) {
    if (Date.now() > deadline)
      throw new BenchError(
        `${what}: ${receiver.firstArrival.size} of ${n} deliveries after ${DRAIN_TIMEOUT_MS / 1000} s`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Results = {
  duration: number;
  subscriptions: number;
  writers: number;
  events: number;
  backlog: number;
  drained: number;
  latencies: Float64Array;
  sustained: number;
  repeats: number;
};

function printResults(r: Results) {
  const { duration, subscriptions, writers, events, backlog, drained, latencies, sustained } = r;
  const delivered = latencies.length;
  const ms = (p: number) => `${fmt(percentile(latencies, p), 0)} ms`;
  console.log("");
  printFact("machine", machine());
  // Other work on the machine shows in every figure below.
  const busy = os.loadavg().map((n) => n.toFixed(1));
  printFact("busy", `load average ${busy.join(" / ")} (1 / 5 / 15 min) at the end`);
  printFact(
    "load",
    `${writers} writers creating projects for ${duration} s, each event to ${subscriptions} subscriptions of one loopback receiver (204 at once); same machine`,
  );
  printFact(
    "events",
    `${events} (${fmt(events / duration, 1)}/s), ${delivered} deliveries, ${r.repeats} repeated requests`,
  );
  console.log("");
  console.log(`deliveries/s sustained during the run   ${fmt(sustained, 1)}`);
  console.log(
    `deliveries/s including the drain        ${fmt(delivered / drained, 1)}   (${backlog} waiting when the writers stopped, all in by ${fmt(drained, 1)} s)`,
  );
  console.log(
    `commit → first attempt arrival          p50 ${ms(50)}   p95 ${ms(95)}   p99 ${ms(99)}   max ${fmt(latencies.at(-1) ?? NaN, 0)} ms`,
  );
  console.log("(commit = the event's occurred_at, stamped by PostgreSQL in the mutation's transaction)");
}

async function main(): Promise<number> {
  const { duration, subscriptions, writers } = parseIntOptions(process.argv.slice(2), "bench:webhooks", {
    duration: { unit: "seconds", fallback: 10, min: 1, max: 600, env: "BENCH_DURATION" },
    // Each event fans out to this many deliveries, so the engine, not the writers, sets the pace.
    subscriptions: { unit: "subscriptions", fallback: 10, min: 1, max: 50 },
    writers: { unit: "writers", fallback: 4, min: 1, max: 64 },
  });
  checkBuild(["/sandbox/api/[[...path]]", "/sandbox/oauth/token"]);
  // Startup (≤ 90 s in startServer) + warm-up + the run + draining + stopping, with room to spare.
  hardTimeout(240_000 + duration * 1000);

  const receiver = await startArrivalReceiver();
  const { baseUrl } = await startBenchServer();
  const call = api(baseUrl, await sandboxToken(baseUrl, "write:projects"));
  for (let i = 0; i < subscriptions; i++)
    await call("POST", "/v1/webhookSubscriptions", {
      url: receiver.url,
      triggers: [{ resourceName: "project", eventType: "create" }],
    });

  let created = 0;
  const create = async () => {
    await call("POST", "/v1/projects", { name: `Bench ${++created}` });
  };
  console.log(`[bench] warming up (${WARMUP_EVENTS} events)…`);
  for (let i = 0; i < WARMUP_EVENTS; i++) await create();
  await waitForArrivals(receiver, WARMUP_EVENTS * subscriptions, "warm-up");
  const warm = new Set(receiver.firstArrival.keys());

  console.log(
    `[bench] ${duration} s of project creates by ${writers} writers, ${subscriptions} deliveries each…`,
  );
  const start = Date.now();
  const end = start + duration * 1000;
  const before = created;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (Date.now() < end) await create();
    }),
  );
  const events = created - before;
  const backlog = events * subscriptions - (receiver.firstArrival.size - warm.size);
  await waitForArrivals(receiver, created * subscriptions, "draining");
  const drained = (Date.now() - start) / 1000;

  const latencies = sortedOf([...receiver.firstArrival].filter(([id]) => !warm.has(id)).map(([, ms]) => ms));
  const sustained = receiver.arrivalsBetween(start, end) / duration;
  printResults({
    duration,
    subscriptions,
    writers,
    events,
    backlog,
    drained,
    latencies,
    sustained,
    repeats: receiver.requests() - receiver.firstArrival.size,
  });
  await receiver.close();
  return latencies.length === events * subscriptions ? 0 : 1;
}

await runBench(main);
