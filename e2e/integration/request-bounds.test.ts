import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../lib/dev/server";
import { baseUrl } from "./support/api";
import { signIn } from "./support/console";
import { startOwnServer } from "./support/own-server";

// Issue 43, item 4: the token endpoint throttles failed client authentication per address and per client; a
// request whose body never arrives is cut; X-Forwarded-Host / -Proto count only behind trusted proxies.

type Res = { status: number; headers: http.IncomingHttpHeaders; body: string };

// A token request from one local address (127.0.0.x: the server sees a different socket peer per "client").
function tokenRequest(base: string, from: string, clientId: string, clientSecret: string): Promise<Res> {
  const body = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: clientSecret,
    audience: base,
  }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL("/sandbox/oauth/token", base),
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// The suite's server has the throttle out of the way (lib/dev/server.ts); this one has the default, 20. It also
// stands behind one trusted proxy (the test plays it), for the X-Forwarded-* test below; these token requests carry
// no X-Forwarded-For, so their address is the socket's peer either way.
let server: TestServer | undefined;
beforeAll(async () => {
  server = await startOwnServer({ SANDBOX_AUTH_FAILURES: "20", TRUST_PROXY_HOPS: "1" });
});
afterAll(async () => {
  await server?.stop();
});

describe("the sandbox token endpoint under a guessing attack", () => {
  it("refuses the 21st wrong secret from one address with 429 and Retry-After, and logs failures without secrets", async () => {
    const base = server!.baseUrl;
    for (let i = 0; i < 20; i++)
      expect((await tokenRequest(base, "127.0.0.2", "sandbox-partner", `guess-${i}-x`)).status).toBe(401);
    const refused = await tokenRequest(base, "127.0.0.2", "sandbox-partner", "guess-20-x");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({
      error: "rate_limited",
      error_description: expect.any(String),
    });
    // Even the right secret waits from that address (the refusal comes before the secret is checked)…
    expect((await tokenRequest(base, "127.0.0.2", "sandbox-partner", "sandbox-secret")).status).toBe(429);
    // …while the client itself, elsewhere, still gets its token.
    expect((await tokenRequest(base, "127.0.0.3", "sandbox-partner", "sandbox-secret")).status).toBe(200);

    const out = server!.output();
    expect(out).toContain("client authentication failed");
    expect(out).toContain("127.0.0.2");
    expect(out).toContain("too many failed client authentications");
    expect(out).not.toContain("guess-");
  });

  it("refuses a client after 100 wrong secrets from any addresses", async () => {
    const base = server!.baseUrl;
    for (let i = 0; i < 100; i++) {
      const from = `127.0.1.${10 + (i % 10)}`; // ten addresses, ten failures each: none over its own 20
      expect((await tokenRequest(base, from, "readonly-partner", `spread-${i}-x`)).status).toBe(401);
    }
    const refused = await tokenRequest(base, "127.0.1.99", "readonly-partner", "spread-100-x");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Other clients from those addresses are not affected.
    expect((await tokenRequest(base, "127.0.1.10", "other-partner", "other-secret")).status).toBe(200);
  });
});

describe("a request whose body never arrives", { timeout: 60_000 }, () => {
  it("is cut within 31 s (a 30 s request timeout), not held open for Node's five minutes", async () => {
    const { hostname, port } = new URL(baseUrl());
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((r) => socket.once("connect", () => r()));
    const started = Date.now();
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (d) => (answer += d));
    socket.write(
      "POST /sandbox/oauth/token HTTP/1.1\r\n" +
        `Host: ${hostname}:${port}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\n" +
        "Content-Length: 1000\r\n\r\n" +
        "grant_type=",
    );
    const cut = await new Promise<boolean>((resolve) => {
      const giveUp = setTimeout(() => resolve(false), 45_000);
      socket.once("close", () => (clearTimeout(giveUp), resolve(true)));
    });
    socket.destroy();
    expect(cut).toBe(true);
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

// An empty project: refused as invalid (400, nothing created) once past the same-origin check (403 cross_site).
const createEmptyProject = (base: string, cookie: string, headers: Record<string, string>) =>
  fetch(`${base}/api/projects`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", ...headers },
    body: "{}",
  });

describe("X-Forwarded-Host and X-Forwarded-Proto from a client (no TRUST_PROXY_HOPS)", () => {
  it("a forged X-Forwarded-Host does not make a foreign Origin the console's own", async () => {
    const cookie = await signIn("admin");
    const post = (headers: Record<string, string>) => createEmptyProject(baseUrl(), cookie, headers);
    const forged = await post({
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe("cross_site");
    expect((await post({ origin: new URL(baseUrl()).origin })).status).toBe(400);
  });

  it("a forged X-Forwarded-Proto does not turn on HSTS", async () => {
    const res = await fetch(`${baseUrl()}/sign-in`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("X-Forwarded-Host and X-Forwarded-Proto from a trusted proxy (TRUST_PROXY_HOPS=1)", () => {
  const proxied = { "x-forwarded-host": "console.example", "x-forwarded-proto": "https" };

  it("name the console's public origin for the same-origin check", async () => {
    const cookie = await signIn("admin", server!.baseUrl);
    const post = (headers: Record<string, string>) => createEmptyProject(server!.baseUrl, cookie, headers);
    expect((await post({ ...proxied, origin: "https://console.example" })).status).toBe(400);
    expect((await post({ ...proxied, origin: "https://evil.example" })).status).toBe(403);
  });

  it("turn on HSTS for a request that came over HTTPS", async () => {
    const res = await fetch(`${server!.baseUrl}/sign-in`, { headers: proxied });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});
