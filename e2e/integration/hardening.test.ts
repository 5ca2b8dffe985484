import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, token } from "./support/api";
import { consoleAs, signIn } from "./support/console";
import { expectError } from "./support/helpers";

// Issue 14, items 3 and 9: bounded bodies on every route that reads one (413 in the route's own error form, with
// Content-Length and chunked), the token endpoint's other methods, integer ranges, repeated and bracketed query
// parameters, and record pages of unknown ids answering a real 404.

const MB = 1_048_576;
let cookie = "";
beforeAll(async () => {
  cookie = await signIn("admin");
});

// cap + 1 bytes, declared up front or streamed in chunks without a length.
function oversize(bytes: number, chunked: boolean): { body: BodyInit; duplex?: "half" } {
  const data = new Uint8Array(bytes).fill(0x61);
  if (!chunked) return { body: data };
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < data.length; i += 65_536) c.enqueue(data.subarray(i, i + 65_536));
      c.close();
    },
  });
  return { body: stream, duplex: "half" };
}

async function post(path: string, headers: Record<string, string>, bytes: number, chunked: boolean) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers,
    ...oversize(bytes, chunked),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each([
  ["with Content-Length", false],
  ["chunked", true],
])("a body over the cap, %s, is refused with 413", (_how, chunked) => {
  it("by the token endpoint, in RFC 6749 form", async () => {
    const res = await post(
      "/sandbox/oauth/token",
      { "content-type": "application/x-www-form-urlencoded" },
      16_385,
      chunked,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "invalid_request", error_description: expect.any(String) });
  });

  it("by a sandbox POST, in the API's envelope", async () => {
    const res = await post(
      "/sandbox/api/v1/projects",
      { "content-type": "application/json", authorization: `Bearer ${await token("partner")}` },
      MB + 1,
      chunked,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
  });

  it("by a console API route, in the console's envelope", async () => {
    const res = await post(
      "/api/webhooks/signature-check",
      { "content-type": "application/json", cookie },
      MB + 1,
      chunked,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
  });

  it("by next-auth's credentials callback, in the console's envelope", async () => {
    const res = await post(
      "/api/auth/callback/credentials",
      { "content-type": "application/x-www-form-urlencoded" },
      65_537,
      chunked,
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
  });
});

it("next-auth still signs in through the bounded reader", async () => {
  expect(await signIn("support")).toMatch(/^next-auth\.session-token=/);
});

it.each(["GET", "PATCH", "DELETE", "PUT"])(
  "%s on the token endpoint is a 405 in RFC 6749 form",
  async (method) => {
    const res = await fetch(`${baseUrl()}/sandbox/oauth/token`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toEqual({ error: "invalid_request", error_description: expect.any(String) });
  },
);

describe("integer ranges", () => {
  it.each(["2147483648", "99999999999", "1,2147483648"])("sandbox statusId=%s is a 400", async (v) => {
    expectError(await api("GET", `/v1/projects?statusId=${v}`), 400, "invalid_request", "statusId");
  });

  it.each([
    "/v1/projects/2147483648",
    "/v1/leads/99999999999/milestones",
    "/v1/webhookSubscriptions/4294967296",
  ])("sandbox %s (an id past the store's range) is a 404", async (path) => {
    expectError(await api("GET", path), 404, "not_found");
  });

  it("a ten-digit parentMilestoneId past the store's range is a 400 naming it", async () => {
    const noon = Date.UTC(2027, 5, 1, 12);
    const res = await api("POST", "/v1/projects/1/milestones", {
      body: { name: "x", parentMilestoneId: "4294967295", startDate: noon, dueDate: noon },
    });
    expectError(res, 400, "validation_failed", "parentMilestoneId");
  });

  it("the console sends a reference past 2^31 - 1 on as given; the sandbox's 32-bit store refuses it, naming it", async () => {
    const as = consoleAs(cookie);
    const before = await as("GET", "/api/projects/1");
    const res = await as("PATCH", "/api/projects/1", { statusId: 2 ** 31 });
    expectError(res, 400, "validation_failed", "statusId");
    expect(res.body.error.message).toMatch(/statusId: must be at most 2147483647 \(the sandbox stores ids/);
    expect((await as("GET", "/api/projects/1")).body.data.statusId).toBe(before.body.data.statusId);
    // Past 2^53 - 1 is not an id at all: the console refuses it itself.
    expectError(await as("PATCH", "/api/projects/1", { statusId: 2 ** 53 }), 400, "validation_failed");
  });

  it("a console id past 2^53 is a 404, a malformed one a 400", async () => {
    const as = consoleAs(cookie);
    expectError(await as("GET", "/api/projects/99999999999999999999"), 404, "not_found");
    expectError(await as("GET", "/api/projects/1.5"), 400, "validation_failed");
  });
});

describe("repeated and bracketed query parameters are refused, never dropped", () => {
  it.each(["statusId=1&statusId=2", "statusId[]=1", "limit=1&limit=2"])(
    "sandbox ?%s is a 400",
    async (qs) => {
      const res = await api("GET", `/v1/projects?${qs}`);
      expectError(res, 400, "invalid_request");
      expect(res.body.error.message).toMatch(/statusId|limit/);
    },
  );

  it.each(["statusId=1&statusId=2", "statusId[]=1"])("console ?%s is a 400", async (qs) => {
    const res = await consoleAs(cookie)("GET", `/api/projects?${qs}`);
    expectError(res, 400, "validation_failed", "statusId");
  });

  it("a comma-separated list is still read as the list", async () => {
    const res = await api("GET", "/v1/projects?statusId=1,2&limit=1");
    expect(res.status).toBe(200);
  });
});

it.each([
  "/projects/999999",
  "/projects/999999/edit",
  "/projects/999999/schedule",
  "/leads/999999",
  "/leads/999999/schedule",
  "/webhooks/999999",
  "/webhooks/999999/health",
  "/projects/abc",
])("the record page %s of an unknown id answers HTTP 404", async (path) => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: "manual" });
  expect(res.status).toBe(404);
  expect(await res.text()).toContain("This record does not exist");
});

it("a known record's page still answers 200", async () => {
  const res = await fetch(`${baseUrl()}/projects/1`, { headers: { cookie }, redirect: "manual" });
  expect(res.status).toBe(200);
});
