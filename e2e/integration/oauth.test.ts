import { describe, expect, it } from "vitest";
import { allScopes } from "./support/scopes";
import { api, audience, baseUrl, clients, requestToken } from "./support/api";

// Rule 5: the token endpoint is an OAuth 2.0 server (client credentials), with RFC 6749 errors.

const readScopes = allScopes.filter((s) => s.startsWith("read:"));
const writeOrAdminScopes = allScopes.filter((s) => !s.startsWith("read:"));

const form = (client: keyof typeof clients, extra: Record<string, string> = {}) => ({
  grant_type: "client_credentials",
  client_id: clients[client].id,
  client_secret: clients[client].secret,
  audience: audience(),
  ...extra,
});

const without = (f: Record<string, string>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(f).filter(([k]) => !keys.includes(k)));

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

function claims(jwt: string): Record<string, unknown> {
  const part = jwt.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
}

describe("token response", () => {
  it("answers { access_token, token_type: Bearer, expires_in, scope } with no-store", async () => {
    const res = await requestToken(form("partner", { scope: "read:projects" }));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "expires_in", "scope", "token_type"]);
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "read:projects" });
    expect(typeof res.body.access_token).toBe("string");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("issues a token that lives SANDBOX_TOKEN_TTL_S (default 3600 s) for the service's audience", async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await requestToken(form("partner", { scope: "read:leads" }));
    const c = claims(String(res.body.access_token));
    expect(c.exp).toBeGreaterThanOrEqual(before + 3600 - 2);
    expect(c.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600 + 2);
    expect(c.aud).toBe(audience());
    expect(c.sub).toBe(clients.partner.id);
    expect(c.cid).toBe(1);
    expect(c.scope).toBe("read:leads");
    expect(typeof c.jti).toBe("string");
    const header = JSON.parse(
      Buffer.from(String(res.body.access_token).split(".")[0] ?? "", "base64url").toString("utf8"),
    );
    expect(header).toMatchObject({ alg: "HS256", typ: "at+jwt" });
  });

  it("issues a different token on every request", async () => {
    const a = await requestToken(form("partner", { scope: "read:leads" }));
    const b = await requestToken(form("partner", { scope: "read:leads" }));
    expect(a.body.access_token).not.toBe(b.body.access_token);
  });

  it("grants every scope the client holds when scope is omitted", async () => {
    const res = await requestToken(form("partner"));
    expect(res.status).toBe(200);
    expect(String(res.body.scope).split(" ").sort()).toEqual([...allScopes].sort());
  });

  it("grants the readonly client only read scopes when scope is omitted", async () => {
    const res = await requestToken(form("readonly"));
    expect(res.status).toBe(200);
    expect(String(res.body.scope).split(" ").sort()).toEqual([...readScopes].sort());
    const t = String(res.body.access_token);
    expect((await api("GET", "/v1/projects?limit=1", { token: t })).status).toBe(200);
    const write = await api("POST", "/v1/projects", { token: t, body: { name: "never created" } });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe("insufficient_scope");
  });

  it("binds the other client's token to company 2", async () => {
    const res = await requestToken(form("other", { scope: "read:projects" }));
    expect(res.status).toBe(200);
    expect(claims(String(res.body.access_token)).cid).toBe(2);
  });
});

describe("scopes", () => {
  it.each(allScopes)("the partner client may ask for %s alone", async (scope) => {
    const res = await requestToken(form("partner", { scope }));
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe(scope);
  });

  it.each(readScopes)("the readonly client may ask for %s", async (scope) => {
    const res = await requestToken(form("readonly", { scope }));
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe(scope);
  });

  it.each(writeOrAdminScopes)("the readonly client may not ask for %s (invalid_scope)", async (scope) => {
    const res = await requestToken(form("readonly", { scope }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_scope");
  });

  it("accepts several space-separated scopes, each allowed, and the token carries exactly those", async () => {
    const res = await requestToken(form("partner", { scope: "read:projects read:leads" }));
    expect(res.status).toBe(200);
    expect(String(res.body.scope).split(" ").sort()).toEqual(["read:leads", "read:projects"]);
    const t = String(res.body.access_token);
    expect((await api("GET", "/v1/projects?limit=1", { token: t })).status).toBe(200);
    expect((await api("GET", "/v1/leads?limit=1", { token: t })).status).toBe(200);
    expect((await api("GET", "/v1/lead-phases", { token: t })).status).toBe(200);
    const schedule = await api("GET", "/v1/milestones/1", { token: t });
    expect(schedule.status).toBe(403);
    const write = await api("POST", "/v1/projects", { token: t, body: { name: "never created" } });
    expect(write.status).toBe(403);
  });

  it("refuses the whole request when one of several scopes is not allowed", async () => {
    const res = await requestToken(form("readonly", { scope: "read:projects write:projects" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_scope");
  });
});

describe("client authentication", () => {
  it("accepts HTTP Basic client authentication instead of form fields", async () => {
    const res = await requestToken(
      without(form("partner", { scope: "read:projects" }), "client_id", "client_secret"),
      {
        authorization: basic(clients.partner.id, clients.partner.secret),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe("Bearer");
    expect((await api("GET", "/v1/projects?limit=1", { token: String(res.body.access_token) })).status).toBe(
      200,
    );
  });

  it("refuses HTTP Basic with a wrong secret (invalid_client, 401, WWW-Authenticate)", async () => {
    const res = await requestToken(without(form("partner"), "client_id", "client_secret"), {
      authorization: basic(clients.partner.id, "wrong-secret"),
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("invalid_client");
    expect(res.headers.get("www-authenticate")).toBeTruthy();
  });
});

// RFC 6749 section 5.2: { error, error_description }; invalid_client 401; the others 400.
const errorCases: {
  name: string;
  body: Record<string, string>;
  status: number;
  error: string;
  contentType?: string;
}[] = [
  {
    name: "wrong client secret",
    body: form("partner", { client_secret: "nope-nope-nope" }),
    status: 401,
    error: "invalid_client",
  },
  {
    name: "unknown client",
    body: form("partner", { client_id: "no-such-client" }),
    status: 401,
    error: "invalid_client",
  },
  {
    name: "no client authentication at all",
    body: without(form("partner"), "client_id", "client_secret"),
    status: 401,
    error: "invalid_client",
  },
  {
    name: "missing grant_type",
    body: without(form("partner"), "grant_type"),
    status: 400,
    error: "invalid_request",
  },
  {
    name: "password grant",
    body: form("partner", { grant_type: "password" }),
    status: 400,
    error: "unsupported_grant_type",
  },
  {
    name: "authorization_code grant",
    body: form("partner", { grant_type: "authorization_code" }),
    status: 400,
    error: "unsupported_grant_type",
  },
  {
    name: "wrong audience",
    body: form("partner", { audience: "https://api.example.com" }),
    status: 400,
    error: "invalid_request",
  },
  {
    name: "audience of another origin port",
    body: form("partner", { audience: "http://127.0.0.1:1" }),
    status: 400,
    error: "invalid_request",
  },
  {
    name: "missing audience",
    body: without(form("partner"), "audience"),
    status: 400,
    error: "invalid_request",
  },
  {
    name: "unknown scope",
    body: form("partner", { scope: "read:everything" }),
    status: 400,
    error: "invalid_scope",
  },
  {
    name: "unknown scope among known ones",
    body: form("partner", { scope: "read:projects admin:world" }),
    status: 400,
    error: "invalid_scope",
  },
];

describe("token endpoint errors", () => {
  it.each(errorCases)("$name → $status $error", async ({ body, status, error }) => {
    const res = await requestToken(body);
    expect(res.status).toBe(status);
    expect(Object.keys(res.body).sort()).toEqual(["error", "error_description"]);
    expect(res.body.error).toBe(error);
    expect(typeof res.body.error_description).toBe("string");
    expect(String(res.body.error_description).length).toBeGreaterThan(0);
  });

  it.each([
    ["application/json", JSON.stringify(form("partner"))],
    ["text/plain", new URLSearchParams(form("partner")).toString()],
  ])("refuses a %s body (not form-encoded) with invalid_request", async (contentType, body) => {
    const res = await fetch(`${baseUrl()}/sandbox/oauth/token`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as Record<string, unknown>;
    expect(json.error).toBe("invalid_request");
    expect(typeof json.error_description).toBe("string");
  });
});
