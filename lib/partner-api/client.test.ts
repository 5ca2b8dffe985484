import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PartnerApiClient } from "./client";
import { PartnerApiError } from "./errors";
import { collectAll } from "./paging";
import { TokenProvider } from "./token-provider";

// A real HTTP server stands in for the issuer and the API, so the client's network behaviour is exercised.
type Script = { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number };
let server: http.Server;
let base = "";
let tokenRequests = 0;
let tokenScopes: string[] = [];
let apiRequests: { method: string; auth: string }[] = [];
let script: Script[] = [];
let expiresIn = 3600;

const emptyList = { data: [], limit: 20, offset: 0, total: 0 };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.url === "/oauth/token") {
        tokenRequests++;
        tokenScopes.push(new URLSearchParams(raw).get("scope") ?? "");
        const n = tokenRequests;
        // A slow issuer, so concurrent callers really overlap.
        setTimeout(() => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(
            JSON.stringify({
              access_token: `tok-${n}`,
              token_type: "Bearer",
              expires_in: expiresIn,
              scope: "read:projects",
            }),
          );
        }, 30);
        return;
      }
      apiRequests.push({ method: req.method ?? "", auth: req.headers.authorization ?? "" });
      const next = script.shift() ?? { status: 200, body: emptyList };
      setTimeout(() => {
        res.writeHead(next.status, { "content-type": "application/json", ...next.headers });
        res.end(JSON.stringify(next.body ?? { error: { code: "x", message: "scripted failure" } }));
      }, next.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  tokenRequests = 0;
  tokenScopes = [];
  apiRequests = [];
  script = [];
  expiresIn = 3600;
});

const creds = () => ({ authUrl: base, audience: "https://api.example", clientId: "c", clientSecret: "s" });
const sleeps: number[] = [];
const client = (tokens = new TokenProvider(creds())) =>
  new PartnerApiClient(`${base}/api`, tokens, {
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
  });

describe("token provider", () => {
  it("makes one token request for 50 concurrent calls of one scope", async () => {
    const c = client();
    // Fifty different pages: identical GETs would share one call (see "coalesced reads").
    await Promise.all(Array.from({ length: 50 }, (_, i) => c.call("listProjects", { query: { offset: i } })));
    expect(tokenRequests).toBe(1);
    expect(apiRequests).toHaveLength(50);
    expect(tokenScopes).toEqual(["read:projects"]);
  });

  it("keeps one token per scope set", async () => {
    const c = client();
    await Promise.all([c.call("listProjects"), c.call("listLeads"), c.call("listProjects")]);
    expect(tokenRequests).toBe(2);
  });

  it("refreshes about a minute before expiry, not earlier", async () => {
    let now = 1_000_000;
    const tokens = new TokenProvider(creds(), () => now);
    await tokens.get(["read:projects"]);
    now += (3600 - 61) * 1000;
    expect(await tokens.get(["read:projects"])).toBe("tok-1");
    now += 2000;
    expect(await tokens.get(["read:projects"])).toBe("tok-2");
    expect(tokenRequests).toBe(2);
  });
});

describe("retries", () => {
  it("drops the token and retries once after a 401", async () => {
    script = [{ status: 401 }];
    const res = await client().call("listProjects");
    expect(res.status).toBe(200);
    expect(tokenRequests).toBe(2);
    expect(apiRequests.map((r) => r.auth)).toEqual(["Bearer tok-1", "Bearer tok-2"]);
  });

  it("retries a POST once after a 401 too, but only once", async () => {
    script = [{ status: 401 }, { status: 401 }];
    await expect(client().call("createProject", { body: { name: "x" } })).rejects.toMatchObject({
      status: 401,
    });
    expect(apiRequests).toHaveLength(2);
  });

  it("never retries a POST on 5xx", async () => {
    script = [{ status: 503 }];
    const err = await client()
      .call("createProject", { body: { name: "x" } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerApiError);
    expect(err).toMatchObject({ status: 503, code: "x" });
    expect((err as Error).message).toBe(
      "The Partner API failed (503: scripted failure); the change is not confirmed. Reload to check before trying again.",
    );
    expect(apiRequests).toHaveLength(1);
  });

  it("never retries a POST on 429, and says when to try again", async () => {
    sleeps.length = 0;
    script = [{ status: 429, headers: { "retry-after": "3" } }];
    const err = await client()
      .call("createProject", { body: { name: "x" } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, retryAfterS: 3 });
    expect((err as Error).message).toBe(
      "The Partner API is limiting requests (scripted failure). Try again in 3 s.",
    );
    expect(apiRequests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("does not wait out a Retry-After beyond its bound: the read fails at once, saying when to try again", async () => {
    sleeps.length = 0;
    script = [{ status: 429, headers: { "retry-after": "120" } }];
    const err = await client()
      .call("listProjects")
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, retryAfterS: 120 });
    expect((err as Error).message).toMatch(/Try again in 120 s\.$/);
    expect(apiRequests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("backs off between a GET's retries on 5xx without Retry-After, then says it did not recover", async () => {
    sleeps.length = 0;
    script = [{ status: 500 }, { status: 502 }, { status: 503 }];
    const err = await client()
      .call("listProjects")
      .catch((e: unknown) => e);
    expect(sleeps).toEqual([125, 250]);
    expect((err as Error).message).toBe(
      "The Partner API failed (503: scripted failure) and did not recover after retrying. Try again shortly.",
    );
  });

  it("does not retry a POST that got no answer in time, and says the change may have been made", async () => {
    script = [{ status: 201, delayMs: 300, body: {} }];
    const slow = new PartnerApiClient(`${base}/api`, new TokenProvider(creds()), {
      sleep: async (ms) => void sleeps.push(ms),
      timeoutMs: 100,
    });
    const err = await slow.call("createProject", { body: { name: "x" } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 504, code: "upstream_unavailable" });
    expect((err as Error).message).toBe(
      "The Partner API did not answer in time; the change may have been made. Reload to check before trying again.",
    );
    expect(apiRequests).toHaveLength(1);
  });

  it("retries a GET on 5xx at most twice", async () => {
    script = [{ status: 500 }, { status: 502 }, { status: 503 }];
    await expect(client().call("listProjects")).rejects.toMatchObject({ status: 503 });
    expect(apiRequests).toHaveLength(3);
  });

  it("honours Retry-After on a 429 GET", async () => {
    sleeps.length = 0;
    script = [{ status: 429, headers: { "retry-after": "2" } }];
    const res = await client().call("listProjects");
    expect(res.status).toBe(200);
    expect(sleeps).toEqual([2000]);
  });

  it("turns a response that breaks the contract into a typed error", async () => {
    script = [{ status: 200, body: { data: "nope" } }];
    await expect(client().call("listProjects")).rejects.toMatchObject({
      status: 502,
      code: "invalid_response",
    });
  });
});

describe("coalesced reads", () => {
  it("sends one request for identical concurrent GETs and gives each caller the answer", async () => {
    const c = client();
    const results = await Promise.all(Array.from({ length: 10 }, () => c.call("listProjects")));
    expect(apiRequests).toHaveLength(1);
    for (const r of results) expect(r.data).toMatchObject({ data: [], total: 0 });
    await c.call("listProjects");
    expect(apiRequests).toHaveLength(2);
  });

  it("keeps different queries and scopes apart", async () => {
    const c = client();
    await Promise.all([
      c.call("listProjects", { query: { limit: 5 } }),
      c.call("listProjects", { query: { limit: 6 } }),
      c.call("listLeads"),
    ]);
    expect(apiRequests).toHaveLength(3);
  });

  it("never lets a GET that starts after a write finished join one that left before it", async () => {
    const c = client();
    const write = () => c.call("createProject", { body: { name: "x" } }).catch(() => undefined);
    await c.call("listProjects"); // both tokens fetched first
    await write();
    script = [{ status: 200, body: emptyList, delayMs: 100 }];
    const before = c.call("listProjects");
    while (apiRequests.length < 3) await new Promise((r) => setTimeout(r, 5));
    await write();
    const after = c.call("listProjects");
    await Promise.all([before, after]);
    expect(apiRequests.map((r) => r.method)).toEqual(["GET", "POST", "GET", "POST", "GET"]);
  });

  it("ends only the aborted caller's wait", async () => {
    const c = client();
    const ctrl = new AbortController();
    const aborted = c.call("listProjects", { signal: ctrl.signal });
    const other = c.call("listProjects");
    ctrl.abort(new Error("gone"));
    await expect(aborted).rejects.toThrow("gone");
    expect((await other).status).toBe(200);
    expect(apiRequests).toHaveLength(1);
  });
});

describe("identical answers", () => {
  const page = (name: string) => ({
    data: [
      {
        id: 7,
        name,
        contactId: null,
        statusId: null,
        createdAt: "2026-01-01T00:00:00Z",
        updatedAt: "2026-01-01T00:00:00Z",
      },
    ],
    limit: 20,
    offset: 0,
    total: 1,
  });

  it("are asked for and read afresh each time: the client keeps no answer", async () => {
    const c = client();
    script = [
      { status: 200, body: page("Deck") },
      { status: 200, body: page("Deck") },
    ];
    const first = await c.call("listProjects");
    const again = await c.call("listProjects");
    expect(apiRequests).toHaveLength(2);
    expect(again.data).toEqual(first.data);
    expect(again.data).not.toBe(first.data);
  });
});

describe("paging helper", () => {
  it("walks offsets until total and de-duplicates shifted items", async () => {
    const pages: Record<number, { id: number }[]> = {
      0: [{ id: 1 }, { id: 2 }],
      2: [{ id: 2 }, { id: 3 }],
      4: [{ id: 4 }],
    };
    const offsets: number[] = [];
    const all = await collectAll(
      async (offset, limit) => {
        offsets.push(offset);
        return { data: pages[offset] ?? [], limit, offset, total: 5 };
      },
      { pageSize: 2 },
    );
    expect(all.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(offsets).toEqual([0, 2, 4]);
  });

  it("stops at an empty page even if total says more", async () => {
    let calls = 0;
    const all = await collectAll(async (offset, limit) => {
      calls++;
      return { data: offset === 0 ? [{ id: 1 }] : [], limit, offset, total: 100 };
    });
    expect(all).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

describe("PartnerApiError", () => {
  it("is recognised by instanceof across copies of its module (a brand, not the class identity)", async () => {
    const copy = await import(/* @vite-ignore */ `./errors?copy=${Date.now()}`);
    const foreign = new (copy.PartnerApiError as typeof PartnerApiError)(404, "not_found", "gone");
    expect(copy.PartnerApiError).not.toBe(PartnerApiError);
    expect(foreign instanceof PartnerApiError).toBe(true);
    expect(new Error("x") instanceof PartnerApiError).toBe(false);
  });
});

describe("observing answers", () => {
  it("tells observe of every answer, except of calls that opt out, which never share a call with observed ones", async () => {
    const seen: string[] = [];
    const c = new PartnerApiClient(`${base}/api`, new TokenProvider(creds()), {
      observe: (id, _input, outcome) => void seen.push(`${id} ${outcome.ok}`),
    });
    const project = {
      id: 1,
      name: "P",
      createdAt: "2026-11-25T10:00:00.000Z",
      updatedAt: "2026-11-25T10:00:00.000Z",
    };
    const page = { data: [project], limit: 300, offset: 0, total: 1 };
    script = [
      { status: 200, body: page, delayMs: 20 },
      { status: 200, body: page, delayMs: 20 },
    ];
    const [observed, unobserved] = await Promise.all([
      c.call("listProjects", { query: { limit: 300 } }),
      c.call("listProjects", { query: { limit: 300 }, observe: false }),
    ]);
    expect(apiRequests).toHaveLength(2);
    expect(observed.data.data[0]?.id).toBe(1);
    expect(unobserved.data.data[0]?.id).toBe(1);
    expect(seen).toEqual(["listProjects true"]);
  });
});
