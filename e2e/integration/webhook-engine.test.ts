import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../lib/dev/server";
import { subscribe, insertProjectUpdates } from "./support/deliveries";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { clientFor, startOwnServer } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// The engine's batching at scale and its wake-up across processes, on servers of this file's own.
describe("webhook engine", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-wh-engine-"));
  let server: TestServer | undefined;
  let writer: TestServer | undefined;
  let receiver: Receiver | undefined;
  const call = clientFor(() => server!.baseUrl);
  afterAll(async () => {
    await writer?.stop();
    await server?.stop();
    await receiver?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fans a full batch of 500 events out to 20 subscriptions (10,000 deliveries) and delivers each", async () => {
    receiver = await startReceiver(() => ({ status: 204 }));
    server = await startOwnServer({ SANDBOX_WEBHOOK_TIMEOUT_MS: "5000" }, { dataDir });
    for (let i = 0; i < 20; i++)
      await subscribe(call, {
        url: receiver.url,
        triggers: [{ resourceName: "project", eventType: "update" }],
      });
    // 500 events in one transaction, so the fan-out takes them as one batch: 10,000 rows of 8 parameters each
    // would pass PostgreSQL's 65,535 parameters in one statement.
    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
    await db.connect();
    await insertProjectUpdates(db, 500);
    await db.end();
    await receiver.waitFor(10_000, 120_000);
    const ids = new Set(receiver.received.map((r) => (r.body as { delivery_id: string }).delivery_id));
    expect(ids.size).toBe(10_000);
  }, 180_000);

  it("wakes another process's worker at once: an event written where webhooks are off is delivered without a poll", async () => {
    // The delivering process polls once a minute: only the NOTIFY of the writing process can wake it in time.
    await server!.stop();
    server = await startOwnServer({ SANDBOX_WEBHOOK_POLL_MS: "60000" }, { dataDir, port: server!.port });
    writer = await startServer({ SANDBOX_WEBHOOKS: "off", DATABASE_URL: embeddedDatabaseUrl(dataDir)! });
    const before = receiver!.received.length;
    const written = clientFor(() => writer!.baseUrl);
    await new Promise((r) => setTimeout(r, 1_000)); // the delivering worker has taken its first look
    const started = Date.now();
    const res = await written("PATCH", "/v1/projects/1", { notes: `engine ${started}` });
    expect(res.status).toBe(200);
    await receiver!.waitFor(before + 20, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 180_000);
});
