// npx tsx scripts/bench/replay.ts [-- --deliveries <n>]: "Reactivate and recover" at scale (issue 40). One
// subscription with 100,000 failed deliveries (SQL, lib/grow.ts addDeliveries, all then marked failed); support
// starts the recovery through the console; the job pages through the sandbox's replayFailed endpoint until every
// one is due again. Prints the time from the start to the job's end and the growth of the server's resident memory
// (VmRSS of next-server, sampled every 50 ms, peak minus the level before). The engine is off, so the bench times
// the recovery, not the sends.
import { signIn } from "../../lib/dev/console-session";
import { BenchError } from "../../lib/dev/errors";
import { checkBuild } from "./lib/build";
import { parseIntOptions } from "./lib/cli";
import { addDeliveries, benchDb } from "./lib/grow";
import { rssGrowth, serverPid } from "./lib/huge-upload";
import { hardTimeout, runBench, startBenchServer } from "./lib/lifecycle";
import { machine, printFact } from "./lib/report";
import { recordFigure } from "./lib/results";
import { createSubscription, sandboxToken } from "./lib/sandbox-api";

async function main(): Promise<number> {
  const { deliveries } = parseIntOptions(process.argv.slice(2), "replay", {
    deliveries: { unit: "deliveries", fallback: 100_000, min: 1000, max: 1_000_000 },
  });
  checkBuild(["/api/webhooks/[id]/recover"]);
  hardTimeout(20 * 60_000);
  const server = await startBenchServer({ SANDBOX_WEBHOOKS: "off", WEBHOOK_MONITOR: "off" });
  const token = await sandboxToken(server.baseUrl, "read:projects");
  const sub = await createSubscription(server.baseUrl, token, { paused: false });
  const db = await benchDb(server.dataDir);
  console.log(`[bench] inserting ${deliveries} failed deliveries…`);
  await addDeliveries(db, sub, deliveries);
  await db.query(
    `UPDATE sandbox.webhook_deliveries SET status = 'failed', failure_reason = 'exhausted' WHERE subscription_id = $1`,
    [sub],
  );
  await db.query("VACUUM ANALYZE sandbox.webhook_deliveries");

  const cookie = await signIn(server.baseUrl, "support@example.com", "console-demo");
  const consoleApi = async (path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: body ? "POST" : "GET",
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new BenchError(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as {
      data: { status: string; replayed: number; total: number }[] | { total: number };
    };
  };
  const window = { from: new Date(Date.now() - 25 * 3_600_000).toISOString(), to: new Date().toISOString() };
  const pid = serverPid(server.port);
  const rss = rssGrowth(pid);
  const started = performance.now();
  await consoleApi(`/api/webhooks/${sub}/recover`, window);
  let job: { status: string; replayed: number; total: number } | undefined;
  do {
    await new Promise((r) => setTimeout(r, 200));
    job = ((await consoleApi(`/api/webhooks/${sub}/recover`)).data as NonNullable<typeof job>[])[0];
  } while (job?.status === "running");
  const ms = performance.now() - started;
  const growth = rss.stop();
  const due = await db.query(
    `SELECT count(*)::int AS n FROM sandbox.webhook_deliveries WHERE subscription_id = $1 AND status = 'pending'`,
    [sub],
  );
  await db.end();
  if (job?.status !== "done" || due.rows[0].n !== deliveries)
    throw new BenchError(`recovery ended ${job?.status} with ${due.rows[0].n} of ${deliveries} due again`);

  console.log("");
  printFact("machine", machine());
  printFact("deliveries", `${deliveries} failed, one subscription (SQL, ANALYZEd)`);
  console.log(
    `recovery: ${job.replayed} replayed in ${(ms / 1000).toFixed(1)} s, RSS growth ${growth.toFixed(1)} MB`,
  );
  recordFigure({ bench: "replay", name: `recover ${deliveries} failed deliveries`, value: ms, unit: "ms" });
  recordFigure({
    bench: "replay",
    name: "recovery RSS growth",
    value: growth,
    unit: "MB",
    goal: { op: "<=", target: 100 },
  });
  return 0;
}

void runBench(main);
