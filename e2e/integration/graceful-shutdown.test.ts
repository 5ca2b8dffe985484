import http from "node:http";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDebianPg, type DebianPg } from "../../lib/dev/debian-pg";
import { startServe, type ServeProcess } from "../../lib/dev/serve-process";
import { startServer } from "../../lib/dev/server";
import { subscribe, insertProjectUpdates } from "./support/deliveries";
import { clientFor } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// SIGTERM to `npm run serve` in the middle of a burst: 20 slow uploads (bodies trickling in over 1.5 s), 20 list
// reads and webhook attempts in flight. Every request is answered, the process exits 0 within SHUTDOWN_GRACE_S,
// and a second instance delivers the rest: each delivery reaches the receiver exactly once, none interrupted.
const GRACE_S = 10;
const EVENTS = 120;
const engine = {
  SHUTDOWN_GRACE_S: String(GRACE_S),
  SANDBOX_WEBHOOK_CONCURRENCY: "8",
  SANDBOX_WEBHOOK_TIMEOUT_MS: "5000",
  SANDBOX_WEBHOOK_POLL_MS: "50",
};

type InFlight = { sent: Promise<unknown>; done: Promise<number | string> };

// A request on a connection of its own: `sent` once its bytes (all, or the first half of a body trickling in over
// `bodyMs`) are with the server's kernel, so it is in flight from then on; `done` with the status or error code.
function request(url: string, opts: { headers?: Record<string, string>; body?: string; bodyMs?: number }) {
  const { body, bodyMs = 0 } = opts;
  const req = http.request(url, {
    method: body === undefined ? "GET" : "POST",
    agent: false,
    headers: { ...opts.headers, ...(body === undefined ? {} : { "content-length": body.length }) },
  });
  const done = new Promise<number | string>((resolve) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
  let sent: Promise<unknown>;
  if (body === undefined) {
    sent = new Promise((r) => req.once("finish", r));
    req.end();
  } else {
    const half = Math.floor(body.length / 2);
    sent = new Promise((r) => req.write(body.slice(0, half), r));
    setTimeout(() => req.end(body.slice(half)), bodyMs);
  }
  return { sent, done } satisfies InFlight;
}

// A token request whose form body arrives over `ms`: in flight on the server the whole time.
function slowTokenRequest(baseUrl: string, ms: number): InFlight {
  const body = tokenForm(baseUrl).toString();
  const headers = { "content-type": "application/x-www-form-urlencoded" };
  return request(`${baseUrl}/sandbox/oauth/token`, { headers, body, bodyMs: ms });
}

const tokenForm = (baseUrl: string) =>
  new URLSearchParams({
    grant_type: "client_credentials",
    client_id: "sandbox-partner",
    client_secret: "sandbox-secret",
    audience: new URL(baseUrl).origin,
  });

async function bearer(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/oauth/token`, { method: "POST", body: tokenForm(baseUrl) });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("graceful shutdown of npm run serve", () => {
  let db: DebianPg;
  let receiver: Receiver;
  let first: ServeProcess | undefined;
  let second: ServeProcess | undefined;
  beforeAll(async () => {
    db = await startDebianPg();
  }, 60_000);
  afterAll(async () => {
    for (const p of [first, second]) p?.child.kill("SIGKILL");
    await receiver?.close();
    db?.remove();
  });

  it("answers every request in flight, loses and repeats no delivery, exits 0 in time", async () => {
    receiver = await startReceiver(() => ({ status: 200, delayMs: 400 }));
    first = await startServe({ DATABASE_URL: db.url, ...engine });
    const call = clientFor(() => first!.baseUrl);
    const sub = await subscribe(call, {
      url: receiver.url,
      triggers: [{ resourceName: "project", eventType: "update" }],
    });
    const client = new pg.Client({ connectionString: db.url });
    client.on("error", () => undefined); // the database is removed after a failure, the client still open
    await client.connect();
    await insertProjectUpdates(client, EVENTS, 100);
    await receiver.waitFor(10, 20_000);

    const uploads = Array.from({ length: 20 }, () => slowTokenRequest(first!.baseUrl, 1_500));
    const token = await bearer(first.baseUrl);
    const reads = Array.from({ length: 20 }, (_, i) =>
      request(`${first!.baseUrl}/sandbox/api/v1/projects?limit=100`, {
        headers: { authorization: `Bearer ${token}`, "x-request-id": `drain-read-${i}` },
      }),
    );
    await Promise.all([...uploads, ...reads].map((r) => r.sent));
    // A connection made before the signal may still ask: readiness is 503 from the signal on.
    const early = net.connect(first.port, "127.0.0.1");
    await new Promise((r) => early.once("connect", r));
    const signalledAt = Date.now();
    first.signal("SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    const ready = new Promise<string>((resolve) => {
      let text = "";
      early.on("data", (d) => (text += d));
      early.on("close", () => resolve(text));
      early.write(`GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    });

    expect(await Promise.all(uploads.map((r) => r.done))).toEqual(Array(20).fill(200));
    expect(await Promise.all(reads.map((r) => r.done))).toEqual(Array(20).fill(200));
    expect(await ready).toMatch(/^HTTP\/1\.1 503/);
    const { code, at } = await first.exited;
    expect(code, first.output()).toBe(0);
    expect(at - signalledAt).toBeLessThan(GRACE_S * 1000);
    // The request inspector wrote what the last requests queued before the pools closed.
    const { rows: inspected } = await client.query<{ n: number }>(
      "SELECT count(DISTINCT request_id)::int AS n FROM sandbox.workbench_requests WHERE request_id LIKE 'drain-read-%'",
    );
    expect(inspected[0]!.n).toBe(20);

    // The rest is delivered by the next instance.
    second = await startServe({ DATABASE_URL: db.url, ...engine });
    const deadline = Date.now() + 60_000;
    let pending = EVENTS;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM sandbox.webhook_deliveries WHERE subscription_id = $1 AND status <> 'success'",
        [sub.id],
      );
      const total = await client.query(
        "SELECT count(*)::int AS n FROM sandbox.webhook_deliveries WHERE subscription_id = $1",
        [sub.id],
      );
      pending = rows[0].n + (EVENTS - total.rows[0].n);
    }
    expect(pending).toBe(0);
    const ids = receiver.received.map((r) => r.body?.delivery_id as string);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(ids.length).toBe(EVENTS);
    const { rows: attempts } = await client.query(
      `SELECT a.outcome, count(*)::int AS n FROM sandbox.webhook_delivery_attempts a
       JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id WHERE d.subscription_id = $1 GROUP BY 1`,
      [sub.id],
    );
    expect(attempts).toEqual([{ outcome: "success", n: EVENTS }]);
    await client.end();
  }, 180_000);

  it("does the same under npm start: Ctrl-C waits for the requests in flight", async () => {
    const app = await startServer({ DATABASE_URL: db.url, SHUTDOWN_GRACE_S: String(GRACE_S) });
    const uploads = Array.from({ length: 20 }, () => slowTokenRequest(app.baseUrl, 1_500));
    await Promise.all(uploads.map((r) => r.sent));
    const started = Date.now();
    await app.stop(); // SIGINT to the launcher, as Ctrl-C
    expect(await Promise.all(uploads.map((r) => r.done))).toEqual(Array(20).fill(200));
    expect(Date.now() - started).toBeLessThan(GRACE_S * 1000);
    // The launcher's output may arrive just after it exits.
    await expect
      .poll(() => app.output(), { timeout: 2_000 })
      .toMatch(/\[shutdown\] SIG(INT|TERM): finishing/);
  }, 120_000);
});
