import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../lib/dev/server";
import { deliveries, subscribe, waitForDeliveries, insertProjectUpdates } from "./support/deliveries";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { clientFor, startOwnServer } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// Nothing is lost to kill -9: 1000 events for a receiver, the whole process group (launcher, app, embedded
// PostgreSQL) killed mid-way, the server started again on the same data directory, and a second process on the
// same PostgreSQL sharing the rest. Every delivery_id arrives at least once; a duplicate only ever repeats an
// attempt cut short by the kill (with a higher attempt_number), never one two processes claimed at once.
const EVENTS = 1000;
const env = {
  SANDBOX_WEBHOOK_CONCURRENCY: "8",
  SANDBOX_WEBHOOK_TIMEOUT_MS: "2000",
  SANDBOX_WEBHOOK_POLL_MS: "50",
};

describe("deliveries survive kill -9 of everything", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-wh-crash-"));
  let server: TestServer | undefined;
  let second: TestServer | undefined;
  let receiver: Receiver | undefined;
  const call = clientFor(() => server!.baseUrl);
  afterAll(async () => {
    await second?.stop();
    await server?.stop();
    await receiver?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers every one of 1000 events at least once across the crash, to two processes on one database", async () => {
    let delayMs = 150; // 8 at a time: about 50 a second, so the kill lands mid-way
    receiver = await startReceiver(() => ({ status: 200, delayMs }));
    server = await startOwnServer(env, { dataDir });
    const sub = await subscribe(call, {
      url: receiver.url,
      maxAttempts: 10,
      triggers: [{ resourceName: "project", eventType: "update" }],
    });

    // 1000 events as 1000 mutations would commit them (project.update of seeded projects, so each carries
    // data), written to the outbox in one transaction through the server's own PostgreSQL.
    const started = Date.now();
    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
    await db.connect();
    await insertProjectUpdates(db, EVENTS);
    await db.end();
    const createMs = Date.now() - started;
    await receiver.waitFor(100, 30_000);
    server.kill9();
    const atKill = receiver.received.length;
    expect(atKill, "the kill must land mid-way").toBeLessThan(EVENTS - 100);

    delayMs = 0;
    const killedAt = Date.now();
    // The same port: the origin is the token audience, so the partner's token stays valid.
    server = await startOwnServer(env, { dataDir, port: server.port });
    const restartMs = Date.now() - killedAt;
    const url = embeddedDatabaseUrl(dataDir);
    expect(url).toBeTruthy();
    second = await startServer({ ...env, DATABASE_URL: url! });

    // Quiet: every delivery finished and nothing new arriving.
    const deadline = Date.now() + 60_000;
    let log = await all(call, sub.id);
    while (log.some((d) => d.status !== "success") || log.length < EVENTS) {
      if (Date.now() > deadline)
        throw new Error(`not quiet: ${log.filter((d) => d.status !== "success").length} unfinished`);
      await new Promise((r) => setTimeout(r, 250));
      log = await all(call, sub.id);
    }
    await new Promise((r) => setTimeout(r, 500));

    const ids = new Set(log.map((d) => d.id));
    const seen = new Map<string, number[]>();
    for (const x of receiver.received)
      seen.set(x.body.delivery_id, [
        ...(seen.get(x.body.delivery_id) ?? []),
        x.body.attempt_number as number,
      ]);
    const missing = [...ids].filter((id) => !seen.has(id)).length;
    const duplicated = [...seen.values()].filter((n) => n.length > 1).length;
    console.log(
      `[crash test] events ${EVENTS}, deliveries ${ids.size}, received before the kill ${atKill}, ` +
        `delivered ${seen.size}, duplicated ${duplicated}, missing ${missing}, requests ${receiver.received.length} ` +
        `(writing the events took ${createMs} ms, the restart ${restartMs} ms, quiet ${Date.now() - killedAt} ms after the kill)`,
    );
    expect(ids.size).toBe(EVENTS);
    expect(missing).toBe(0);
    expect([...seen.keys()].every((id) => ids.has(id))).toBe(true);
    for (const numbers of seen.values()) {
      // A repeat is a later attempt (the one the kill cut short was recorded as interrupted), never a double claim.
      expect(new Set(numbers).size).toBe(numbers.length);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
    expect(duplicated).toBeLessThanOrEqual(Number(env.SANDBOX_WEBHOOK_CONCURRENCY));
  }, 240_000);

  // SIGTERM (what the launcher sends the app on Ctrl-C) stops the worker cleanly: it gives up its liveness lock
  // with the process, so the next start takes the attempt it cut short over at once (recorded as interrupted)
  // rather than when the lease ends. With a 30 s timeout the lease is 65 s, far longer than a restart.
  // A stop within SHUTDOWN_GRACE_S lets the attempt finish (graceful-shutdown.test.ts); one the grace cuts short is
  // taken over by the next start at once.
  it("a clean stop whose grace ends mid-attempt lets the next start take the attempt over at once", async () => {
    const patient = { ...env, SANDBOX_WEBHOOK_TIMEOUT_MS: "30000", SHUTDOWN_GRACE_S: "2" };
    await second?.stop();
    second = undefined;
    await server!.stop();
    server = await startOwnServer(patient, { dataDir, port: server!.port });
    const slow = await startReceiver(() => ({ status: 200, delayMs: 5000 }));
    try {
      const sub = await subscribe(call, { url: slow.url });
      await call("POST", "/v1/projects", { name: "Stopped mid-attempt" });
      await slow.waitFor(1);
      await server.stop();
      server = await startOwnServer(patient, { dataDir, port: server.port });
      const [d] = await waitForDeliveries(call, sub.id, (l) => l[0]?.status === "success", 40_000);
      const [first, again] = d!.attempts;
      expect([first?.outcome, again?.outcome]).toEqual(["interrupted", "success"]);
      expect(again!.attemptNumber).toBe(2);
      expect(Date.parse(again!.startedAt) - Date.parse(first!.startedAt)).toBeLessThan(60_000);
    } finally {
      await slow.close();
    }
  }, 120_000);
});

async function all(call: ReturnType<typeof clientFor>, subId: number) {
  const out = [];
  for (let offset = 0; ; offset += 300) {
    const page = await deliveries(call, subId, `&offset=${offset}`);
    out.push(...page);
    if (page.length < 300) return out;
  }
}
