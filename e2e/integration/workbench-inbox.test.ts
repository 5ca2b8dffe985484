import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/api";
import { consoleAs, signIn } from "./support/console";
import { createProjects, subscribe } from "./support/deliveries";
import { expectError, expectStatus, uniq } from "./support/helpers";
import {
  call,
  newInbox,
  nowS,
  other,
  requestsOf,
  send,
  signed,
  waitForRequests,
  wb,
} from "./support/workbench";

// The sandbox workbench's webhook inboxes over HTTP (/sandbox/workbench/inboxes…, /sandbox/inbox/{key}): per
// company, bounds (the 501st request evicts the oldest, oversize bodies, bad behaviour values), the answers a
// behaviour makes, and the signature check with its reasons.

describe("inboxes", () => {
  it("are created, read, renamed, given a behaviour and deleted, per company; bad input changes nothing", async () => {
    const name = uniq("CRM receiver");
    const inbox = await newInbox(name);
    expect(inbox.url).toMatch(new RegExp(`^${baseUrl()}/sandbox/inbox/[A-Za-z0-9_-]{32}$`));
    expect((await wb("GET", "/inboxes")).body.data.map((i: { id: number }) => i.id)).toContain(inbox.id);
    expect((await other("GET", "/inboxes")).body.data.map((i: { id: number }) => i.id)).not.toContain(
      inbox.id,
    );
    expectError(await other("GET", `/inboxes/${inbox.id}`), 404, "not_found");
    expectError(await other("PATCH", `/inboxes/${inbox.id}`, { name: "x" }), 404, "not_found");
    expectError(await wb("GET", "/inboxes", undefined, { token: null }), 401, "missing_token");
    expectError(await wb("GET", "/inboxes", undefined, { token: "nope" }), 401);

    expectError(await wb("POST", "/inboxes", {}), 400, "validation_failed", "name");
    expectError(await wb("POST", "/inboxes", { name: "  " }), 400, "validation_failed", "name");
    expectError(await wb("POST", "/inboxes", { name: "x".repeat(81) }), 400, "validation_failed", "name");
    expectError(await wb("POST", "/inboxes", { name: uniq("A"), extra: 1 }), 400, "validation_failed");
    expectError(await wb("POST", "/inboxes", { name: name.toUpperCase() }), 409, "inbox_name_taken");

    const bad: [unknown, string][] = [
      [{ behaviour: { status: 302 } }, "status"],
      [{ behaviour: { status: 700 } }, "status"],
      [{ behaviour: { status: "500" } }, "status"],
      [{ behaviour: { status: 200, retryAfterS: 5 } }, "retryAfterS"],
      [{ behaviour: { status: 429, retryAfterS: -1 } }, "retryAfterS"],
      [{ behaviour: { status: 200, delayMs: 120_001 } }, "delayMs"],
      [{ behaviour: { status: 200, delayMs: 1.5 } }, "delayMs"],
      [{ behaviour: { status: 200, failNext: -1 } }, "failNext"],
      [{ behaviour: { status: 200, failNext: 1001 } }, "failNext"],
      [{ behaviour: { status: 200, colour: "red" } }, "behaviour"],
      [{}, "body"],
    ];
    for (const [body, field] of bad)
      expectError(await wb("PATCH", `/inboxes/${inbox.id}`, body), 400, "validation_failed", field);
    expect((await wb("GET", `/inboxes/${inbox.id}`)).body.data.behaviour).toEqual({
      status: 200,
      retryAfterS: null,
      delayMs: 0,
      failNext: 0,
    });

    const renamed = uniq("Renamed");
    const res = await wb("PATCH", `/inboxes/${inbox.id}`, {
      name: renamed,
      behaviour: { status: 429, retryAfterS: 30, delayMs: 10, failNext: 2 },
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      name: renamed,
      url: inbox.url,
      behaviour: { status: 429, retryAfterS: 30, delayMs: 10, failNext: 2 },
    });
    expectError(await wb("GET", "/inboxes/abc"), 404, "not_found");
    expect(await wb("DELETE", `/inboxes/${inbox.id}`)).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expectError(await wb("GET", `/inboxes/${inbox.id}`), 404, "not_found");
    expect((await send(inbox.url, { body: "{}" })).status).toBe(404);
  }, 120_000);

  it("keep every request whole (credentials masked), the last 500: the 501st evicts the oldest", async () => {
    const inbox = await newInbox();
    const first = await send(`${inbox.url}?a=1`, {
      method: "PUT",
      headers: { "content-type": "text/plain", authorization: "Bearer abcdefghijklmnopWXYZ" },
      body: "request 1",
    });
    expect(first.status).toBe(200);
    const [kept] = (await requestsOf(inbox.id)).data;
    expect(kept).toMatchObject({ method: "PUT", body: "request 1", size: 9, responseStatus: 200 });
    expect(kept!.headers.authorization).toBe("…WXYZ");
    expect(kept!.verification.result).toBe("no_subscription");

    for (let i = 2; i <= 501; i += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, 502 - i) }, (_, k) =>
          send(inbox.url, { body: `request ${i + k}` }),
        ),
      );
    const all = await requestsOf(inbox.id, "limit=300&offset=200");
    expect(all.total).toBe(500);
    const bodies = new Set(all.data.map((r) => r.body));
    expect(bodies.has("request 1")).toBe(false);
    expect(bodies.has("request 2")).toBe(true);
    expectError(await wb("GET", `/inboxes/${inbox.id}/requests?limit=301`), 400, "invalid_request", "limit");
    expectError(await wb("GET", `/inboxes/${inbox.id}/requests?offset=-1`), 400, "invalid_request", "offset");
  }, 120_000);

  it("refuse a body over 256 KiB with 413, keeping its size but not its bytes", async () => {
    const inbox = await newInbox();
    const res = await send(inbox.url, { body: "x".repeat(262_145) });
    expectError(res, 413, "payload_too_large");
    const [kept] = (await requestsOf(inbox.id)).data;
    expect(kept).toMatchObject({ body: null, size: 262_145, responseStatus: 413 });
  }, 120_000);

  it("answer as told: fail the next N with 500, then the status with Retry-After, after the delay", async () => {
    const inbox = await newInbox();
    const set = await wb("PATCH", `/inboxes/${inbox.id}`, {
      behaviour: { status: 429, retryAfterS: 7, failNext: 2, delayMs: 300 },
    });
    expectStatus(set, 200);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await send(inbox.url, { body: "{}" });
      answers.push({
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        waited: Date.now() - started,
      });
    }
    expect(answers.map((a) => [a.status, a.retryAfter])).toEqual([
      [500, null],
      [500, null],
      [429, "7"],
    ]);
    for (const a of answers) expect(a.waited).toBeGreaterThanOrEqual(300);
    expect((await wb("GET", `/inboxes/${inbox.id}`)).body.data.behaviour.failNext).toBe(0);
    expect((await requestsOf(inbox.id)).data.map((r) => r.responseStatus)).toEqual([429, 500, 500]);
  }, 120_000);

  it("verify a delivery against the subscription's secret, and say why not: stale, wrong secret, body altered", async () => {
    const inbox = await newInbox();
    const sub = await subscribe(call, { url: inbox.url });
    await createProjects(call, 1, "Inbox signature");
    const [delivery] = (await waitForRequests(inbox.id, 1)).data;
    expect(delivery!.verification).toMatchObject({ result: "verified", subscriptionId: sub.id });
    const body = delivery!.body!;
    const ts = delivery!.headers["x-webhook-timestamp"]!;
    const sig = delivery!.headers["x-webhook-signature"]!;

    const verdict = async (init: RequestInit) => {
      await send(inbox.url, init);
      return (await requestsOf(inbox.id)).data[0]!.verification;
    };
    const altered = body.replace('"attempt_number":1', '"attempt_number":1 ');
    expect(
      await verdict({
        headers: {
          "x-webhook-timestamp": ts,
          "x-webhook-signature": sig,
          "content-type": "application/json",
        },
        body: altered,
      }),
    ).toMatchObject({ result: "body_altered", subscriptionId: sub.id });
    expect(await verdict({ headers: signed("whsec_wrong", nowS(), body), body })).toMatchObject({
      result: "wrong_secret",
      subscriptionId: null,
    });
    expect(await verdict({ headers: signed(sub.secret, nowS() - 600, body), body })).toMatchObject({
      result: "stale_timestamp",
      subscriptionId: sub.id,
    });
    expect(await verdict({ headers: signed(sub.secret, nowS(), body), body })).toMatchObject({
      result: "verified",
    });
    expect(await verdict({ body })).toMatchObject({ result: "unsigned" });
    await call("DELETE", `/v1/webhookSubscriptions/${sub.id}`);
  }, 120_000);
});

describe("a delivery and the inbox request that received it", () => {
  it("link both ways: the inspector's delivery names the inbox request, which names the delivery; forgeries link nothing", async () => {
    const inbox = await newInbox();
    const sub = await subscribe(call, { url: inbox.url });
    const since = new Date(Date.now() - 1000).toISOString();
    const [projectId] = await createProjects(call, 1, "Inbox link");
    const [received] = (await waitForRequests(inbox.id, 1)).data;
    const body = JSON.parse(received!.body!) as { delivery_id: string; entity_id: number };
    expect(body.entity_id).toBe(projectId);
    expect(received!.deliveryId).toBe(body.delivery_id);
    const one = await wb("GET", `/inboxes/${inbox.id}/requests/${received!.id}`);
    expectStatus(one, 200);
    expect(one.body.data).toEqual(received);

    // The recorded POST /v1/projects (written in batches off the request path, among other suites' requests):
    // its event's delivery to this subscription names the inbox request.
    const find = async () => {
      const recent = await wb("GET", `/requests?path=/v1/projects&status=2xx&limit=100&from=${since}`);
      expectStatus(recent, 200);
      for (const r of recent.body.data as { id: string; method: string }[]) {
        if (r.method !== "POST") continue;
        const full = (await wb("GET", `/requests/${r.id}`)).body.data;
        const event = full.events.find((e: { entityId: number }) => e.entityId === projectId);
        const found = event?.deliveries.find((d: { subscriptionId: number }) => d.subscriptionId === sub.id);
        if (found) return found as { id: string; received: unknown[] };
      }
      return undefined;
    };
    let delivery = await find();
    for (let i = 0; !delivery && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 200));
      delivery = await find();
    }
    expect(delivery?.id).toBe(body.delivery_id);
    expect(delivery!.received).toEqual([
      { id: received!.id, inboxId: inbox.id, receivedAt: received!.receivedAt, responseStatus: 200 },
    ]);

    // The same body unsigned, or signed with another secret, names no delivery.
    await send(inbox.url, { headers: { "content-type": "application/json" }, body: received!.body! });
    await send(inbox.url, { headers: signed("whsec_wrong", nowS(), received!.body!), body: received!.body! });
    const latest = (await requestsOf(inbox.id, "limit=2")).data;
    expect(latest.map((r) => [r.verification.result, r.deliveryId])).toEqual([
      ["wrong_secret", null],
      ["unsigned", null],
    ]);

    expectError(await wb("GET", `/inboxes/${inbox.id}/requests/999999999`), 404, "not_found");
    expectError(await wb("GET", `/inboxes/${inbox.id}/requests/abc`), 404, "not_found");
    expectError(await wb("GET", `/inboxes/${inbox.id}/requests/99999999999999999999`), 404, "not_found");
    expectError(await other("GET", `/inboxes/${inbox.id}/requests/${received!.id}`), 404, "not_found");
    await call("DELETE", `/v1/webhookSubscriptions/${sub.id}`);
  }, 120_000);
});

describe("through the console", () => {
  it("every role reads, admins and managers change, support may not; bad input stops before the sandbox", async () => {
    const manager = consoleAs(await signIn("manager"));
    const support = consoleAs(await signIn("support"));
    const name = uniq("Console inbox");
    expect((await support("POST", "/api/workbench/inboxes", { name })).status).toBe(403);
    const created = await manager("POST", "/api/workbench/inboxes", { name });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { data: { id: number } }).data.id;
    const listed = (await support("GET", "/api/workbench/inboxes")).body as { data: { name: string }[] };
    expect(listed.data.map((i) => i.name)).toContain(name);

    const bad = await manager("PATCH", `/api/workbench/inboxes/${id}`, { behaviour: { status: 302 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "validation_failed" } });
    expect((await support("PATCH", `/api/workbench/inboxes/${id}`, { name: "x" })).status).toBe(403);
    expect((await manager("GET", `/api/workbench/inboxes/${id}/requests?limit=301`)).status).toBe(400);
    expect((await manager("POST", "/api/workbench/clock/advance", { seconds: 0 })).status).toBe(400);
    expect((await support("POST", "/api/workbench/clock/run-due")).status).toBe(403);
    expect((await support("GET", "/api/workbench/reset")).status).toBe(403);
    expect((await manager("DELETE", `/api/workbench/inboxes/${id}`)).status).toBe(200);
    expect((await manager("GET", `/api/workbench/inboxes/${id}`)).status).toBe(404);
  }, 120_000);
});
