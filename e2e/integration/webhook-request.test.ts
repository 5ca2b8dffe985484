import { createHmac } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { deliveries, finished, subscribe, waitForDeliveries, type Call } from "./support/deliveries";
import { getProject } from "./support/helpers";
import { ok, startReceiver, type Receiver } from "./support/webhook-receiver";

// The delivery request (spec, Events: Delivery request and Signature) as a receiver sees it, on the suite's
// server: body fields and order, data as the REST API returns it, headers, an independently verified signature,
// custom headers that cannot override the engine's; and the README's receiver example run against it.
const call: Call = (method, p, body) => api(method, p, body === undefined ? {} : { body });
const databaseUrl = inject("databaseUrl");

const receivers: Receiver[] = [];
const subs: number[] = [];
afterAll(async () => {
  for (const id of subs) await call("DELETE", `/v1/webhookSubscriptions/${id}`);
  for (const r of receivers) await r.close();
});

const hmac = (secret: string, timestamp: string, raw: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest("hex")}`;

describe("the delivery request", () => {
  it("carries the spec's body, a verifiable signature, a fresh timestamp and the custom headers", async () => {
    const r = await startReceiver(ok);
    receivers.push(r);
    const s = await subscribe(call, {
      url: r.url,
      headers: { "X-Api-Key": "partner-key" },
      triggers: ["create", "update", "delete"].map((eventType) => ({ resourceName: "project", eventType })),
    });
    subs.push(s.id);
    const created = await api("POST", "/v1/projects", { body: { name: "Delivered project", budget: 12 } });
    const id = created.body.data.id as number;
    await waitForDeliveries(call, s.id, (l) => l.length === 1 && finished(l[0]!));
    const afterCreate = await getProject(id);
    await call("PATCH", `/v1/projects/${id}`, { notes: "changed" });
    await waitForDeliveries(call, s.id, (l) => l.length === 2 && l.every(finished));
    const afterUpdate = await getProject(id);
    await call("DELETE", `/v1/projects/${id}`);
    const log = await waitForDeliveries(call, s.id, (l) => l.length === 3 && l.every(finished));
    expect(r.received).toHaveLength(3);
    const [create, update, del] = r.received.map((x) => x.body);

    expect(Object.keys(create)).toEqual([
      "event_type",
      "company_id",
      "entity_type",
      "entity_id",
      "occurred_at",
      "updated_fields",
      "data",
      "actor",
      "delivery_id",
      "attempt_number",
    ]);
    expect(create).toMatchObject({
      event_type: "project.create",
      company_id: 1,
      entity_type: "project",
      entity_id: id,
      occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: afterCreate,
      actor: { type: "user", id: expect.any(Number) },
      delivery_id: log[2]!.id,
      attempt_number: 1,
    });
    expect(create.updated_fields).toEqual(expect.arrayContaining(["name", "budget"]));
    expect(update).toMatchObject({
      event_type: "project.update",
      updated_fields: ["notes"],
      data: afterUpdate,
    });
    expect(del).toMatchObject({ event_type: "project.delete", entity_id: id, data: {} });
    expect(del).not.toHaveProperty("updated_fields");
    expect(new Set(r.received.map((x) => x.body.delivery_id)).size).toBe(3);

    for (const x of r.received) {
      expect(x.headers["content-type"]).toBe("application/json");
      expect(x.headers["x-api-key"]).toBe("partner-key");
      const ts = String(x.headers["x-webhook-timestamp"]);
      expect(ts).toMatch(/^\d+$/);
      expect(Math.abs(Number(ts) - x.at / 1000)).toBeLessThan(5);
      expect(x.headers["x-webhook-signature"]).toBe(hmac(s.secret, ts, x.raw));
    }
  });

  it("a subscription naming a signing, timestamp or content-type header is refused when written", async () => {
    for (const name of ["X-Webhook-Signature", "x-webhook-timestamp", "Content-Type"]) {
      const res = await call("POST", "/v1/webhookSubscriptions", {
        url: "http://127.0.0.1:9/h",
        headers: { [name]: "x" },
      });
      expect(res.status).toBe(400);
    }
  });

  // A row written before the rule (or by hand) still cannot override them: the engine drops such headers.
  it.skipIf(!databaseUrl)(
    "custom headers never override Content-Type or X-Webhook-* at send time",
    async () => {
      const r = await startReceiver(ok);
      receivers.push(r);
      const s = await subscribe(call, { url: r.url, headers: { "X-Api-Key": "k" } });
      subs.push(s.id);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        await db.query("UPDATE sandbox.webhook_subscriptions SET headers = $1 WHERE id = $2", [
          JSON.stringify({
            "X-Api-Key": "k",
            "Content-Type": "text/plain",
            "X-Webhook-Signature": "sha256=forged",
            "X-Webhook-Timestamp": "1",
          }),
          s.id,
        ]);
      } finally {
        await db.end();
      }
      const res = await call("POST", `/v1/webhookSubscriptions/${s.id}/test`);
      expect(res.body.data.status).toBe("success");
      const [x] = r.received;
      expect(x!.headers["x-api-key"]).toBe("k");
      expect(x!.headers["content-type"]).toBe("application/json");
      expect(x!.headers["x-webhook-timestamp"]).not.toBe("1");
      expect(x!.headers["x-webhook-signature"]).toBe(
        hmac(s.secret, String(x!.headers["x-webhook-timestamp"]), x!.raw),
      );
    },
  );
});

// A URL that became unsafe after it was written (DNS, or a row from before a rule) is refused when sent.
it.skipIf(!databaseUrl)(
  "refuses a link-local (metadata) address at delivery time as a connection error",
  async () => {
    const s = await subscribe(call, { url: "http://127.0.0.1:9/unused" });
    subs.push(s.id);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query("UPDATE sandbox.webhook_subscriptions SET url = $1 WHERE id = $2", [
        "http://169.254.169.254/latest/meta-data",
        s.id,
      ]);
    } finally {
      await db.end();
    }
    const res = await call("POST", `/v1/webhookSubscriptions/${s.id}/test`);
    expect(res.body.data).toMatchObject({ status: "failed" });
    expect(res.body.data.attempts[0]).toMatchObject({
      responseStatus: null,
      error: expect.stringMatching(/address is not allowed/),
    });
  },
);

// The receiver example in lib/sandbox/delivery/README.md, extracted and run as a partner would run it.
async function loadReadmeReceiver() {
  const readme = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../lib/sandbox/delivery/README.md"),
    "utf8",
  );
  const code = readme.match(/```js\n(\/\/ receiver\.mjs[\s\S]*?)```/)?.[1];
  if (!code) throw new Error("the README has no receiver.mjs example");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-receiver-"));
  const file = path.join(dir, "receiver.mjs");
  fs.writeFileSync(file, code);
  // Imported, the file is no longer needed.
  return (await import(/* @vite-ignore */ file).finally(() =>
    fs.rmSync(dir, { recursive: true, force: true }),
  )) as {
    verify: (secret: string, ts: unknown, sig: unknown, raw: Buffer, now?: number) => boolean;
    receiver: (secret: string, onEvent: (e: { delivery_id: string }) => void) => import("node:http").Server;
  };
}

describe("the README's receiver example", () => {
  it("accepts real deliveries once per delivery_id, and refuses tampered or stale ones", async () => {
    const example = await loadReadmeReceiver();
    const r = await startReceiver(ok); // only to learn the subscription's secret before the example listens
    receivers.push(r);
    const s = await subscribe(call, { url: r.url });
    subs.push(s.id);
    const events: { delivery_id: string }[] = [];
    const server = example.receiver(s.secret, (e) => events.push(e));
    await new Promise<void>((res) => server.listen(0, "127.0.0.1", res));
    try {
      const port = (server.address() as AddressInfo).port;
      await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { url: `http://127.0.0.1:${port}/webhooks` });
      await api("POST", "/v1/projects", { body: { name: "Seen by the example" } });
      const [d] = await waitForDeliveries(call, s.id, (l) => l.length === 1 && finished(l[0]!));
      expect(d).toMatchObject({ status: "success" });
      expect(d!.attempts[0]!.responseStatus).toBe(204);
      // A replay arrives again with the same delivery_id: acknowledged, not handled twice.
      await call("POST", `/v1/webhookSubscriptions/${s.id}/deliveries/${d!.id}/replay`);
      await waitForDeliveries(call, s.id, (l) => l[0]!.attemptCount === 2 && finished(l[0]!));
      expect((await deliveries(call, s.id))[0]!.attempts.map((a) => a.responseStatus)).toEqual([204, 204]);
      expect(events.map((e) => e.delivery_id)).toEqual([d!.id]);

      // The verify function on its own: a good signature passes; a changed body, a wrong secret, or a
      // timestamp more than 5 minutes old does not.
      const raw = Buffer.from(JSON.stringify(d!.requestBody));
      const now = Date.now();
      const ts = String(Math.floor(now / 1000));
      expect(example.verify(s.secret, ts, hmac(s.secret, ts, raw.toString()), raw, now)).toBe(true);
      expect(
        example.verify(s.secret, ts, hmac(s.secret, ts, raw.toString()), Buffer.from(`${raw} `), now),
      ).toBe(false);
      expect(example.verify("whsec_other", ts, hmac(s.secret, ts, raw.toString()), raw, now)).toBe(false);
      const old = String(Math.floor(now / 1000) - 301);
      expect(example.verify(s.secret, old, hmac(s.secret, old, raw.toString()), raw, now)).toBe(false);
      expect(example.verify(s.secret, ts, undefined, raw, now)).toBe(false);
    } finally {
      await new Promise((res) => server.close(res));
    }
  });
});
