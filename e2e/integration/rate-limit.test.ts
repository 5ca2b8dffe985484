import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../lib/dev/server";
import { api, clients, token } from "./support/api";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { createProject, expectError, expectStatus } from "./support/helpers";

// Rule 8: the six rate-limit headers on every success; 429 with Retry-After when the per-client limit is exceeded
// (proven on a second server started with SANDBOX_RATE_LIMIT=5). The same server has SANDBOX_TOKEN_TTL_S=5 (the
// minimum), which proves the 401 token_expired of rule 6.

const names = [
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "X-Usage-Limit",
  "X-Usage-Remaining",
  "X-Usage-Reset",
];

function rateHeaders(h: Headers) {
  const out: Record<string, number> = {};
  for (const n of names) {
    const v = h.get(n);
    expect(v, `${n} present`).toMatch(/^\d+$/);
    out[n] = Number(v);
  }
  return out;
}

function checkValues(r: Record<string, number>) {
  const now = Math.floor(Date.now() / 1000);
  expect(r["X-RateLimit-Remaining"]).toBeLessThanOrEqual(r["X-RateLimit-Limit"]!);
  expect(r["X-RateLimit-Reset"]).toBeGreaterThanOrEqual(now - 1);
  expect(r["X-RateLimit-Reset"]).toBeLessThanOrEqual(now + 61);
  expect(r["X-Usage-Remaining"]).toBeLessThanOrEqual(r["X-Usage-Limit"]!);
  expect(r["X-Usage-Reset"]).toBeGreaterThanOrEqual(now - 1);
  expect(r["X-Usage-Reset"]).toBeLessThanOrEqual(now + 86_401);
}

describe("rate-limit headers on every success", () => {
  const requests: [string, () => Promise<{ status: number; headers: Headers }>][] = [
    ["GET list", () => api("GET", "/v1/projects?limit=1")],
    [
      "GET one",
      async () => api("GET", `/v1/projects/${(await api("GET", "/v1/projects?limit=1")).body.data[0].id}`),
    ],
    ["POST create (201)", () => api("POST", "/v1/projects", { body: { name: "rate headers" } })],
    [
      "PATCH",
      async () => api("PATCH", `/v1/projects/${(await createProject()).id}`, { body: { notes: "n" } }),
    ],
    ["DELETE", async () => api("DELETE", `/v1/projects/${(await createProject()).id}`)],
    [
      "POST action",
      async () =>
        api("POST", `/v1/leads/${(await api("POST", "/v1/leads", { body: {} })).body.data.id}/updatePhase`, {
          body: { phaseId: 2 },
        }),
    ],
    ["GET webhook triggers", () => api("GET", "/v1/webhookTriggers")],
    ["GET lead phases (readonly client)", () => api("GET", "/v1/lead-phases", { client: "readonly" })],
    ["GET projects (company 2)", () => api("GET", "/v1/projects", { client: "other" })],
  ];
  it.each(requests)("%s carries the six headers", async (_n, run) => {
    const res = await run();
    expect(res.status).toBeLessThan(300);
    checkValues(rateHeaders(res.headers));
  });

  it("counts each request of a client: Remaining goes down by one, refused requests included", async () => {
    const t = await token("readonly", "read:projects");
    const a = rateHeaders((await api("GET", "/v1/projects?limit=1", { token: t })).headers);
    const refused = await api("GET", "/v1/leads?limit=1", { token: t });
    expectError(refused, 403, "insufficient_scope");
    const b = rateHeaders((await api("GET", "/v1/projects?limit=1", { token: t })).headers);
    // A new minute window may start between the requests; then the count restarts.
    if (b["X-RateLimit-Reset"] === a["X-RateLimit-Reset"])
      expect(b["X-RateLimit-Remaining"]).toBe(a["X-RateLimit-Remaining"]! - 2);
    if (b["X-Usage-Reset"] === a["X-Usage-Reset"])
      expect(b["X-Usage-Remaining"]).toBe(a["X-Usage-Remaining"]! - 2);
  });
});

describe("a server with SANDBOX_RATE_LIMIT=5 and SANDBOX_TOKEN_TTL_S=5", () => {
  let server: TestServer;
  let audience = "";
  // A 5 s token taken and used right after the start; it expires while the 429 test runs.
  let expiring = { access_token: "", expires_in: 0, issued: 0, firstStatus: 0 };
  beforeAll(async () => {
    server = await startServer({ SANDBOX_RATE_LIMIT: "5", SANDBOX_TOKEN_TTL_S: "5", DATABASE_URL: "" });
    audience = new URL(server.baseUrl).origin;
    const issued = Date.now();
    const tok = await tokenFor("readonly");
    expiring = { ...tok, issued, firstStatus: (await get("/v1/lead-phases", tok.access_token)).status };
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const tokenFor = async (client: keyof typeof clients) => {
    const res = await fetch(`${server.baseUrl}/sandbox/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: clients[client].id,
        client_secret: clients[client].secret,
        audience,
      }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; expires_in: number };
  };
  const get = (path: string, t?: string) =>
    fetch(`${server.baseUrl}/sandbox/api${path}`, { headers: t ? { authorization: `Bearer ${t}` } : {} });

  it("answers 429 rate_limited with Retry-After seconds once a client exceeds its limit; other clients are unaffected", async () => {
    const { access_token: t } = await tokenFor("partner");
    // Unauthenticated requests are not counted.
    for (let i = 0; i < 3; i++) expect((await get("/v1/lead-phases")).status).toBe(401);
    let limited: Response | undefined;
    const remaining: number[] = [];
    for (let i = 0; i < 15 && !limited; i++) {
      const res = await get("/v1/lead-phases", t);
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(200);
        const h = rateHeaders(res.headers);
        expect(h["X-RateLimit-Limit"]).toBe(5);
        remaining.push(h["X-RateLimit-Remaining"]!);
      }
    }
    expect(limited, "a 429 within 15 requests").toBeDefined();
    // The first window allowed exactly five (unless a new minute began mid-loop).
    expect(remaining.slice(-5)).toEqual([4, 3, 2, 1, 0]);
    const body = (await limited!.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(typeof body.error.message).toBe("string");
    const retryAfter = limited!.headers.get("retry-after");
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);

    // Still limited on the next request; another client has its own budget.
    expect((await get("/v1/lead-phases", t)).status).toBe(429);
    const other = await tokenFor("other");
    const res = await get("/v1/lead-phases", other.access_token);
    expect(res.status).toBe(200);
    rateHeaders(res.headers);
  });

  it("answers 401 token_expired once the token outlives SANDBOX_TOKEN_TTL_S", async () => {
    expect(expiring.expires_in).toBe(5);
    expect(expiring.firstStatus).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, expiring.issued + 6_200 - Date.now())));
    const res = await get("/v1/lead-phases", expiring.access_token);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("token_expired");
    expect(res.headers.get("www-authenticate") ?? "").toMatch(/^Bearer/);
  });
});

describe("the main server's limits are high enough for the suite", () => {
  it("reports a positive per-minute limit", async () => {
    const res = await api("GET", "/v1/lead-phases");
    expectStatus(res, 200);
    expect(Number(res.headers.get("x-ratelimit-limit"))).toBeGreaterThan(100);
  });
});

// Several app processes on one PostgreSQL share each client's budget. The counts are taken in leases
// (lib/sandbox/http/rate-lease.ts): a process never admits a number another process holds, so together they never
// admit more than the limit in a window, and at most (processes × (lease cap − 1)) fewer (numbers leased but unused).
describe("two servers on one database with SANDBOX_RATE_LIMIT=200", () => {
  const LIMIT = 200;
  const LEASE_CAP = 10; // leaseCap(200): 1/20 of the limit
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = { SANDBOX_RATE_LIMIT: String(LIMIT), SANDBOX_USAGE_LIMIT: "1000000" };
    first = await startServer({ ...env, DATABASE_URL: "" });
    const url = embeddedDatabaseUrl(first.dataDir);
    expect(url).toBeTruthy();
    second = await startServer({ ...env, DATABASE_URL: url! });
  });
  afterAll(async () => {
    await second?.stop();
    if (second) fs.rmSync(second.dataDir, { recursive: true, force: true });
    await first?.stop();
    if (first) fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  const tokenOf = async (baseUrl: string) => {
    const res = await fetch(`${baseUrl}/sandbox/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: clients.partner.id,
        client_secret: clients.partner.secret,
        audience: new URL(baseUrl).origin,
      }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };

  it("admit together no more than the limit, and at most 2 × (lease cap − 1) fewer; no request number twice", async () => {
    // One minute window for the whole burst: start early in a minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const servers = await Promise.all(
      [first, second].map(async (s) => ({ url: s.baseUrl, token: await tokenOf(s.baseUrl) })),
    );
    const results: { status: number; remaining: number; reset: number }[] = [];
    // 10 concurrent callers per server, 150 requests per server.
    await Promise.all(
      servers.flatMap((s) =>
        Array.from({ length: 10 }, async () => {
          for (let i = 0; i < 15; i++) {
            const res = await fetch(`${s.url}/sandbox/api/v1/lead-phases`, {
              headers: { authorization: `Bearer ${s.token}` },
            });
            await res.arrayBuffer();
            results.push({
              status: res.status,
              remaining: Number(res.headers.get("x-ratelimit-remaining")),
              reset: Number(res.headers.get("x-ratelimit-reset")),
            });
          }
        }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(new Set(results.map((r) => r.reset)).size, "one minute window").toBe(1);
    const admitted = results.filter((r) => r.status === 200);
    expect(admitted.length).toBeLessThanOrEqual(LIMIT);
    expect(admitted.length).toBeGreaterThanOrEqual(LIMIT - 2 * (LEASE_CAP - 1));
    // Remaining is limit − the request's number: distinct numbers, distinct values, all within the limit.
    const remaining = admitted.map((r) => r.remaining);
    expect(new Set(remaining).size).toBe(admitted.length);
    expect(Math.min(...remaining)).toBeGreaterThanOrEqual(0);
  });
});
