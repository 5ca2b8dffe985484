import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import bcrypt from "bcryptjs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl } from "./support/api";
import { consoleAs, signIn } from "./support/console";
import { startOwnServer } from "./support/own-server";
import type { TestServer } from "../../lib/dev/server";

// Sign-in over real HTTP from distinct client addresses: the client binds 127.0.0.x as its local address, so
// the server sees a different socket peer per "client". The throttle reads that peer, never X-Forwarded-For
// (no TRUST_PROXY_HOPS here); a flood from one address never locks the owner out from another; every sign-in,
// failure, refusal, sign-out and revocation lands in the audit log. Each test has accounts of its own.

const databaseUrl = inject("databaseUrl");
const PASSWORD = "correct horse battery";
const AGENT = "sign-in-security-test/1.0";
const run = Date.now().toString(36);
const email = (name: string) => `${name}-${run}@security.example`;

type Res = { status: number; headers: http.IncomingHttpHeaders; body: string };

type Opts = { from?: string; headers?: Record<string, string>; body?: string; base?: string };

function request(method: string, urlPath: string, opts: Opts = {}): Promise<Res> {
  const url = new URL(urlPath, opts.base ?? baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: opts.from ?? "127.0.0.1",
        headers: { "user-agent": AGENT, ...opts.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

const cookieOf = (res: Res, name: string) =>
  (res.headers["set-cookie"] ?? [])
    .map((c) => c.split(";", 1)[0]!)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

// next-auth's credentials flow from one address; `url` is where next-auth sends the browser (error=… on failure).
async function attempt(who: string, password: string, from: string, xff?: string, base?: string) {
  const csrf = await request("GET", "/api/auth/csrf", { from, base });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const res = await request("POST", "/api/auth/callback/credentials", {
    from,
    base,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
      ...(xff ? { "x-forwarded-for": xff } : {}),
    },
    body: new URLSearchParams({ csrfToken, email: who, password, json: "true" }).toString(),
  });
  expect(res.status, res.body).toBeLessThan(500);
  const url = res.body ? ((JSON.parse(res.body) as { url?: string }).url ?? "") : "";
  const session = cookieOf(res, "next-auth.session-token");
  return { url: decodeURIComponent(url), cookie: session ? `next-auth.session-token=${session}` : undefined };
}
const audit = async (query: string) => consoleAs(await signIn("admin")).text(`/audit?${query}`);
const refused = (r: { url: string }) => expect(r.url).toMatch(/Too many failed sign-ins/);
const wrong = (r: { url: string }) => expect(r.url, r.url).toContain("error=CredentialsSignin");

let db: pg.Client;
beforeAll(async () => {
  if (!databaseUrl) return;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const hash = await bcrypt.hash(PASSWORD, 4);
  for (const name of ["owner", "victim", "bystander"])
    await db.query("INSERT INTO console.users (email, role, password_hash) VALUES ($1, 'support', $2)", [
      email(name),
      hash,
    ]);
});
afterAll(async () => db?.end());

describe.skipIf(!databaseUrl)("sign-in throttling by the socket's address", () => {
  it("rotating X-Forwarded-For does not dodge the per-address limit", async () => {
    // Twenty failures on twenty accounts from one address, each claiming another address (in parallel, five
    // at a time): the next one is refused.
    for (let batch = 0; batch < 4; batch++)
      await Promise.all(
        Array.from({ length: 5 }, async (_, j) => {
          const i = batch * 5 + j;
          wrong(await attempt(email(`nobody${i}`), "wrong password", "127.0.0.2", `198.51.100.${i + 1}`));
        }),
      );
    refused(await attempt(email("nobody-else"), "wrong password", "127.0.0.2", "198.51.100.99"));
  });

  it("someone else's address in X-Forwarded-For does not lock them out", async () => {
    for (let i = 0; i < 6; i++) await attempt(email("victim"), `wrong ${i}`, "127.0.0.3", "127.0.0.4");
    // The address the attacker named signs in to another account at once.
    expect((await attempt(email("bystander"), PASSWORD, "127.0.0.4")).cookie).toBeDefined();
  });

  it("a flood of wrong passwords from one address never stops the owner signing in from another", async () => {
    for (let i = 0; i < 5; i++) wrong(await attempt(email("owner"), `wrong ${i}`, "127.0.0.5"));
    // The flooding address is refused for this account, even with the right password…
    refused(await attempt(email("owner"), PASSWORD, "127.0.0.5"));
    // …while the owner, elsewhere, gets in (slowed down, not refused).
    const owner = await attempt(email("owner"), PASSWORD, "127.0.0.6");
    expect(owner.cookie).toBeDefined();
    expect((await consoleAs(owner.cookie!)("GET", "/api/webhooks")).status).toBe(200);
  });
});

// Behind one reverse proxy (TRUST_PROXY_HOPS=1): a proxy of the test's own appends the address it saw, as
// nginx's $proxy_add_x_forwarded_for does; whatever the client wrote to the left of it is not believed.
describe("sign-in throttling behind a trusted proxy", () => {
  let server: TestServer | undefined;
  let proxy: http.Server | undefined;
  let base = "";
  beforeAll(async () => {
    server = await startOwnServer({ TRUST_PROXY_HOPS: "1" });
    const target = new URL(server.baseUrl);
    proxy = http.createServer((req, res) => {
      const seen = req.socket.remoteAddress ?? "";
      const xff = req.headers["x-forwarded-for"];
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) upstream.setHeader(k, v);
      upstream.setHeader("x-forwarded-for", xff ? `${xff}, ${seen}` : seen);
      req.pipe(upstream);
    });
    await new Promise<void>((r) => proxy!.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    proxy?.close();
    await server?.stop();
  });

  it("counts the address the proxy saw: rotating the header neither dodges nor locks the owner out", async () => {
    const who = "support@example.com";
    for (let i = 0; i < 5; i++)
      wrong(await attempt(who, `wrong ${i}`, "127.0.0.2", `203.0.113.${i + 1}`, base));
    refused(await attempt(who, "console-demo", "127.0.0.2", "203.0.113.77", base));
    expect((await attempt(who, "console-demo", "127.0.0.3", "127.0.0.2", base)).cookie).toBeDefined();
  });
});

describe.skipIf(!databaseUrl)("security events in the audit log", () => {
  it("records sign-ins, failures, refusals and sign-outs with who, address and user agent; /audit filters them", async () => {
    const who = email("owner");
    const { cookie } = await attempt(who, PASSWORD, "127.0.0.7");
    const csrf = await request("GET", "/api/auth/csrf", { from: "127.0.0.7" });
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    const out = await request("POST", "/api/auth/signout", {
      from: "127.0.0.7",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${cookie}; next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
      },
      body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
    });
    expect(out.status).toBeLessThan(400);

    const html = await audit(`kind=security&user=${who}`);
    for (const text of [
      "auth.sign-in-failed",
      "auth.sign-in-throttled",
      "auth.sign-in",
      "auth.sign-out",
      "127.0.0.5",
      "127.0.0.6",
      "127.0.0.7",
      AGENT,
    ])
      expect(html).toContain(text);
    expect(await audit(`kind=security&address=127.0.0.7&user=${who}`)).not.toContain("127.0.0.5");
    expect(await audit(`kind=change&user=${who}`)).not.toContain("auth.sign-in");
  });
});

describe.skipIf(!databaseUrl)("npm run user:add on an existing user", () => {
  it("revokes the user's sessions and records it", async () => {
    const who = email("reset");
    const userAdd = (role: string) =>
      spawnSync(
        path.join("node_modules", ".bin", "tsx"),
        [
          "--conditions=react-server",
          "scripts/user-add.ts",
          "--email",
          who,
          "--role",
          role,
          "--password",
          PASSWORD,
        ],
        { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8", timeout: 30_000 },
      );
    const first = userAdd("support");
    expect(first.status, first.stderr).toBe(0);
    const { cookie } = await attempt(who, PASSWORD, "127.0.0.8");
    const session = consoleAs(cookie!);
    expect((await session("GET", "/api/webhooks")).status).toBe(200);

    const again = userAdd("manager");
    expect(again.status, again.stderr).toBe(0);
    expect((await session("GET", "/api/webhooks")).status).toBe(401);
    expect(again.stdout).toContain("1 session(s) signed out");
    expect(await audit(`kind=security&user=${who}`)).toContain("auth.sessions-revoked");
  });
});

describe("callback URLs and malformed paths", () => {
  it("a page path with a malformed percent-escape is the not-found page, signed in or not", async () => {
    const admin = await signIn("admin");
    for (const cookie of [admin, ""]) {
      const res = await fetch(`${baseUrl()}/projects/%E0%A4%A`, {
        headers: cookie ? { cookie } : {},
        redirect: "manual",
      });
      expect(res.status).toBe(404);
    }
  });

  it("a callbackUrl with CR/LF or one leading off-site goes to the app's own root", async () => {
    const cookie = await signIn("admin");
    for (const cb of [
      "/%0D%0ASet-Cookie:%20x=1",
      "/%5C127.0.0.1:4460/x",
      "/%09/evil.example",
      "//evil.example",
    ]) {
      const res = await fetch(`${baseUrl()}/sign-in?callbackUrl=${cb}`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(res.status, cb).toBeGreaterThanOrEqual(300);
      expect(res.status, cb).toBeLessThan(400);
      expect(new URL(res.headers.get("location")!, baseUrl()).href).toBe(`${baseUrl()}/`);
    }
  });

  it("next-auth's endpoints refuse a bad callbackUrl with 400 in the envelope, not 500", async () => {
    for (const endpoint of ["csrf", "session", "providers", "signin"])
      for (const cb of ["%0D%0Ax", "%5C%5Cevil.example", "/%09/evil.example"]) {
        const res = await fetch(`${baseUrl()}/api/auth/${endpoint}?callbackUrl=${cb}`, {
          redirect: "manual",
        });
        expect(res.status, `${endpoint} ${cb}`).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } });
      }
    const res = await fetch(`${baseUrl()}/api/auth/session`, {
      headers: { cookie: "next-auth.callback-url=%0D%0Ax" },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.callback-url=;.*Max-Age=0/);
    // The cookie next-auth itself sets (the app's own address) passes.
    const own = await fetch(`${baseUrl()}/api/auth/csrf?callbackUrl=%2F`, {
      headers: { cookie: `next-auth.callback-url=${encodeURIComponent(baseUrl())}` },
    });
    expect(own.status).toBe(200);
  });

  it("a console API path with a malformed percent-escape is 400 in the envelope", async () => {
    const res = await fetch(`${baseUrl()}/api/projects/%E0%A4%A`, {
      headers: { cookie: await signIn("admin") },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } });
  });

  it("next-auth follows only the app's own pages after sign-in", async () => {
    const csrf = await request("GET", "/api/auth/csrf", { from: "127.0.0.9" });
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    for (const callbackUrl of [
      "/\\127.0.0.1:4460/x",
      "/\t/evil.example",
      "/\r\n/evil",
      "https://evil.example/",
    ]) {
      const res = await request("POST", "/api/auth/callback/credentials", {
        from: "127.0.0.9",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
        },
        body: new URLSearchParams({
          csrfToken,
          email: "support@example.com",
          password: "console-demo",
          callbackUrl,
          json: "true",
        }).toString(),
      });
      expect(res.status, res.body).toBe(200);
      expect((JSON.parse(res.body) as { url: string }).url).toBe(`${baseUrl()}/`);
    }
  });
});
