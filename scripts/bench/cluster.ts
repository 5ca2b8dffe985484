// npm run bench:cluster: three instances of the build on one PostgreSQL behind haproxy (scripts/bench/lib/cluster-rig.ts).
//   lists       the sandbox's projects list through haproxy in front of 1, then 2 instances, in alternating rounds
//               (goal: 2 instances ≥ 1.4× one);
//   throughput  a burst of 5,000 events to a receiver that answers at once, drained by 1, then by 3 instances;
//   chaos       5,000 events to a receiver answering in 200 ms, with steady console and partner-API traffic through
//               haproxy; one instance killed with -9 at a random moment and started again; PostgreSQL stopped
//               for 10 s and started again. Then the accounting published = delivered + failed, the missing and
//               the repeated deliveries, and the client errors outside the outage.
// Needs Debian's PostgreSQL and haproxy (installed when missing). Exits 1 when a goal is missed.
import os from "node:os";
import pg from "pg";
import { signIn } from "../../lib/dev/console-session";
import { checkBuild } from "./lib/build";
import { startRig, type Rig } from "./lib/cluster-rig";
import { hardTimeout, runBench } from "./lib/lifecycle";
import { fmt, machine, printFact } from "./lib/report";
import { recordFigure, type Figure } from "./lib/results";
import { measure, warmUp, type Route } from "./lib/run-load";
import { sandboxToken } from "./lib/sandbox-api";
import { steadyTraffic } from "./lib/steady-traffic";
import { startArrivalReceiver } from "./lib/webhook-receiver";
import { startDelayedReceiver } from "./lib/delayed-receiver";

const EVENTS = 5_000;
const OUTAGE_MS = 10_000;
const ROUNDS = 2;
const LIST_SECONDS = 8;
const env = {
  SANDBOX_WEBHOOK_CONCURRENCY: "16",
  SANDBOX_WEBHOOK_TIMEOUT_MS: "5000",
  SANDBOX_WEBHOOK_POLL_MS: "100",
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function subscribe(url: string, token: string, target: string): Promise<number> {
  const res = await fetch(`${url}/sandbox/api/v1/webhookSubscriptions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      url: target,
      maxAttempts: 10,
      triggers: [{ resourceName: "project", eventType: "update" }],
    }),
  });
  if (res.status !== 201) throw new Error(`subscribing answered ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function burst(db: pg.Client) {
  await db.query(
    `INSERT INTO sandbox.outbox_events (company_id, entity_type, event_type, entity_id, updated_fields, actor)
     SELECT 1, 'project', 'update', 1 + i % 200, ARRAY['notes'], '{"type":"user","id":9001}'::jsonb
     FROM generate_series(1, $1) AS i`,
    [EVENTS],
  );
}

// Deliveries/s of one burst to a receiver answering at once, from the commit to the last first arrival.
async function throughput(rig: Rig, db: pg.Client, token: string): Promise<number> {
  const receiver = await startArrivalReceiver();
  try {
    await subscribe(rig.url, token, receiver.url);
    const started = Date.now();
    await burst(db);
    while (receiver.firstArrival.size < EVENTS) {
      if (Date.now() - started > 300_000)
        throw new Error(`only ${receiver.firstArrival.size} arrived in 300 s`);
      await sleep(20);
    }
    return EVENTS / ((Date.now() - started) / 1000);
  } finally {
    await receiver.close();
  }
}

async function main(): Promise<number> {
  hardTimeout(20 * 60_000);
  checkBuild(["/sandbox/api/[[...path]]"]);
  const rig = await startRig(env);
  try {
    const figures: Figure[] = [];
    await rig.front(1);
    const token = await sandboxToken(rig.url, "read:projects write:projects admin:projects read:leads");
    const db = new pg.Client({ connectionString: rig.db.url });
    await db.connect();
    db.on("error", () => undefined); // the outage ends this client's connection; it is not used after it

    const route: Route = {
      name: "sandbox projects list (limit 20)",
      label: "list",
      path: "/sandbox/api/v1/projects?limit=20",
      headers: { authorization: `Bearer ${token}` },
    };
    const lists: Record<1 | 2, number[]> = { 1: [], 2: [] };
    let thr1 = 0;
    for (let round = 1; round <= ROUNDS; round++)
      for (const n of [1, 2] as const) {
        await rig.front(n);
        await warmUp(rig.url, route);
        console.log(
          `[bench] round ${round}/${ROUNDS}: list through haproxy → ${n} instance(s), ${LIST_SECONDS} s…`,
        );
        lists[n].push((await measure(rig.url, route, LIST_SECONDS)).reqPerSec);
        // One instance drains a burst alone before the second has ever run a worker.
        if (round === 1 && n === 1) {
          console.log(`[bench] throughput: ${EVENTS} events, 1 instance…`);
          thr1 = await throughput(rig, db, token);
        }
      }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const listRatio = mean(lists[2]) / mean(lists[1]);

    await rig.front(3);
    console.log(`[bench] throughput: ${EVENTS} events, 3 instances…`);
    const thr3 = await throughput(rig, db, token);

    console.log(
      `[bench] chaos: ${EVENTS} events, steady traffic, kill -9 of one instance, PostgreSQL down ${OUTAGE_MS / 1000} s…`,
    );
    const cookie = await signIn(rig.url, "admin@example.com", "console-demo");
    const receiver = await startDelayedReceiver(200);
    const sub = await subscribe(rig.url, token, receiver.url);
    const traffic = steadyTraffic(
      rig.url,
      [
        { what: "console", path: "/api/projects?limit=20", headers: { cookie } },
        { what: "console", path: "/api/leads?limit=20", headers: { cookie } },
        {
          what: "partner",
          path: "/sandbox/api/v1/projects?limit=20",
          headers: { authorization: `Bearer ${token}` },
        },
        {
          what: "partner",
          path: "/sandbox/api/v1/leads?limit=20",
          headers: { authorization: `Bearer ${token}` },
        },
      ],
      100,
    );
    const started = Date.now();
    await burst(db);
    await db.end();
    const victim = Math.floor(Math.random() * 3);
    const killAfter = 1_000 + Math.floor(Math.random() * 8_000);
    await sleep(killAfter);
    rig.kill9(victim);
    const killedAt = Date.now();
    await rig.restart(victim);
    const restartedMs = Date.now() - killedAt;
    await sleep(Math.max(0, started + 25_000 - Date.now()));
    rig.db.stop();
    const pgStopped = Date.now();
    await sleep(OUTAGE_MS);
    rig.db.start();
    const pgStarted = Date.now();
    while ((await fetch(`${rig.url}/api/ready`).catch(() => undefined))?.status !== 200) await sleep(100);
    const readyAgain = Date.now();
    const check = new pg.Client({ connectionString: rig.db.url });
    await check.connect();
    const counts = async () =>
      (
        await check.query<{ status: string; n: number }>(
          "SELECT status, count(*)::int AS n FROM sandbox.webhook_deliveries WHERE subscription_id = $1 GROUP BY status",
          [sub],
        )
      ).rows;
    let rows = await counts();
    const n = (s: string) => rows.filter((r) => r.status === s).reduce((a, r) => a + r.n, 0);
    while (n("success") + n("failed") < EVENTS && Date.now() - started < 300_000) {
      await sleep(250);
      rows = await counts();
    }
    const drainedAt = Date.now();
    await sleep(1_000);
    await traffic.stop();
    const ids = (
      await check.query<{ id: string }>(
        "SELECT id FROM sandbox.webhook_deliveries WHERE subscription_id = $1 AND status = 'success'",
        [sub],
      )
    ).rows;
    await check.end();
    const missing =
      EVENTS - n("success") - n("failed") + ids.filter((r) => !receiver.arrived.has(r.id)).length;
    const duplicates = receiver.requests() - receiver.arrived.size;
    // The outage: from the stop until haproxy routes again, and 2 s of health checks after it.
    // A request counts as in it when it was under way at any moment of it.
    const inOutage = (a: { at: number; end: number }) => a.end >= pgStopped && a.at <= readyAgain + 2_000;
    const bad = traffic.answers.filter((a) => a.status < 200 || a.status >= 300);
    const outside = bad.filter((a) => !inOutage(a));
    // Requests in flight on the killed instance when it died, and until haproxy's checks take it out.
    const nearKill = outside.filter((a) => a.at >= killedAt - 10_000 && a.at <= killedAt + 5_000);
    const during = traffic.answers.filter((a) => inOutage(a));
    await receiver.close();

    console.log("");
    printFact("machine", machine());
    printFact(
      "busy",
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(" / ")} at the end (1/5/15 min); 2 shared cores`,
    );
    console.log("");
    console.log(
      `sandbox list through haproxy: 1 instance ${lists[1].map((x) => fmt(x, 0)).join(", ")} req/s; 2 instances ${lists[2].map((x) => fmt(x, 0)).join(", ")} req/s; ratio ${fmt(listRatio, 2)}× (goal ≥ 1.4×)`,
    );
    console.log(
      `delivery throughput: 1 instance ${fmt(thr1, 0)}/s, 3 instances ${fmt(thr3, 0)}/s: ${fmt(thr3 / thr1, 2)}×`,
    );
    console.log(
      `chaos: instance i${victim + 1} killed ${killAfter} ms into the burst, serving again ${restartedMs} ms later; PostgreSQL down ${pgStarted - pgStopped} ms, haproxy routing again ${readyAgain - pgStarted} ms after it returned; all settled ${fmt((drainedAt - started) / 1000, 1)} s after the burst`,
    );
    console.log(
      `accounting: published ${EVENTS} = delivered ${n("success")} + failed ${n("failed")} (+ unsettled ${EVENTS - n("success") - n("failed")}); missing ${missing}; repeated ${duplicates}`,
    );
    console.log(
      `clients: ${traffic.answers.length} requests, ${outside.length} errors outside the outage ${JSON.stringify(count(outside))} (${nearKill.length} of them within 10 s before and 5 s after the kill); during it ${during.length} requests, statuses ${JSON.stringify(count(during))}`,
    );
    for (const a of outside.slice(0, 10))
      console.log(
        `  error: ${a.what} ${a.status} at ${a.at - killedAt} ms from the kill, ${a.at - pgStopped} ms from the stop of PostgreSQL`,
      );
    figures.push(
      {
        bench: "cluster",
        name: "sandbox list, 2 instances vs 1",
        value: listRatio,
        unit: "x",
        goal: { op: ">=", target: 1.4 },
        basis: "req/s through haproxy",
      },
      { bench: "cluster", name: "deliveries/s, 3 instances vs 1", value: thr3 / thr1, unit: "x" },
      {
        bench: "cluster",
        name: "deliveries missing after kill -9 and outage",
        value: missing,
        unit: "",
        goal: { op: "<=", target: 0 },
      },
      { bench: "cluster", name: "deliveries repeated", value: duplicates, unit: "" },
      {
        bench: "cluster",
        name: "client errors outside the outage",
        value: outside.length,
        unit: "",
        goal: { op: "<=", target: 0 },
      },
    );
    for (const f of figures) recordFigure(f);
    return figures.every(
      (f) => !f.goal || (f.goal.op === ">=" ? f.value >= f.goal.target : f.value <= f.goal.target),
    )
      ? 0
      : 1;
  } finally {
    await rig.stop();
  }
}

function count(answers: { what: string; status: number }[]) {
  const out: Record<string, number> = {};
  for (const a of answers) out[`${a.what} ${a.status}`] = (out[`${a.what} ${a.status}`] ?? 0) + 1;
  return out;
}

void runBench(main);
