import { createHmac } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, baseUrl } from "./support/api";
import { consoleAs, signIn, type ConsoleClient, type Role } from "./support/console";
import { createProjects, type Call, type Delivery } from "./support/deliveries";
import { expectError, expectStatus, MISSING_ID, uniq } from "./support/helpers";
import { ok, startReceiver, type Receiver, type Reply } from "./support/webhook-receiver";

// The console's webhook routes (/api/webhooks/**) over real HTTP, signed in as each demo role, against the
// suite's sandbox (real time: nothing here waits for a retry). The secret appears in create and recreate
// answers only; roles are enforced; bad input is refused before anything reaches the API; the delivery
// extensions work; the audit log records each operation by ids, never the secret or URL.

type Sub = {
  id: number;
  url: string;
  status: string;
  description: string | null;
  maxAttempts: number;
  headers: Record<string, string>;
  consecutiveFailures: number;
  triggers: { resourceName: string; eventType: string; isActive: boolean }[];
};

const databaseUrl = inject("databaseUrl");
const startedAt = new Date();

const as = {} as Record<Role, ConsoleClient>;
const sandbox: Call = (method, path, body) => api(method, path, body === undefined ? {} : { body });
const receivers: Receiver[] = [];
const subs = new Set<number>();
let db: pg.Client | undefined;

beforeAll(async () => {
  for (const role of ["admin", "manager", "support"] as const) as[role] = consoleAs(await signIn(role));
  if (databaseUrl) {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }
});
afterAll(async () => {
  for (const id of subs) await sandbox("DELETE", `/v1/webhookSubscriptions/${id}`);
  for (const r of receivers) await r.close();
  await db?.end();
});

async function receiver(reply: () => Reply = ok) {
  let respond = reply;
  const r = await startReceiver(() => respond());
  receivers.push(r);
  return Object.assign(r, { setReply: (f: () => Reply) => (respond = f) });
}

const projectCreate = [{ resourceName: "project", eventType: "create" }];

// Creates through the console as a manager; the subscription is deleted after the file.
async function create(body: Record<string, unknown>) {
  const res = await as.manager("POST", "/api/webhooks", { triggers: projectCreate, ...body });
  expectStatus(res, 200);
  subs.add(res.body.data.id);
  return res.body.data as Sub & { secret: string };
}
const get = async (id: number) => {
  const res = await as.manager("GET", `/api/webhooks/${id}`);
  expectStatus(res, 200);
  return res.body.data as Sub;
};
// The ids of people's subscriptions: the console's own (the record index's) is made by the console in the
// background, at a moment no test controls, so it is left out.
const listIds = async () =>
  ((await as.support("GET", "/api/webhooks")).body.data as Sub[])
    .filter((s) => !s.description?.startsWith("Partner Console record index"))
    .map((s) => s.id);

// The console's deliveries route, polled until `done` holds (the console's twin of support/deliveries.ts).
async function consoleDeliveries(id: number, done: (l: Delivery[]) => boolean, query = "") {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await as.support("GET", `/api/webhooks/${id}/deliveries?limit=50${query}`);
    expectStatus(res, 200);
    expect(res.body.available).toBe(true);
    const list = res.body.page.data as Delivery[];
    if (done(list)) return list;
    if (Date.now() > deadline) throw new Error(`deliveries of ${id}: ${JSON.stringify(list)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the secret", () => {
  it("is in the create answer only (no-store); GET and the list never carry it", async () => {
    const r = await receiver();
    const s = await create({ url: r.url, description: uniq("Secret once"), maxAttempts: 3 });
    expect(s.secret).toMatch(/^whsec_/);
    expect(s).toMatchObject({ url: r.url, status: "active", maxAttempts: 3, consecutiveFailures: 0 });

    for (const path of [`/api/webhooks/${s.id}`, "/api/webhooks", "/api/webhooks?status=active"]) {
      const text = await as.manager.text(path);
      expect(text).toContain(`"id":${s.id}`);
      expect(text).not.toContain(s.secret);
      expect(text).not.toContain('"secret"');
    }
    const one = await as.manager("GET", `/api/webhooks/${s.id}`);
    expect(one.headers.get("cache-control")).toBe("no-store");
    const { secret: _, ...withoutSecret } = s;
    expect(one.body.data).toEqual(withoutSecret);
  });

  it("signs what the receiver gets, and the signature checker verifies it with that secret", async () => {
    const r = await receiver();
    const s = await create({ url: r.url });
    const test = await as.support("POST", `/api/webhooks/${s.id}/test`);
    expectStatus(test, 200);
    const [got] = await r.waitFor(1);
    const input = {
      body: got!.raw,
      timestamp: String(got!.headers["x-webhook-timestamp"]),
      signature: String(got!.headers["x-webhook-signature"]),
      secret: s.secret,
    };
    const check = await as.support("POST", "/api/webhooks/signature-check", input);
    expectStatus(check, 200);
    expect(check.body).toEqual({ valid: true, reason: expect.stringContaining("verifies") });
    expect(check.headers.get("cache-control")).toBe("no-store");
    expect(JSON.stringify(check.body)).not.toContain(s.secret);
  });
});

describe("create", () => {
  it("refuses plain http to a non-loopback host and the signing headers: 400, nothing created", async () => {
    const before = await listIds();
    const refusals: [Record<string, unknown>, string][] = [
      [{ url: "http://example.com/hook" }, "url"],
      [{ url: "ftp://example.com/hook" }, "url"],
      [{ url: "https://user:pw@example.com/hook" }, "url"],
      [{ url: "" }, "url"],
      [
        { url: "https://example.com/hook", headers: { "X-Webhook-Signature": "forged" } },
        "X-Webhook-Signature",
      ],
      [{ url: "https://example.com/hook", headers: { "content-type": "text/plain" } }, "content-type"],
      [{ url: "https://example.com/hook", maxAttempts: 0 }, "maxAttempts"],
      [{ url: "https://example.com/hook", maxAttempts: "5" }, "maxAttempts"],
      [{ url: 42 }, "url"],
      [{ url: "https://example.com/hook", triggers: "project.create" }, "triggers"],
    ];
    for (const [body, field] of refusals)
      expectError(await as.manager("POST", "/api/webhooks", body), 400, "validation_failed", field);
    const http = await as.manager("POST", "/api/webhooks", { url: "http://example.com/hook" });
    expect(http.body.error.message).toContain("https://");
    expectError(await as.manager("POST", "/api/webhooks", "{not json"), 400, "invalid_json");
    expect(await listIds()).toEqual(before);
  });

  it("caps maxAttempts at 10, keeps headers and triggers, and lists the trigger catalog", async () => {
    const triggers = await as.support("GET", "/api/webhook-triggers");
    expectStatus(triggers, 200);
    expect(triggers.body.data).toContainEqual(
      expect.objectContaining({ resourceName: "project", eventType: "create", label: "Project Created" }),
    );
    const s = await create({
      url: "https://hooks.example.com/in",
      maxAttempts: 50,
      headers: { "X-Api-Key": "k" },
      triggers: [...projectCreate, { resourceName: "lead", eventType: "update" }],
    });
    expect(s).toMatchObject({ maxAttempts: 10, headers: { "X-Api-Key": "k" } });
    expect(s.triggers.map((t) => `${t.resourceName}.${t.eventType}`)).toEqual([
      "project.create",
      "lead.update",
    ]);
  });
});

describe("roles and bad input", () => {
  it("support pauses, disables and reactivates, but may not create, edit, delete or recreate", async () => {
    const s = await create({ url: "https://hooks.example.com/roles" });
    for (const [action, status] of [
      ["pause", "paused"],
      ["reactivate", "active"],
      ["disable", "disabled"],
      ["reactivate", "active"],
    ] as const) {
      const res = await as.support("POST", `/api/webhooks/${s.id}/${action}`);
      expectStatus(res, 200);
      expect(res.body.data).toMatchObject({ id: s.id, status });
      expect((await get(s.id)).status).toBe(status);
    }
    const before = await get(s.id);
    expectError(
      await as.support("POST", "/api/webhooks", { url: "https://example.com/x" }),
      403,
      "forbidden",
    );
    expectError(await as.support("PATCH", `/api/webhooks/${s.id}`, { description: "x" }), 403, "forbidden");
    expectError(await as.support("DELETE", `/api/webhooks/${s.id}`), 403, "forbidden");
    expectError(await as.support("POST", `/api/webhooks/${s.id}/recreate`), 403, "forbidden");
    expectError(await as.manager("DELETE", `/api/webhooks/${s.id}`), 403, "forbidden");
    expect(await get(s.id)).toEqual(before);

    const del = await as.admin("DELETE", `/api/webhooks/${s.id}`);
    expectStatus(del, 200);
    expect(del.body).toEqual({ deleted: true });
    expectError(await as.support("GET", `/api/webhooks/${s.id}`), 404, "not_found");
  });

  it("answers 401 without a session and 403 to a cross-site mutation", async () => {
    const s = await create({ url: "https://hooks.example.com/anon" });
    const anon = consoleAs(null);
    expectError(await anon("GET", "/api/webhooks"), 401, "unauthenticated");
    expectError(await anon("POST", `/api/webhooks/${s.id}/pause`), 401, "unauthenticated");
    const res = await fetch(`${baseUrl()}/api/webhooks/${s.id}/pause`, {
      method: "POST",
      headers: { cookie: await signIn("support"), origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await get(s.id)).status).toBe("active");
  });

  it("refuses bad ids with 400 and answers unknown ones with 404, on every route", async () => {
    // Any positive safe integer is an id the console passes on (READER.md): 99999999999 reaches the API, which
    // judges it (the sandbox's ids stop at 2^31 − 1, so it names no record there: 404). Past 2^53 no record can
    // have it: the console answers 404 itself.
    const bad = ["abc", "0", "1.5", "-3"];
    const routes: [Role, string, string][] = [
      ["support", "GET", ""],
      ["manager", "PATCH", ""],
      ["admin", "DELETE", ""],
      ["support", "POST", "/pause"],
      ["support", "POST", "/disable"],
      ["support", "POST", "/reactivate"],
      ["manager", "POST", "/recreate"],
      ["support", "GET", "/deliveries"],
      ["support", "GET", "/stats"],
      ["support", "POST", "/test"],
      ["support", "POST", "/replay-failed"],
    ];
    const since = new Date(Date.now() - 3_600_000).toISOString();
    for (const [role, method, suffix] of routes) {
      const body =
        suffix === "/replay-failed" ? { since } : method === "PATCH" ? { description: "x" } : undefined;
      for (const id of bad)
        expectError(
          await as[role](method, `/api/webhooks/${id}${suffix}`, body),
          400,
          "validation_failed",
          "id",
        );
      expectError(await as[role](method, `/api/webhooks/${MISSING_ID}${suffix}`, body), 404, "not_found");
      expectError(await as[role](method, `/api/webhooks/99999999999${suffix}`, body), 404, "not_found");
      expectError(await as[role](method, `/api/webhooks/99999999999999999${suffix}`, body), 404, "not_found");
    }
    const uuid = "6f1e7a3c-0b1d-4c8e-9f2a-1b2c3d4e5f60";
    expectError(
      await as.support("POST", `/api/webhooks/${MISSING_ID}/deliveries/${uuid}/replay`),
      404,
      "not_found",
    );
    expectError(
      await as.support("POST", `/api/webhooks/abc/deliveries/${uuid}/replay`),
      400,
      "validation_failed",
    );
  });

  it("refuses an unknown status filter and bad delivery filters", async () => {
    const s = await create({ url: "https://hooks.example.com/filters" });
    expectError(await as.support("GET", "/api/webhooks?status=broken"), 400, "validation_failed", "status");
    for (const q of ["status=done", "eventType=project", "since=yesterday", "limit=301", "offset=-1"])
      expectError(await as.support("GET", `/api/webhooks/${s.id}/deliveries?${q}`), 400, "validation_failed");
  });

  it("answers 400 or 413, never 500, to bodies that are not JSON, not objects, mistyped or too large", async () => {
    const s = await create({ url: "https://hooks.example.com/bodies" });
    const before = await listIds();
    const routes: [Role, string, string][] = [
      ["manager", "POST", "/api/webhooks"],
      ["manager", "PATCH", `/api/webhooks/${s.id}`],
      ["support", "POST", `/api/webhooks/${s.id}/replay-failed`],
      ["support", "POST", "/api/webhooks/signature-check"],
    ];
    for (const [role, method, path] of routes) {
      expectError(await as[role](method, path, "{not json"), 400, "invalid_json");
      for (const body of ["[]", "null", "42", '"text"'])
        expectError(await as[role](method, path, body), 400, "validation_failed");
      expectError(
        await as[role](method, path, JSON.stringify({ description: "x".repeat(1_100_000) })),
        413,
        "payload_too_large",
      );
    }
    const url = "https://hooks.example.com/typed";
    for (const [body, field] of [
      [{ url: 5 }, "url"],
      [{ url, maxAttempts: "5" }, "maxAttempts"],
      [{ url, maxAttempts: 2.5 }, "maxAttempts"],
      [{ url, triggers: "project.create" }, "triggers"],
      [{ url, triggers: [{ resourceName: "project" }] }, "triggers"],
      [{ url, headers: ["X-Api-Key"] }, "headers"],
      [{ url, headers: { "X-Api-Key": 1 } }, "headers"],
      [{ url, description: 7 }, "description"],
    ] as const)
      expectError(await as.manager("POST", "/api/webhooks", body), 400, "validation_failed", field);
    expectError(await as.manager("PATCH", `/api/webhooks/${s.id}`, { updateTriggers: "yes" }), 400);
    for (const since of [undefined, "", "yesterday", "2999-01-01T00:00:00Z", "0000-01-01T00:00:00+01:00"])
      expectError(
        await as.support("POST", `/api/webhooks/${s.id}/replay-failed`, { since }),
        400,
        "validation_failed",
        "since",
      );
    expect(await listIds()).toEqual(before);
    expect(await get(s.id)).toMatchObject({ url: s.url, description: s.description });
  });

  it("ignores query parameters a route does not take, and refuses malformed ones it does", async () => {
    const s = await create({ url: "https://hooks.example.com/queries" });
    expectStatus(await as.support("GET", "/api/webhooks?limit=abc&offset=-1&x=%00"), 200);
    expectStatus(await as.support("GET", `/api/webhooks/${s.id}?status=foo&limit=abc`), 200);
    expectStatus(await as.support("GET", `/api/webhooks/${s.id}/stats?limit=abc`), 200);
    expectStatus(await as.support("GET", "/api/webhook-triggers?limit=abc"), 200);
    expectError(await as.support("GET", "/api/webhooks?status="), 400, "validation_failed", "status");
    for (const q of ["limit=abc", "limit=0", "offset=1e3", "eventType=", "since=2025-01-01"])
      expectError(await as.support("GET", `/api/webhooks/${s.id}/deliveries?${q}`), 400, "validation_failed");
  });
});

describe("edit", () => {
  it("changes the settings sent; a status in an edit is refused and changes nothing", async () => {
    const s = await create({ url: "https://hooks.example.com/edit", description: "before" });
    const edited = await as.manager("PATCH", `/api/webhooks/${s.id}`, {
      url: "https://hooks.example.com/edited",
      description: "after",
      maxAttempts: 2,
      headers: { "X-Tenant": "t1" },
      triggers: [{ resourceName: "lead", eventType: "create" }],
      updateTriggers: true,
    });
    expectStatus(edited, 200);
    expect(edited.body.data).toMatchObject({
      url: "https://hooks.example.com/edited",
      description: "after",
      maxAttempts: 2,
      headers: { "X-Tenant": "t1" },
      triggers: [{ resourceName: "lead", eventType: "create", isActive: true }],
    });
    expect(JSON.stringify(edited.body)).not.toContain(s.secret);

    const before = await get(s.id);
    for (const status of ["paused", "disabled", "active", "broken"])
      expectError(
        await as.manager("PATCH", `/api/webhooks/${s.id}`, { status, description: "sneaky" }),
        400,
        "validation_failed",
        "status",
      );
    expectError(
      await as.manager("PATCH", `/api/webhooks/${s.id}`, { url: "http://example.com/plain" }),
      400,
      "validation_failed",
      "url",
    );
    expectError(
      await as.manager("PATCH", `/api/webhooks/${s.id}`, { headers: { Host: "evil" } }),
      400,
      "validation_failed",
      "Host",
    );
    expectError(
      await as.manager("PATCH", `/api/webhooks/${s.id}`, { updateTriggers: true }),
      400,
      "validation_failed",
      "triggers",
    );
    expectError(
      await as.manager("PATCH", `/api/webhooks/${s.id}`, { maxAttempts: -1 }),
      400,
      "validation_failed",
      "maxAttempts",
    );
    expect(await get(s.id)).toEqual(before);
  });
});

describe("recreate", () => {
  it("makes a copy with the same settings and status and a new secret; as admin the old id is gone", async () => {
    const s = await create({
      url: "https://hooks.example.com/rotate",
      description: uniq("Rotate"),
      maxAttempts: 4,
      headers: { "X-Api-Key": "k1" },
      triggers: [...projectCreate, { resourceName: "lead", eventType: "delete" }],
    });
    expectStatus(await as.support("POST", `/api/webhooks/${s.id}/pause`), 200);

    const res = await as.admin("POST", `/api/webhooks/${s.id}/recreate`);
    expectStatus(res, 200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const copy = res.body.data as Sub & { secret: string };
    subs.add(copy.id);
    expect(res.body.replacedId).toBe(s.id);
    expect(res.body).not.toHaveProperty("oldDeleteError");
    expect(copy.id).not.toBe(s.id);
    expect(copy.secret).toMatch(/^whsec_/);
    expect(copy.secret).not.toBe(s.secret);
    const settings = (x: Sub) => ({
      url: x.url,
      description: x.description,
      maxAttempts: x.maxAttempts,
      headers: x.headers,
      status: x.status,
      triggers: x.triggers.map((t) => `${t.resourceName}.${t.eventType}`),
    });
    expect(settings(copy)).toEqual({ ...settings(s), status: "paused" });
    expect(settings(await get(copy.id))).toEqual(settings(copy));
    expectError(await as.support("GET", `/api/webhooks/${s.id}`), 404, "not_found");
    expect(await listIds()).not.toContain(s.id);
    expect(await as.manager.text(`/api/webhooks/${copy.id}`)).not.toContain(copy.secret);

    expectError(await as.manager("POST", `/api/webhooks/${s.id}/recreate`), 404, "not_found");
  });

  it("as a manager (no delete) leaves the old one disabled, with its history, and linked to the copy", async () => {
    const s = await create({ url: "https://hooks.example.com/keep", description: "Keep me" });
    const res = await as.manager("POST", `/api/webhooks/${s.id}/recreate`);
    expectStatus(res, 200);
    const copy = res.body.data as Sub & { secret: string };
    subs.add(copy.id);
    expect(res.body).toMatchObject({ replacedId: s.id, oldDisabled: true });
    expect(copy.status).toBe("active");
    const kept = await get(s.id);
    expect(kept.status).toBe("disabled");
    expect(kept.description).toBe(`Replaced by subscription ${copy.id} (new secret). Keep me`);
    expect((await get(copy.id)).description).toBe("Keep me");
  });
});

describe("delivery health", () => {
  it("lists deliveries, sends a test, gives stats and replays, against the sandbox", async () => {
    const r = await receiver();
    const s = await create({ url: r.url, triggers: projectCreate });
    const test = await as.support("POST", `/api/webhooks/${s.id}/test`);
    expectStatus(test, 200);
    expect(test.body.data).toMatchObject({ test: true, status: "success", attemptCount: 1 });
    expect(test.body.data.attempts[0]).toMatchObject({ responseStatus: 200, outcome: "success" });

    const [projectId] = await createProjects(sandbox, 1, uniq("Console delivery"));
    const list = await consoleDeliveries(
      s.id,
      (l) => l.some((d) => d.requestBody.entity_id === projectId && d.status === "success"),
      "&eventType=project.create",
    );
    const event = list.find((d) => d.requestBody.entity_id === projectId)!;
    expect(event).toMatchObject({ test: false, eventType: "project.create", status: "success" });

    const page = await as.support("GET", `/api/webhooks/${s.id}/deliveries?limit=1&offset=0`);
    expect(page.body).toMatchObject({
      available: true,
      page: { limit: 1, offset: 0, total: expect.any(Number) },
    });
    expect(page.body.page.data).toHaveLength(1);

    const stats = await as.support("GET", `/api/webhooks/${s.id}/stats`);
    expectStatus(stats, 200);
    expect(stats.body.available).toBe(true);
    expect(stats.body.stats.hours).toHaveLength(24);
    const delivered = (stats.body.stats.hours as { delivered: number }[]).reduce(
      (n, h) => n + h.delivered,
      0,
    );
    // Test sends are not counted; the project event is.
    expect(delivered).toBeGreaterThanOrEqual(1);

    const replay = await as.support("POST", `/api/webhooks/${s.id}/deliveries/${event.id}/replay`);
    expectStatus(replay, 200);
    expect(replay.body.data).toMatchObject({ id: event.id, status: "pending" });
    await consoleDeliveries(s.id, (l) => l.find((d) => d.id === event.id)?.attemptCount === 2);
    expectError(
      await as.support("POST", `/api/webhooks/${s.id}/deliveries/not-a-uuid/replay`),
      400,
      "validation_failed",
      "deliveryId",
    );
    expectError(
      await as.support(
        "POST",
        `/api/webhooks/${s.id}/deliveries/6f1e7a3c-0b1d-4c8e-9f2a-1b2c3d4e5f60/replay`,
      ),
      404,
      "not_found",
    );
  });

  it("replays every failed delivery since a time, once the subscription is active again", async () => {
    const r = await receiver(() => ({ status: 400, body: "no" }));
    const s = await create({ url: r.url, triggers: projectCreate });
    const since = new Date(Date.now() - 1000).toISOString();
    const ids = await createProjects(sandbox, 2, uniq("Console failing"));
    // The test send's sample event may name one of these projects too: it is told apart by `test`.
    const mine = (l: Delivery[]) => l.filter((d) => !d.test && ids.includes(d.requestBody.entity_id));
    await consoleDeliveries(s.id, (l) => mine(l).length === 2 && mine(l).every((d) => d.status === "failed"));
    // A failed test send is in the log too, and is not replayed.
    expect((await as.support("POST", `/api/webhooks/${s.id}/test`)).body.data).toMatchObject({
      test: true,
      status: "failed",
    });
    expect((await get(s.id)).consecutiveFailures).toBeGreaterThanOrEqual(2);

    expectStatus(await as.support("POST", `/api/webhooks/${s.id}/pause`), 200);
    const refused = await as.support("POST", `/api/webhooks/${s.id}/replay-failed`, { since });
    expectError(refused, 409, "subscription_not_active");
    expect(refused.body.error.message).toContain("reactivate");
    const failedOne = mine(await consoleDeliveries(s.id, () => true))[0]!;
    expectError(
      await as.support("POST", `/api/webhooks/${s.id}/deliveries/${failedOne.id}/replay`),
      409,
      "subscription_not_active",
    );
    expectError(await as.support("POST", `/api/webhooks/${s.id}/test`), 409, "subscription_not_active");

    expectStatus(await as.support("POST", `/api/webhooks/${s.id}/reactivate`), 200);
    expect((await get(s.id)).consecutiveFailures).toBe(0);
    for (const body of [
      {},
      { since: "yesterday" },
      { since: 5 },
      { since: new Date(Date.now() + 3_600_000).toISOString() },
    ])
      expectError(
        await as.support("POST", `/api/webhooks/${s.id}/replay-failed`, body),
        400,
        "validation_failed",
        "since",
      );

    r.setReply(ok);
    const res = await as.support("POST", `/api/webhooks/${s.id}/replay-failed`, { since });
    expectStatus(res, 200);
    // Both project events; the failed test send is skipped.
    expect(res.body).toEqual({ matched: 2, replayed: 2, errors: [], capped: false });
    const after = await consoleDeliveries(s.id, (l) => mine(l).every((d) => d.status === "success"));
    expect(mine(after).map((d) => d.attemptCount)).toEqual([2, 2]);
    expect(after.find((d) => d.test)?.status).toBe("failed");
  });
});

describe("signature check", () => {
  const secret = "whsec_console-check";
  const body = '{"event_type":"project.create"}';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
  const check = (over: Record<string, unknown>) =>
    as.support("POST", "/api/webhooks/signature-check", { body, timestamp, signature, secret, ...over });

  it("says valid, mismatch or malformed, never repeating the secret or the body", async () => {
    const valid = await check({});
    expect(valid.body).toEqual({ valid: true, reason: expect.stringContaining("verifies") });
    const mismatch = await check({ body: `${body} ` });
    expect(mismatch.body).toEqual({ valid: false, reason: expect.stringContaining("does not match") });
    expect(mismatch.body.reason).toContain("byte-for-byte");
    const malformed = await check({ signature: "sha256=abc" });
    expect(malformed.body).toEqual({ valid: false, reason: expect.stringContaining("malformed") });
    const ts = await check({ timestamp: "yesterday" });
    expect(ts.body).toEqual({ valid: false, reason: expect.stringContaining("unix seconds") });
    for (const res of [valid, mismatch, malformed, ts]) {
      expectStatus(res, 200);
      expect(JSON.stringify(res.body)).not.toContain(secret);
      expect(JSON.stringify(res.body)).not.toContain("event_type");
    }
  });

  it("refuses missing or non-text fields with 400 that names the field but not the value", async () => {
    for (const [over, field] of [
      [{ secret: 12345 }, "secret"],
      [{ secret: "" }, "secret"],
      [{ body: null }, "body"],
      [{ timestamp: undefined }, "timestamp"],
    ] as const) {
      const res = await check(over);
      expectError(res, 400, "validation_failed", field);
      expect(JSON.stringify(res.body)).not.toContain(body);
    }
    expectError(await as.support("POST", "/api/webhooks/signature-check", "{"), 400, "invalid_json");
    expectError(
      await consoleAs(null)("POST", "/api/webhooks/signature-check", { body, timestamp, signature, secret }),
      401,
    );
  });
});

describe("custom header values", () => {
  it("support gets the names with masked values in every answer and page; managers and admins the values", async () => {
    const value = uniq("receiver-key").replace(/\s/g, "-");
    const s = await create({ url: "https://hooks.example.com/masked", headers: { "X-Receiver-Key": value } });
    const masked = { "X-Receiver-Key": "••••••••" };
    expect((await as.support("GET", `/api/webhooks/${s.id}`)).body.data.headers).toEqual(masked);
    const listed = (await as.support("GET", "/api/webhooks")).body.data as Sub[];
    expect(listed.find((x) => x.id === s.id)?.headers).toEqual(masked);
    for (const action of ["pause", "disable", "reactivate"]) {
      const res = await as.support("POST", `/api/webhooks/${s.id}/${action}`);
      expectStatus(res, 200);
      expect(res.body.data.headers).toEqual(masked);
    }
    for (const page of [`/webhooks/${s.id}`, `/webhooks/${s.id}/health`, "/webhooks"])
      expect(await as.support.text(page)).not.toContain(value);
    for (const role of ["manager", "admin"] as const)
      expect((await as[role]("GET", `/api/webhooks/${s.id}`)).body.data.headers).toEqual({
        "X-Receiver-Key": value,
      });
  });
});

describe.skipIf(!databaseUrl)("audit log", () => {
  it("a test send the receiver refused is audited as failed, with why", async () => {
    const r = await receiver(() => ({ status: 500 }));
    const s = await create({ url: r.url });
    const res = await as.support("POST", `/api/webhooks/${s.id}/test`);
    expectStatus(res, 200);
    expect(res.body.data.status).toBe("failed");
    const { rows } = await db!.query(
      `SELECT outcome, detail FROM console.audit_log WHERE operation = 'webhook.test' AND target = $1`,
      [`webhook ${s.id}`],
    );
    expect(rows).toEqual([{ outcome: "error", detail: expect.stringMatching(/^test delivery failed/) }]);
  });

  it("records each operation by ids, never a secret, URL or header", async () => {
    const r = await receiver();
    const s = await create({ url: r.url, headers: { "X-Audit-Key": "audit-header-value" } });
    const ops: [Role, string, string, unknown?][] = [
      ["manager", "PATCH", "", { description: "audited" }],
      ["support", "POST", "/pause"],
      ["support", "POST", "/disable"],
      ["support", "POST", "/reactivate"],
      ["support", "POST", "/test"],
      ["support", "POST", "/replay-failed", { since: new Date(Date.now() - 60_000).toISOString() }],
    ];
    for (const [role, method, suffix, body] of ops)
      expectStatus(await as[role](method, `/api/webhooks/${s.id}${suffix}`, body), 200);
    const [delivery] = (await as.support("GET", `/api/webhooks/${s.id}/deliveries?limit=1`)).body.page.data;
    expectStatus(await as.support("POST", `/api/webhooks/${s.id}/deliveries/${delivery.id}/replay`), 400);
    const rec = await as.manager("POST", `/api/webhooks/${s.id}/recreate`);
    expectStatus(rec, 200);
    const copy = rec.body.data as Sub & { secret: string };
    subs.add(copy.id);
    expectStatus(
      await as.support("POST", "/api/webhooks/signature-check", {
        body: "b",
        timestamp: "1",
        signature: "s",
        secret: copy.secret,
      }),
      200,
    );
    expectStatus(await as.admin("DELETE", `/api/webhooks/${copy.id}`), 200);

    const { rows } = await db!.query(
      `SELECT operation, target, outcome, user_email, detail FROM console.audit_log
       WHERE at >= $1 AND (target ~ $2 OR target ~ $3) ORDER BY id`,
      // "webhook 2" and "webhook 2 → 3", never "webhook 2000000000" of another test
      [startedAt, `^webhook ${s.id}( |$)`, `^webhook ${copy.id}( |$)`],
    );
    expect(rows.map((x) => [x.operation, x.target, x.outcome, x.user_email])).toEqual([
      ["webhook.create", `webhook ${s.id}`, "ok", "manager@example.com"],
      ["webhook.update", `webhook ${s.id}`, "ok", "manager@example.com"],
      ["webhook.pause", `webhook ${s.id}`, "ok", "support@example.com"],
      ["webhook.disable", `webhook ${s.id}`, "ok", "support@example.com"],
      ["webhook.reactivate", `webhook ${s.id}`, "ok", "support@example.com"],
      ["webhook.test", `webhook ${s.id}`, "ok", "support@example.com"],
      ["webhook.replay-failed", `webhook ${s.id}`, "ok", "support@example.com"],
      ["webhook.replay", `webhook ${s.id} delivery ${delivery.id}`, "error", "support@example.com"],
      ["webhook.recreate", `webhook ${s.id} → ${copy.id} (old one disabled)`, "ok", "manager@example.com"],
      ["webhook.delete", `webhook ${copy.id}`, "ok", "admin@example.com"],
    ]);
    const all = JSON.stringify(
      (await db!.query("SELECT * FROM console.audit_log WHERE at >= $1", [startedAt])).rows,
    );
    for (const leak of [s.secret, copy.secret, r.url, "audit-header-value", "whsec_"])
      expect(all).not.toContain(leak);
    expect(all).not.toContain("signature");
  });
});
