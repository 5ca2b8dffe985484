import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { createProjects, deliveries, finished, subscribe, waitForDeliveries } from "./support/deliveries";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { clientFor, fastEngine, startOwnServer } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// The delivery stats' roll-ups (drizzle/sandbox/0003_delivery_rollups.sql) against a recount from the raw
// attempts, after a random burst of deliveries: successes, retries, failures, replays and a test send, on a
// server of this file's own whose waits run 14400 times faster.
let server: TestServer | undefined;
let db: pg.Client | undefined;
let receiver: Receiver | undefined;
const call = clientFor(() => server!.baseUrl);

beforeAll(async () => {
  server = await startOwnServer(fastEngine(14_400, 1000));
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await receiver?.close();
  await server?.stop();
});

const recount = `
  SELECT d.subscription_id, date_trunc('hour', a.started_at, 'UTC') AS hour, count(*)::int AS attempts,
    (count(*) FILTER (WHERE a.outcome = 'success'))::int AS delivered,
    (count(*) FILTER (WHERE a.outcome = 'failed'))::int AS failed,
    (count(*) FILTER (WHERE a.outcome = 'retry'))::int AS retried
  FROM sandbox.webhook_delivery_attempts a JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id
  WHERE NOT d.test AND d.subscription_id = $1 GROUP BY 1, 2 ORDER BY 2`;
const rolledUp = `
  SELECT subscription_id, hour, attempts, delivered, failed, retried FROM sandbox.webhook_delivery_hourly
  WHERE subscription_id = $1 AND (attempts, delivered, failed, retried) <> (0, 0, 0, 0) ORDER BY hour`;
const recountLatency = `
  SELECT date_trunc('hour', a.started_at, 'UTC') AS hour, a.duration_ms, count(*)::int AS attempts
  FROM sandbox.webhook_delivery_attempts a JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id
  WHERE NOT d.test AND d.subscription_id = $1 AND a.duration_ms IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`;
const rolledUpLatency = `
  SELECT hour, duration_ms, attempts FROM sandbox.webhook_delivery_latency
  WHERE subscription_id = $1 AND attempts <> 0 ORDER BY 1, 2`;
// The stats as they were computed before the roll-ups, straight from the attempts.
const rawStats = `
  WITH hours AS (
    SELECT generate_series(date_trunc('hour', now(), 'UTC') - interval '23 hours', date_trunc('hour', now(), 'UTC'),
                           interval '1 hour') AS hour
  ), recent AS (
    SELECT a.started_at, a.outcome, a.duration_ms FROM sandbox.webhook_delivery_attempts a
    JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id
    WHERE d.subscription_id = $1 AND NOT d.test AND a.started_at >= date_trunc('hour', now(), 'UTC') - interval '23 hours'
  )
  SELECT h.hour, count(r.started_at)::int AS attempts,
    (count(*) FILTER (WHERE r.outcome = 'success'))::int AS delivered,
    (count(*) FILTER (WHERE r.outcome = 'failed'))::int AS failed,
    (count(*) FILTER (WHERE r.outcome = 'retry'))::int AS retried,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY r.duration_ms) AS p50,
    percentile_cont(0.95) WITHIN GROUP (ORDER BY r.duration_ms) AS p95
  FROM hours h LEFT JOIN recent r ON r.started_at >= h.hour AND r.started_at < h.hour + interval '1 hour'
  GROUP BY h.hour ORDER BY h.hour`;

describe("delivery stats roll-ups", () => {
  it("equal a recount from the raw attempts after a random burst with retries, failures and replays", async () => {
    // 2xx, 5xx (retried), 4xx (failed at once), with random answer times.
    receiver = await startReceiver(() => {
      const roll = Math.random();
      const status = roll < 0.55 ? 200 : roll < 0.8 ? 503 : 400;
      return { status, body: String(status), delayMs: Math.floor(Math.random() * 25) };
    });
    const s = await subscribe(call, {
      url: receiver.url,
      maxAttempts: 3,
      triggers: [
        { resourceName: "project", eventType: "create" },
        { resourceName: "project", eventType: "update" },
      ],
    });
    const ids = await createProjects(call, 30, "Rollup");
    await Promise.all(
      ids.slice(0, 15).map((id) => call("PATCH", `/v1/projects/${id}`, { budget: 1 + (id % 7) })),
    );
    await waitForDeliveries(call, s.id, (l) => l.length === 45 && l.every(finished), 60_000);
    expect((await call("POST", `/v1/webhookSubscriptions/${s.id}/test`)).status).toBe(200);
    // Replays of failed and of delivered deliveries start new rounds under the same rules.
    const done = await deliveries(call, s.id);
    const replayed = done.filter((d) => !d.test && Math.random() < 0.4);
    for (const d of replayed)
      expect((await call("POST", `/v1/webhookSubscriptions/${s.id}/deliveries/${d.id}/replay`)).status).toBe(
        200,
      );
    const all = await waitForDeliveries(
      call,
      s.id,
      (l) => l.filter((d) => !d.test).every(finished) && l.length === 46,
      60_000,
    );
    // The burst was what it claims: every kind of outcome, and replays numbered after the first round.
    const outcomes = new Set(all.flatMap((d) => d.attempts.map((a) => a.outcome)));
    for (const o of ["success", "retry", "failed"]) expect(outcomes).toContain(o);
    expect(replayed.length).toBeGreaterThan(0);

    const counts = await db!.query(recount, [s.id]);
    expect(counts.rows.length).toBeGreaterThan(0);
    expect((await db!.query(rolledUp, [s.id])).rows).toEqual(counts.rows);
    expect((await db!.query(rolledUpLatency, [s.id])).rows).toEqual(
      (await db!.query(recountLatency, [s.id])).rows,
    );
    // The test send is not in the roll-ups.
    const testAttempts = all.filter((d) => d.test).flatMap((d) => d.attempts).length;
    expect(testAttempts).toBe(1);
    const rolledAttempts = counts.rows.reduce((n, r: { attempts: number }) => n + r.attempts, 0);
    expect(rolledAttempts).toBe(all.flatMap((d) => d.attempts).length - testAttempts);

    // The endpoint answers what the raw computation answers, percentiles included.
    const stats = await call("GET", `/v1/webhookSubscriptions/${s.id}/deliveryStats`);
    expect(stats.status).toBe(200);
    const raw = (await db!.query(rawStats, [s.id])).rows as {
      hour: Date;
      attempts: number;
      delivered: number;
      failed: number;
      retried: number;
      p50: number | null;
      p95: number | null;
    }[];
    expect(stats.body.data.hours).toEqual(
      raw.map((r) => ({
        hour: r.hour.toISOString(),
        attempts: r.attempts,
        delivered: r.delivered,
        failed: r.failed,
        retried: r.retried,
        p50DurationMs: r.p50,
        p95DurationMs: r.p95,
      })),
    );
    // A deleted subscription takes its roll-ups with it.
    expect((await call("DELETE", `/v1/webhookSubscriptions/${s.id}`)).status).toBe(200);
    expect((await db!.query(rolledUp, [s.id])).rows).toEqual([]);
  }, 180_000);

  it("count an attempt when it ends, not while it is in flight", async () => {
    // Within the attempt timeout (1 s here), long enough to be seen in flight.
    const slow = await startReceiver(() => ({ status: 200, body: "ok", delayMs: 400 }));
    try {
      const s = await subscribe(call, {
        url: slow.url,
        triggers: [{ resourceName: "project", eventType: "create" }],
      });
      await createProjects(call, 1, "In flight");
      const inFlight = `
        SELECT count(*)::int AS n FROM sandbox.webhook_delivery_attempts a
        JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id
        WHERE d.subscription_id = $1 AND a.outcome = 'in_flight'`;
      const deadline = Date.now() + 10_000;
      while ((await db!.query(inFlight, [s.id])).rows[0].n === 0) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await db!.query(rolledUp, [s.id])).rows).toEqual([]);
      await waitForDeliveries(call, s.id, (l) => l.length === 1 && l.every(finished), 30_000);
      const counts = await db!.query(recount, [s.id]);
      expect(counts.rows).toMatchObject([{ attempts: 1, delivered: 1 }]);
      expect((await db!.query(rolledUp, [s.id])).rows).toEqual(counts.rows);
    } finally {
      await slow.close();
    }
  }, 60_000);
});
