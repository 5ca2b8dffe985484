import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, alive, crashSigns, type Cluster } from "./support/cluster";
import { signIn } from "./support/console";
import { insertProjectUpdates, subscribe } from "./support/deliveries";
import { clientFor } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// Issue 39: PostgreSQL stops for 10 s under two instances in the middle of a burst of deliveries. Meanwhile every
// request answers 503 in the envelope (sandbox API, console API, readiness, health), and neither process exits or
// logs an unhandled error; afterwards both are ready again without a restart and every delivery arrives.
const EVENTS = 400;
const OUTAGE_MS = 10_000;
const env = {
  SANDBOX_WEBHOOK_CONCURRENCY: "8",
  SANDBOX_WEBHOOK_TIMEOUT_MS: "2000",
  SANDBOX_WEBHOOK_POLL_MS: "100",
};

describe("a 10 s PostgreSQL outage under two instances", () => {
  let cluster: Cluster;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver(() => ({ status: 200, delayMs: 40 }));
    cluster = await startCluster(env);
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await receiver?.close();
  });

  it("fails requests cleanly with 503, pauses, and recovers by itself with no delivery lost", async () => {
    const call = clientFor(() => cluster.lb.url);
    const sub = await subscribe(call, {
      url: receiver.url,
      maxAttempts: 10,
      triggers: [{ resourceName: "project", eventType: "update" }],
    });
    const cookie = await signIn("admin", cluster.lb.url);
    const token = await tokenOf(cluster.lb.url);
    const db = new pg.Client({ connectionString: cluster.db.url });
    await db.connect();
    await insertProjectUpdates(db, EVENTS);
    await db.end();
    await receiver.waitFor(40, 30_000);

    cluster.db.stop();
    const stoppedAt = Date.now();
    const answers: { what: string; status: number; body: string; csp: string }[] = [];
    while (Date.now() - stoppedAt < OUTAGE_MS) {
      for (const app of cluster.apps) {
        const probes: [string, RequestInit][] = [
          [`/sandbox/api/v1/projects?limit=5`, { headers: { authorization: `Bearer ${token}` } }],
          [`/api/projects?limit=5`, { headers: { cookie } }],
          [`/api/ready`, {}],
          [`/api/health`, {}],
          [`/projects`, { headers: { cookie } }],
        ];
        for (const [path, init] of probes) {
          const res = await fetch(`${app.baseUrl}${path}`, init);
          const csp = res.headers.get("content-security-policy") ?? "";
          answers.push({ what: path, status: res.status, body: await res.text(), csp });
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const deliveredBefore = receiver.received.length;
    cluster.db.start();
    const downMs = Date.now() - stoppedAt;

    // During the outage: only 503s, the API's in the envelope.
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([503]));
    // A page: a short page saying so, which retries by itself.
    for (const a of answers.filter((x) => x.what === "/projects")) {
      expect(a.body).toMatch(/temporarily unavailable/i);
      expect(a.csp).toContain("default-src 'none'");
    }
    for (const a of answers.filter(
      (x) => x.what.startsWith("/sandbox/") || x.what.startsWith("/api/projects"),
    )) {
      const body = JSON.parse(a.body) as { error: { code: string; message: string } };
      expect(Object.keys(body)).toEqual(["error"]);
      expect(body.error.code).toBe("service_unavailable");
      expect(body.error.message).toMatch(/database is unavailable/i);
    }

    // Afterwards: ready on both without a restart, every delivery arrived, the API works.
    for (const app of cluster.apps) {
      const deadline = Date.now() + 30_000;
      while ((await fetch(`${app.baseUrl}/api/ready`)).status !== 200) {
        if (Date.now() > deadline) throw new Error(`${app.baseUrl} not ready again:\n${app.output()}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      // Pages too, within a check's second.
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await fetch(`${app.baseUrl}/projects`, { headers: { cookie } })).status).toBe(200);
    }
    const recoveredMs = Date.now() - stoppedAt;
    expect((await call("POST", "/v1/projects", { name: "After the outage" })).status).toBe(201);
    expect(
      (await fetch(`${cluster.apps[1]!.baseUrl}/api/projects?limit=1`, { headers: { cookie } })).status,
    ).toBe(200);

    const check = new pg.Client({ connectionString: cluster.db.url });
    await check.connect();
    const ids = async () =>
      (
        await check.query<{ id: string; status: string }>(
          "SELECT id, status FROM sandbox.webhook_deliveries WHERE subscription_id = $1",
          [sub.id],
        )
      ).rows;
    const deadline = Date.now() + 90_000;
    let rows = await ids();
    while (rows.length < EVENTS || rows.some((r) => r.status !== "success")) {
      if (Date.now() > deadline)
        throw new Error(`unfinished: ${rows.filter((r) => r.status !== "success").length} of ${rows.length}`);
      await new Promise((r) => setTimeout(r, 250));
      rows = await ids();
    }
    await check.end();
    const got = new Set(receiver.received.map((r) => r.body.delivery_id as string));
    const missing = rows.filter((r) => !got.has(r.id)).length;
    console.log(
      `[outage] ${answers.length} requests during ${downMs} ms down, statuses ${[...new Set(answers.map((a) => a.status))]}; ` +
        `${deliveredBefore} delivered before the restart of PostgreSQL, ready again ${recoveredMs} ms after the stop; ` +
        `deliveries ${rows.length}, missing ${missing}, requests received ${receiver.received.length}`,
    );
    expect(missing).toBe(0);
    for (const app of cluster.apps) {
      expect(alive(app)).toBe(true);
      expect(crashSigns(app)).toEqual([]);
      expect(app.output()).not.toMatch(/"msg":"(sandbox request failed|console API handler failed)"/);
    }
  }, 240_000);
});

async function tokenOf(base: string): Promise<string> {
  const res = await fetch(`${base}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "sandbox-partner",
      client_secret: "sandbox-secret",
      audience: base,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
