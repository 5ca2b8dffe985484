import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import type { TestServer } from "../../lib/dev/server";
import { startOwnServer } from "./support/own-server";

// Issue 42, items 2 and 3 over HTTP: the request inspector (/sandbox/workbench/requests) and fault rules
// (/sandbox/workbench/faults), on a server of their own that keeps at most MAX requests per company and prunes
// every 200 ms, so the bounds can be watched.
const MAX = 30;
let server: TestServer;
let db: pg.Client;

const secrets = {
  "sandbox-partner": "sandbox-secret",
  "readonly-partner": "readonly-secret",
  "other-partner": "other-secret",
} as const;
type Client = keyof typeof secrets;
const tokens = new Map<Client, string>();

async function token(client: Client = "sandbox-partner"): Promise<string> {
  const hit = tokens.get(client);
  if (hit) return hit;
  const res = await fetch(`${server.baseUrl}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: client,
      client_secret: secrets[client],
      audience: new URL(server.baseUrl).origin,
    }),
  });
  expect(res.status).toBe(200);
  const t = ((await res.json()) as { access_token: string }).access_token;
  tokens.set(client, t);
  return t;
}

// Response bodies are whatever JSON the server sent; the tests assert their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Res = { status: number; headers: Headers; body: Json };
async function call(
  url: string,
  method: string,
  opts: { body?: unknown; client?: Client; headers?: Record<string, string>; auth?: false } = {},
): Promise<Res> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(opts.auth === false ? {} : { authorization: `Bearer ${await token(opts.client)}` }),
      ...(opts.body === undefined ? {} : { "content-type": "application/json" }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
const api = (method: string, path: string, opts?: Parameters<typeof call>[2]) =>
  call(`/sandbox/api${path}`, method, opts);
const wb = (method: string, path: string, opts?: Parameters<typeof call>[2]) =>
  call(`/sandbox/workbench${path}`, method, opts);

// Recorded requests are written in batches off the request path: wait until the one asked for is there.
async function recorded(query: string, match: (r: Json) => boolean, client: Client = "sandbox-partner") {
  for (;;) {
    const res = await wb("GET", `/requests?${query}`, { client });
    expect(res.status).toBe(200);
    const hit = res.body.data.find(match);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = await startOwnServer({
    SANDBOX_INSPECTOR_MAX: String(MAX),
    SANDBOX_INSPECTOR_PRUNE_MS: "200",
    SANDBOX_WEBHOOK_POLL_MS: "20",
  });
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
  await db.connect();
}, 180_000);
afterAll(async () => {
  await db?.end();
  await server?.stop();
});

describe("the request inspector", () => {
  let webhookSecret = "";

  it("records a write whole and links it to the events it caused and their deliveries", async () => {
    const sub = await api("POST", "/v1/webhookSubscriptions", {
      body: {
        url: "https://hooks.example.com/inspect",
        triggers: [{ resourceName: "project", eventType: "update" }],
        headers: { "X-Api-Key": "hdr-credential-4711" },
      },
    });
    expect(sub.status).toBe(201);
    webhookSecret = sub.body.data.secret;
    const created = await api("POST", "/v1/projects", { body: { name: "Inspected" } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const patched = await api("PATCH", `/v1/projects/${id}`, {
      body: { notes: "seen by the inspector" },
      headers: { "X-Request-Id": "inspect-write-1" },
    });
    expect(patched.status).toBe(200);

    const row = await recorded(`path=/v1/projects/${id}`, (r) => r.requestId === "inspect-write-1");
    expect(row).toMatchObject({ method: "PATCH", status: 200, clientId: "sandbox-partner" });
    let detail: Res;
    for (;;) {
      detail = await wb("GET", `/requests/${row.id}`);
      expect(detail.status).toBe(200);
      if (detail.body.data.events[0]?.deliveries.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const d = detail.body.data;
    expect(d).toMatchObject({
      method: "PATCH",
      path: `/v1/projects/${id}`,
      route: "/v1/projects/{id}",
      status: 200,
      requestId: "inspect-write-1",
      bearerLast4: (await token()).slice(-4),
      scopeCheck: { needed: ["write:projects"], missing: [] },
      error: null,
      fault: null,
    });
    expect(d.durationMs).toBeGreaterThan(0);
    expect(d.rateLimit["X-RateLimit-Limit"]).toMatch(/^\d+$/);
    expect(JSON.parse(d.requestBody)).toEqual({ notes: "seen by the inspector" });
    expect(d.responseBody).toContain("seen by the inspector");
    expect(d.events).toHaveLength(1);
    expect(d.events[0]).toMatchObject({ entityType: "project", eventType: "update", entityId: id });
    expect(d.events[0].deliveries[0]).toMatchObject({
      subscriptionId: sub.body.data.id,
      id: expect.any(String),
    });
  });

  it("records refusals with their validation errors and scope check, and filters by status, client, path and time", async () => {
    const from = new Date(Date.now() - 1000).toISOString();
    expect((await api("POST", "/v1/projects", { body: { name: 123 } })).status).toBe(400);
    expect(
      (await api("POST", "/v1/projects", { body: { name: "x" }, client: "readonly-partner" })).status,
    ).toBe(403);

    const invalid = await recorded(
      `status=4xx&clientId=sandbox-partner&path=/v1/projects&from=${from}`,
      (r) => r.status === 400,
    );
    const full = (await wb("GET", `/requests/${invalid.id}`)).body.data;
    expect(full.error.code).toBe("validation_failed");
    expect(full.error.details[0]).toMatchObject({ path: "name" });

    const refused = await recorded(`clientId=readonly-partner&status=4xx`, (r) => r.status === 403);
    const scope = (await wb("GET", `/requests/${refused.id}`)).body.data.scopeCheck;
    expect(scope.missing).toEqual(["write:projects"]);

    const fours = await wb("GET", `/requests?status=4xx&from=${from}&limit=100`);
    expect(fours.body.data.length).toBeGreaterThanOrEqual(2);
    for (const r of fours.body.data) expect(r.status).toBeGreaterThanOrEqual(400);
    const readonly = await wb("GET", `/requests?clientId=readonly-partner&limit=100`);
    for (const r of readonly.body.data) expect(r.clientId).toBe("readonly-partner");
    const none = await wb("GET", `/requests?to=${new Date(Date.now() - 86_400_000).toISOString()}`);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it("shows a company only its own requests", async () => {
    const mine = await recorded("", () => true);
    expect((await wb("GET", `/requests/${mine.id}`, { client: "other-partner" })).status).toBe(404);
    const theirs = await wb("GET", "/requests?limit=100", { client: "other-partner" });
    for (const r of theirs.body.data) expect(r.clientId).toBe("other-partner");
  });

  it("refuses bad filters and unknown ids, and every path without a token", async () => {
    for (const q of [
      "status=6xx",
      "limit=101",
      "limit=0",
      "offset=-1",
      "path=v1",
      "from=yesterday",
      "bogus=1",
    ])
      expect((await wb("GET", `/requests?${q}`)).status, q).toBe(400);
    expect((await wb("GET", "/requests/not-a-uuid")).status).toBe(404);
    expect((await wb("GET", "/requests/00000000-0000-4000-8000-000000000000")).body.error.code).toBe(
      "not_found",
    );
    for (const [m, p] of [
      ["GET", "/requests"],
      ["GET", "/faults"],
      ["POST", "/faults"],
      ["DELETE", "/faults/00000000-0000-4000-8000-000000000000"],
    ] as const)
      expect((await wb(m, p, { auth: false })).status, `${m} ${p}`).toBe(401);
  });

  it("never stores a client secret, a whole token, a webhook secret or a subscription's header values", async () => {
    // Token requests of a known client are recorded, issued or refused.
    const tokenRequest = (secret: string) =>
      fetch(`${server.baseUrl}/sandbox/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: "sandbox-partner",
          client_secret: secret,
          audience: new URL(server.baseUrl).origin,
        }),
      });
    const fresh = await tokenRequest("sandbox-secret");
    expect(fresh.status).toBe(200);
    const freshToken = ((await fresh.json()) as { access_token: string }).access_token;
    expect((await tokenRequest("not-the-secret-9876")).status).toBe(401);
    await recorded("path=/oauth/token", (r) => r.status === 401);
    const issued = await recorded("path=/oauth/token", (r) => r.status === 200);
    const full = (await wb("GET", `/requests/${issued.id}`)).body.data;
    expect(full.requestBody).toBe("[redacted]");
    expect(full.responseBody).not.toMatch(/eyJ/);

    const rows = await db.query<{ t: string }>("SELECT w::text AS t FROM sandbox.workbench_requests w");
    expect(rows.rows.length).toBeGreaterThan(0);
    const all = rows.rows.map((r) => r.t).join("\n");
    const needles = [
      ...Object.values(secrets),
      "not-the-secret-9876",
      webhookSecret,
      "hdr-credential-4711",
      ...[...tokens.values()],
      freshToken,
    ];
    expect(webhookSecret).toMatch(/^whsec_/);
    for (const n of needles) expect(all.includes(n), `${n.slice(0, 12)}… stored`).toBe(false);
    const faults = await db.query<{ t: string }>("SELECT f::text AS t FROM sandbox.workbench_faults f");
    for (const n of needles) for (const f of faults.rows) expect(f.t.includes(n)).toBe(false);
  });

  it(`keeps at most ${MAX} requests per company, pruned in the background`, async () => {
    for (let i = 0; i < MAX + 10; i++)
      await api("GET", "/v1/projects?limit=1", { headers: { "X-Request-Id": `bound-${i}` } });
    await recorded("path=/v1/projects", (r) => r.requestId === `bound-${MAX + 9}`);
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox.workbench_requests WHERE company_id = 1",
      );
      if (rows[0]!.n <= MAX) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = await wb("GET", "/requests?limit=100");
    expect(page.body.total).toBeLessThanOrEqual(MAX);
    expect(page.body.data[0].requestId).toBe(`bound-${MAX + 9}`);
    expect(page.body.data.some((r: Json) => r.requestId === "bound-0")).toBe(false);
  });
});

describe("fault rules", () => {
  it("a 429 rule answers with Retry-After for the client it names only, and ends when deleted", async () => {
    const rule = await wb("POST", "/faults", {
      body: { kind: "rate_limit", retryAfterS: 7, clientId: "sandbox-partner" },
    });
    expect(rule.status).toBe(201);
    expect(rule.body.data).toMatchObject({ kind: "rate_limit", retryAfterS: 7, active: true });
    const list = await wb("GET", "/faults");
    expect(list.body.active).toBe(1);

    const refused = await api("GET", "/v1/projects?limit=1", { headers: { "X-Request-Id": "faulted-1" } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("7");
    expect(refused.body.error.code).toBe("rate_limited");
    expect((await api("GET", "/v1/projects?limit=1", { client: "readonly-partner" })).status).toBe(200);
    const seen = await recorded("status=4xx", (r) => r.requestId === "faulted-1");
    expect(seen.fault).toBe(rule.body.data.id);

    expect((await wb("DELETE", `/faults/${rule.body.data.id}`, { client: "other-partner" })).status).toBe(
      404,
    );
    expect((await wb("DELETE", `/faults/${rule.body.data.id}`)).status).toBe(204);
    expect((await api("GET", "/v1/projects?limit=1")).status).toBe(200);
    expect((await wb("DELETE", `/faults/${rule.body.data.id}`)).status).toBe(404);
  });

  it("fails exactly the next N requests matching the method and path pattern", async () => {
    const rule = await wb("POST", "/faults", {
      body: { kind: "fail_next", count: 2, status: 503, method: "GET", pathPattern: "/v1/leads**" },
    });
    expect(rule.status).toBe(201);
    expect((await api("GET", "/v1/projects?limit=1")).status).toBe(200);
    expect((await api("POST", "/v1/leads", { body: {} })).status).toBe(201);
    expect((await api("GET", "/v1/leads?limit=1")).status).toBe(503);
    expect((await api("GET", "/v1/leads?limit=1", { client: "readonly-partner" })).status).toBe(503);
    expect((await api("GET", "/v1/leads?limit=1")).status).toBe(200);
    const after = await wb("GET", "/faults");
    expect(after.body.data.find((r: Json) => r.id === rule.body.data.id)).toMatchObject({
      remaining: 0,
      active: false,
    });
    await wb("DELETE", `/faults/${rule.body.data.id}`);
  });

  it("adds latency, fails by probability, and ends a rule when it expires", async () => {
    const slow = await wb("POST", "/faults", {
      body: { kind: "latency", latencyMs: { min: 300, max: 400 }, pathPattern: "/v1/projects/*" },
    });
    expect(slow.status).toBe(201);
    const project = (await api("GET", "/v1/projects?limit=1")).body.data[0];
    await api("GET", `/v1/projects/${project.id}`, { headers: { "X-Request-Id": "slowed-1" } });
    const slowed = await recorded("path=/v1/projects/", (r) => r.requestId === "slowed-1");
    expect(slowed.durationMs).toBeGreaterThanOrEqual(300);
    expect(slowed.fault).toBe(slow.body.data.id);
    await wb("DELETE", `/faults/${slow.body.data.id}`);

    const failing = await wb("POST", "/faults", {
      body: { kind: "error", probability: 1, status: 502, expiresInS: 1 },
    });
    expect(failing.status).toBe(201);
    const failed = await api("GET", "/v1/projects?limit=1");
    // The rule may have expired already on a slow machine; while it holds, every request fails with its status.
    if (failed.status !== 200) expect(failed.body.error.code).toBe("upstream_unavailable");
    for (;;) {
      if ((await api("GET", "/v1/projects?limit=1")).status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const rules = await wb("GET", "/faults");
    expect(rules.body.data.find((r: Json) => r.id === failing.body.data.id).active).toBe(false);
    expect(rules.body.active).toBe(0);
  });

  it("refuses bad rules and changes nothing", async () => {
    const before = (await wb("GET", "/faults")).body.data.length;
    const bad = [
      {},
      { kind: "teapot" },
      { kind: "rate_limit" },
      { kind: "rate_limit", retryAfterS: 0 },
      { kind: "error", probability: 0 },
      { kind: "error", probability: 1, status: 418 },
      { kind: "latency", latencyMs: { min: 500, max: 100 } },
      { kind: "latency", latencyMs: 60_001 },
      { kind: "fail_next", count: 0 },
      { kind: "fail_next", count: 1, pathPattern: "no-slash" },
      { kind: "fail_next", count: 1, extra: true },
      { kind: "fail_next", count: 1, clientId: "other-partner" },
      { kind: "fail_next", count: 1, expiresAt: "2001-01-01T00:00:00Z" },
      { kind: "fail_next", count: 1, expiresAt: "2099-01-01T00:00:00Z", expiresInS: 5 },
    ];
    for (const body of bad) {
      const res = await wb("POST", "/faults", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body)).toEqual(["error"]);
    }
    expect((await wb("GET", "/faults")).body.data.length).toBe(before);
  });

  it("holds at most 50 rules per company", async () => {
    const ids: string[] = [];
    const held = (await wb("GET", "/faults")).body.data.length;
    for (let i = held; i < 50; i++) {
      const r = await wb("POST", "/faults", {
        body: { kind: "latency", latencyMs: 0, pathPattern: "/none" },
      });
      expect(r.status).toBe(201);
      ids.push(r.body.data.id);
    }
    const over = await wb("POST", "/faults", {
      body: { kind: "latency", latencyMs: 0, pathPattern: "/none" },
    });
    expect(over.status).toBe(400);
    for (const id of ids) expect((await wb("DELETE", `/faults/${id}`)).status).toBe(204);
  });
});

describe("with the sandbox off", () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startOwnServer({ SANDBOX: "off" });
  }, 180_000);
  afterAll(() => off?.stop());

  it("answers 404 on every workbench path", async () => {
    for (const [m, p] of [
      ["GET", "/requests"],
      ["GET", "/requests/00000000-0000-4000-8000-000000000000"],
      ["GET", "/faults"],
      ["POST", "/faults"],
      ["DELETE", "/faults/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await fetch(`${off.baseUrl}/sandbox/workbench${p}`, { method: m });
      expect(res.status, `${m} ${p}`).toBe(404);
    }
  });
});
