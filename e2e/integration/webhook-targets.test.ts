import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { api, token } from "./support/api";
import { deliveries, subscribe, waitForDeliveries, type Call, type Delivery } from "./support/deliveries";
import { expectError } from "./support/helpers";
import { clientFor, startOwnServer } from "./support/own-server";
import { startReceiver, type Receiver } from "./support/webhook-receiver";

// Issue 14, item 4: webhook targets cannot be used to probe the host. On the suite's server (a loopback APP_URL,
// so loopback targets are allowed) every embedded form of a blocked address is refused, and a test send needs
// the read scope of its sample's resource. On a server of this file's own restarted with
// SANDBOX_WEBHOOK_TARGETS=public, loopback targets are refused on write and at send, alike for open and closed
// ports, and what a loopback port once answered is no longer shown.
const call: Call = (method, p, body) => api(method, p, body === undefined ? {} : { body });
const receivers: Receiver[] = [];
const subs: number[] = [];
afterAll(async () => {
  for (const id of subs) await call("DELETE", `/v1/webhookSubscriptions/${id}`);
  for (const r of receivers) await r.close();
});

describe("embedded forms of blocked addresses", () => {
  it.each([
    ["https://[64:ff9b::a9fe:a9fe]/hook", "NAT64 of the metadata address"],
    ["https://[64:ff9b::7f00:1]/hook", "NAT64 of loopback"],
    ["https://[64:ff9b:1::a00:1]/hook", "local-use NAT64"],
    ["https://[2002:a9fe:a9fe::1]/hook", "6to4 of the metadata address"],
    ["https://[2002:c0a8:101::1]/hook", "6to4 of 192.168.1.1"],
    ["https://[::ffff:0:a9fe:a9fe]/hook", "IPv4-translated metadata (RFC 6145)"],
    ["https://[::a9fe:a9fe]/hook", "IPv4-compatible metadata"],
    ["https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook", "Teredo"],
    ["https://[2001:db8::1]/hook", "documentation range"],
    ["https://198.18.0.1/hook", "benchmarking range"],
    ["https://255.255.255.255/hook", "broadcast"],
    ["https://2852039166/hook", "the metadata address as one decimal number"],
  ])("refuses %s (%s) on create and on update, with 400 naming url", async (url) => {
    expectError(
      await api("POST", "/v1/webhookSubscriptions", { body: { url }, client: "readonly" }),
      400,
      "validation_failed",
      "url",
    );
    const s = await subscribe(call, { url: "https://hooks.example.com/x" });
    subs.push(s.id);
    expectError(
      await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { url }),
      400,
      "validation_failed",
      "url",
    );
  });
});

describe("a test send carries a record's data only to a caller who may read it", () => {
  it("needs read:leads for a lead event: 403 insufficient_scope with read:projects, and nothing is sent", async () => {
    const r = await startReceiver(() => ({ status: 200, body: "ok" }));
    receivers.push(r);
    const s = await subscribe(call, {
      url: r.url,
      triggers: [{ resourceName: "lead", eventType: "update" }],
    });
    subs.push(s.id);
    const path = `/v1/webhookSubscriptions/${s.id}/test`;
    const refused = await api("POST", path, { token: await token("partner", "read:projects") });
    expectError(refused, 403, "insufficient_scope");
    expect(refused.headers.get("www-authenticate")).toContain("read:leads");
    expect(r.received).toHaveLength(0);

    const sent = await api("POST", path, { token: await token("partner", "read:leads") });
    expect(sent.status).toBe(200);
    expect(r.received).toHaveLength(1);
    expect(r.received[0]!.body).toMatchObject({ event_type: "lead.update", test: true });
  });
});

describe("SANDBOX_WEBHOOK_TARGETS=public", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-targets-"));
  let server: TestServer | undefined;
  const own = clientFor(() => server!.baseUrl);
  let banner: Receiver;
  let open: { id: number };
  let closed: { id: number };
  let earlier: Delivery;
  const closedUrl = "http://127.0.0.1:9/hook"; // discard: nothing listens there

  beforeAll(async () => {
    banner = await startReceiver(() => ({ status: 200, body: "SSH-2.0-OpenSSH_9.2 banner of a local port" }));
    receivers.push(banner);
    // First a developer's server (a loopback APP_URL: loopback targets allowed), which records what the port said.
    server = await startOwnServer({ SANDBOX_WEBHOOK_TIMEOUT_MS: "1000" }, { dataDir });
    open = await subscribe(own, { url: banner.url });
    closed = await subscribe(own, { url: closedUrl });
    const first = await own("POST", `/v1/webhookSubscriptions/${open.id}/test`);
    expect(first.body.data.attempts[0].responseBody).toContain("OpenSSH");
    earlier = first.body.data as Delivery;
    const { port } = server;
    await server.stop();
    // The same port, so the same origin: the token stays valid.
    server = await startOwnServer(
      {
        SANDBOX_WEBHOOK_TARGETS: "public",
        SANDBOX_WEBHOOK_TIMEOUT_MS: "1000",
        SANDBOX_WEBHOOK_POLL_MS: "20",
      },
      { dataDir, port },
    );
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["http://127.0.0.1:22/", "http://localhost:5432/", "https://[::1]:6379/", "http://127.0.0.1.:80/"])(
    "refuses %s on create and update, for any token",
    async (url) => {
      expectError(await own("POST", "/v1/webhookSubscriptions", { url }), 400, "validation_failed", "url");
      expectError(
        await own("PATCH", `/v1/webhookSubscriptions/${open.id}`, { url }),
        400,
        "validation_failed",
        "url",
      );
    },
  );

  it("refuses a stored loopback target at send time, the same way for an open and a closed port", async () => {
    const sent = await Promise.all(
      [open, closed].map((s) => own("POST", `/v1/webhookSubscriptions/${s.id}/test`)),
    );
    const attempts = sent.map((res) => {
      expect(res.status).toBe(200);
      return res.body.data.attempts[0];
    });
    for (const a of attempts)
      expect(a).toMatchObject({
        outcome: "failed",
        responseStatus: null,
        responseBody: null,
        error: expect.stringMatching(/not allowed/),
      });
    expect(attempts[0].error).toBe(attempts[1].error);
    expect(banner.received).toHaveLength(1); // only the first server's test send ever reached it
  });

  it("no longer shows what the loopback port answered before", async () => {
    const log = await deliveries(own, open.id);
    const before = log.find((d) => d.id === earlier.id)!;
    expect(before.attempts[0]).toMatchObject({ responseStatus: 200, responseBody: null });
  });

  it("fails real deliveries to it without connecting", async () => {
    await own("POST", "/v1/projects", { name: "Targets" });
    // The claim opens the attempt's row before the send: wait for the attempt to be finished, not only begun.
    const real = (x: Delivery) => !x.test && x.attempts[0]?.finishedAt != null;
    const d = (await waitForDeliveries(own, open.id, (l) => l.some(real))).find(real);
    expect(d!.attempts[0]).toMatchObject({
      responseStatus: null,
      error: expect.stringMatching(/not allowed/),
    });
    expect(banner.received).toHaveLength(1);
  });
});
