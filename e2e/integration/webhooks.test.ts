import { afterAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import { MISSING_ID, expectError, expectStatus, iso, uniq } from "./support/helpers";

// Rule 7, webhook subscriptions: HTTPS only (http to loopback allowed); private, link-local and metadata
// addresses refused; the secret only in the create response; maxAttempts default 5, >10 stored as 10, <1 → 400;
// triggers checked against the 30-entry catalog, replaced only with updateTriggers: true; status changes.

const catalog: [string, string[]][] = [
  ["client", ["create", "update", "delete"]],
  ["project", ["create", "update", "delete"]],
  ["lead", ["create", "update", "delete"]],
  ["task", ["create", "update", "delete"]],
  ["milestone", ["create", "update", "delete"]],
  ["vendor", ["create", "update"]],
  ["file", ["create", "update", "delete"]],
  ["team-member", ["create", "update"]],
  ["subcontractor", ["create", "update"]],
  ["daily-log", ["create", "update", "delete"]],
  ["contact-group", ["create", "update", "delete"]],
];
const catalogKeys = catalog.flatMap(([r, events]) => events.map((e) => `${r}.${e}`));

const created: number[] = [];
afterAll(async () => {
  for (const id of created) await api("DELETE", `/v1/webhookSubscriptions/${id}`);
});

async function subscribe(body: Record<string, unknown> = {}) {
  const res = await api("POST", "/v1/webhookSubscriptions", {
    body: { url: "https://hooks.example.com/partner", ...body },
  });
  expectStatus(res, 201);
  created.push(res.body.data.id);
  return res.body.data;
}
const get = async (id: number) => {
  const res = await api("GET", `/v1/webhookSubscriptions/${id}`);
  expectStatus(res, 200);
  return res.body.data;
};
const patch = (id: number, body: Record<string, unknown>) =>
  api("PATCH", `/v1/webhookSubscriptions/${id}`, { body });
const keys = (triggers: { resourceName: string; eventType: string }[]) =>
  triggers.map((t) => `${t.resourceName}.${t.eventType}`).sort();

describe("GET /v1/webhookTriggers", () => {
  it("returns { data } only: the 30-entry catalog with resourceName, eventType, label, description", async () => {
    const res = await api("GET", "/v1/webhookTriggers");
    expectStatus(res, 200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toHaveLength(30);
    expect(keys(res.body.data)).toEqual([...catalogKeys].sort());
    for (const t of res.body.data) {
      expect(Object.keys(t).sort()).toEqual(["description", "eventType", "label", "resourceName"]);
      expect(typeof t.label).toBe("string");
      expect(typeof t.description).toBe("string");
    }
    const label = (r: string, e: string) =>
      (res.body.data as { resourceName: string; eventType: string; label: string }[]).find(
        (t) => t.resourceName === r && t.eventType === e,
      )?.label;
    expect(label("project", "create")).toBe("Project Created");
    expect(label("team-member", "update")).toBe("Team Member Updated");
    expect(label("contact-group", "delete")).toBe("Contact Group Deleted");
  });
});

describe("create, read, list, delete", () => {
  it("creates with 201: active, 0 failures, maxAttempts 5, headers {}, triggers with ids, and the secret once", async () => {
    const before = Date.now();
    const res = await api("POST", "/v1/webhookSubscriptions", {
      body: {
        url: "https://hooks.example.com/a",
        description: "ERP sync",
        triggers: [
          { resourceName: "project", eventType: "create" },
          { resourceName: "lead", eventType: "update" },
        ],
      },
    });
    expectStatus(res, 201);
    const s = res.body.data;
    created.push(s.id);
    expect(s).toMatchObject({
      url: "https://hooks.example.com/a",
      description: "ERP sync",
      status: "active",
      consecutiveFailures: 0,
      maxAttempts: 5,
      headers: {},
      companyId: 1,
      createdBy: expect.any(Number),
    });
    expect(s.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(keys(s.triggers)).toEqual(["lead.update", "project.create"]);
    for (const t of s.triggers)
      expect(t).toEqual({
        id: expect.any(Number),
        resourceName: t.resourceName,
        eventType: t.eventType,
        isActive: true,
      });
    expect(s.createdAt).toMatch(iso);
    expect(Date.parse(s.createdAt)).toBeGreaterThanOrEqual(before - 60_000);

    const got = await get(s.id);
    expect(got).not.toHaveProperty("secret");
    const { secret: _s, ...withoutSecret } = s;
    expect(got).toEqual(withoutSecret);
    expect(JSON.stringify(got)).not.toContain(s.secret);

    const list = await api("GET", "/v1/webhookSubscriptions?limit=300");
    expectStatus(list, 200);
    expect(JSON.stringify(list.body)).not.toContain(s.secret);
    const listed = (list.body.data as { id: number }[]).find((x) => x.id === s.id);
    expect(listed).toEqual(withoutSecret);
    for (const x of list.body.data) expect(x).not.toHaveProperty("secret");

    const patched = await patch(s.id, { description: "changed" });
    expectStatus(patched, 200);
    expect(patched.body.data).not.toHaveProperty("secret");
  });

  it("gives every subscription its own secret", async () => {
    const a = await subscribe();
    const b = await subscribe();
    expect(a.secret).not.toBe(b.secret);
  });

  it("deletes: { deleted: true }, then 404", async () => {
    const res = await api("POST", "/v1/webhookSubscriptions", {
      body: { url: "https://hooks.example.com/gone" },
    });
    expectStatus(res, 201);
    const del = await api("DELETE", `/v1/webhookSubscriptions/${res.body.data.id}`);
    expectStatus(del, 200);
    expect(del.body).toEqual({ deleted: true });
    expectError(await api("GET", `/v1/webhookSubscriptions/${res.body.data.id}`), 404, "not_found");
    expectError(await api("DELETE", `/v1/webhookSubscriptions/${res.body.data.id}`), 404, "not_found");
  });

  it.each([
    ["GET", undefined],
    ["PATCH", { description: "x" }],
    ["DELETE", undefined],
  ])("%s of a subscription that does not exist is 404", async (method, body) => {
    expectError(await api(method, `/v1/webhookSubscriptions/${MISSING_ID}`, { body }), 404, "not_found");
  });
});

describe("delivery URL rules", () => {
  const accepted = [
    "https://hooks.example.com/partner",
    "https://example.com:8443/hook?x=1",
    "http://localhost:8080/hook",
    "http://127.0.0.1:9000/hook",
    "http://127.5.6.7/hook",
    "http://[::1]:9000/hook",
    "https://localhost/hook",
  ];
  const refused: [string, string][] = [
    ["http://example.com/hook", "plain http to a public host"],
    ["ftp://example.com/hook", "another scheme"],
    ["file:///etc/passwd", "a file URL"],
    ["not a url", "not a URL"],
    ["/relative/path", "a relative URL"],
    ["https://10.0.0.5/hook", "private 10/8"],
    ["https://172.16.0.1/hook", "private 172.16/12"],
    ["https://172.31.255.255/hook", "private 172.16/12 (top)"],
    ["https://192.168.1.10/hook", "private 192.168/16"],
    ["https://169.254.169.254/latest/meta-data", "link-local metadata address"],
    ["https://169.254.10.10/hook", "link-local"],
    ["https://100.64.0.1/hook", "CGNAT"],
    ["https://0.0.0.0/hook", "unspecified"],
    ["https://224.0.0.1/hook", "multicast"],
    ["https://[fe80::1]/hook", "IPv6 link-local"],
    ["https://[fc00::1]/hook", "IPv6 unique local"],
    ["https://[fd12:3456::1]/hook", "IPv6 unique local (fd)"],
    ["https://[::ffff:10.0.0.1]/hook", "IPv4-mapped private"],
    ["https://[::ffff:169.254.169.254]/hook", "IPv4-mapped metadata"],
    ["https://metadata.google.internal/computeMetadata/v1", "a metadata host name"],
    ["https://user:pass@example.com/hook", "credentials in the URL"],
    ["https://example.com/hook#frag", "a fragment"],
  ];

  it.each(accepted)("accepts %s", async (url) => {
    const s = await subscribe({ url });
    expect(s.url).toBe(url);
  });

  it.each(refused)("refuses %s (%s) with 400 naming url, on create and on update", async (url) => {
    expectError(
      await api("POST", "/v1/webhookSubscriptions", { body: { url } }),
      400,
      "validation_failed",
      "url",
    );
    const s = await subscribe();
    expectError(await patch(s.id, { url }), 400, "validation_failed", "url");
    expect((await get(s.id)).url).toBe("https://hooks.example.com/partner");
  });

  it("refuses a missing url", async () => {
    expectError(
      await api("POST", "/v1/webhookSubscriptions", { body: { description: "no url" } }),
      400,
      "validation_failed",
      "url",
    );
  });
});

describe("maxAttempts", () => {
  it.each([
    [undefined, 5],
    [1, 1],
    [5, 5],
    [10, 10],
    [11, 10],
    [1000, 10],
  ])("maxAttempts %s is stored as %i", async (maxAttempts, stored) => {
    const s = await subscribe(maxAttempts === undefined ? {} : { maxAttempts });
    expect(s.maxAttempts).toBe(stored);
    expect((await get(s.id)).maxAttempts).toBe(stored);
  });

  it("caps an update above 10 at 10", async () => {
    const s = await subscribe();
    const res = await patch(s.id, { maxAttempts: 25 });
    expectStatus(res, 200);
    expect(res.body.data.maxAttempts).toBe(10);
  });

  it.each([[0], [-1], [2.5], ["5"], [null]])(
    "refuses maxAttempts %j with 400 (create and update)",
    async (maxAttempts) => {
      expectError(
        await api("POST", "/v1/webhookSubscriptions", {
          body: { url: "https://hooks.example.com/x", maxAttempts },
        }),
        400,
        "validation_failed",
        "maxAttempts",
      );
      const s = await subscribe({ maxAttempts: 7 });
      expectError(await patch(s.id, { maxAttempts }), 400, "validation_failed", "maxAttempts");
      expect((await get(s.id)).maxAttempts).toBe(7);
    },
  );
});

describe("triggers", () => {
  it.each(catalogKeys)("accepts the catalog trigger %s", async (key) => {
    const [resourceName, eventType] = key.split(".");
    const s = await subscribe({ triggers: [{ resourceName, eventType }] });
    expect(keys(s.triggers)).toEqual([key]);
  });

  it.each([
    ["vendor", "delete"],
    ["team-member", "delete"],
    ["subcontractor", "delete"],
    ["project", "archive"],
    ["invoice", "create"],
    ["Project", "create"],
    ["project", "CREATE"],
  ])("refuses %s.%s (not in the catalog) with 400", async (resourceName, eventType) => {
    expectError(
      await api("POST", "/v1/webhookSubscriptions", {
        body: { url: "https://hooks.example.com/x", triggers: [{ resourceName, eventType }] },
      }),
      400,
      "validation_failed",
      "triggers",
    );
  });

  it("collapses duplicates", async () => {
    const t = { resourceName: "project", eventType: "update" };
    const s = await subscribe({ triggers: [t, t, { resourceName: "lead", eventType: "create" }] });
    expect(keys(s.triggers)).toEqual(["lead.create", "project.update"]);
  });

  it("replaces the trigger set only with updateTriggers: true", async () => {
    const s = await subscribe({ triggers: [{ resourceName: "project", eventType: "create" }] });
    const ignored = await patch(s.id, { triggers: [{ resourceName: "lead", eventType: "delete" }] });
    expectStatus(ignored, 200);
    expect(keys(ignored.body.data.triggers)).toEqual(["project.create"]);
    const ignoredFalse = await patch(s.id, {
      updateTriggers: false,
      triggers: [{ resourceName: "lead", eventType: "delete" }],
    });
    expect(keys(ignoredFalse.body.data.triggers)).toEqual(["project.create"]);

    const replaced = await patch(s.id, {
      updateTriggers: true,
      triggers: [
        { resourceName: "lead", eventType: "delete" },
        { resourceName: "milestone", eventType: "update" },
      ],
    });
    expectStatus(replaced, 200);
    expect(keys(replaced.body.data.triggers)).toEqual(["lead.delete", "milestone.update"]);
    expect(keys((await get(s.id)).triggers)).toEqual(["lead.delete", "milestone.update"]);

    const cleared = await patch(s.id, { updateTriggers: true, triggers: [] });
    expect(cleared.body.data.triggers).toEqual([]);
  });

  it("refuses updateTriggers: true without triggers, and an unknown trigger in a replacement, changing nothing", async () => {
    const s = await subscribe({ triggers: [{ resourceName: "project", eventType: "create" }] });
    expectError(await patch(s.id, { updateTriggers: true }), 400, "validation_failed", "triggers");
    expectError(
      await patch(s.id, {
        description: "should not stick",
        updateTriggers: true,
        triggers: [{ resourceName: "vendor", eventType: "delete" }],
      }),
      400,
      "validation_failed",
      "triggers",
    );
    const after = await get(s.id);
    expect(keys(after.triggers)).toEqual(["project.create"]);
    expect(after.description).toBeNull();
  });
});

describe("status", () => {
  it("moves active → paused → active → disabled → active; the list filters by status", async () => {
    const s = await subscribe();
    for (const status of ["paused", "active", "disabled", "paused", "disabled", "active"]) {
      const res = await patch(s.id, { status });
      expectStatus(res, 200);
      expect(res.body.data.status).toBe(status);
      expect(res.body.data.consecutiveFailures).toBe(0);
      expect((await get(s.id)).status).toBe(status);
    }
    expectStatus(await patch(s.id, { status: "paused" }), 200);
    const paused = await api("GET", "/v1/webhookSubscriptions?status=paused&limit=300");
    expectStatus(paused, 200);
    expect((paused.body.data as { id: number }[]).map((x) => x.id)).toContain(s.id);
    expect((paused.body.data as { status: string }[]).every((x) => x.status === "paused")).toBe(true);
    const active = await api("GET", "/v1/webhookSubscriptions?status=active&limit=300");
    expect((active.body.data as { id: number }[]).map((x) => x.id)).not.toContain(s.id);
  });

  it.each(["stopped", "ACTIVE", "", 1])("refuses status %j with 400", async (status) => {
    const s = await subscribe();
    expectError(await patch(s.id, { status }), 400, "validation_failed", "status");
    expect((await get(s.id)).status).toBe("active");
  });

  it("refuses an unknown status filter", async () => {
    expectError(
      await api("GET", "/v1/webhookSubscriptions?status=stopped"),
      400,
      "invalid_request",
      "status",
    );
  });

  it("updates url, description and headers", async () => {
    const s = await subscribe();
    const res = await patch(s.id, {
      url: "http://localhost:4000/new",
      description: "new",
      headers: { "X-Partner-Key": "abc" },
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      url: "http://localhost:4000/new",
      description: "new",
      headers: { "X-Partner-Key": "abc" },
    });
    expect(await get(s.id)).toEqual(res.body.data);
  });
});

describe("custom headers", () => {
  it("stores custom headers", async () => {
    const s = await subscribe({
      headers: { "X-Partner-Key": "k-123", Authorization: "Bearer partner-side" },
    });
    expect(s.headers).toEqual({ "X-Partner-Key": "k-123", Authorization: "Bearer partner-side" });
  });

  it.each([
    "Content-Type",
    "content-type",
    "X-Webhook-Signature",
    "x-webhook-timestamp",
    "Host",
    "Content-Length",
    "Transfer-Encoding",
    "Connection",
  ])("refuses the reserved header %s with 400", async (name) => {
    expectError(
      await api("POST", "/v1/webhookSubscriptions", {
        body: { url: "https://hooks.example.com/x", headers: { [name]: "x" } },
      }),
      400,
      "validation_failed",
      "headers",
    );
    const s = await subscribe();
    expectError(await patch(s.id, { headers: { [name]: "x" } }), 400, "validation_failed", "headers");
    expect((await get(s.id)).headers).toEqual({});
  });

  it.each([
    ["a name with a space", { "X Bad": "v" }],
    ["a name with a colon", { "X-Bad:": "v" }],
    ["a value with a line break", { "X-Ok": "a\r\nInjected: yes" }],
    ["a value that is not a string", { "X-Ok": 5 }],
    ["a value over 1000 characters", { "X-Ok": "v".repeat(1001) }],
    ["more than 20 headers", Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, "v"]))],
    ["headers that are not an object", ["X-Ok"]],
  ])("refuses %s with 400", async (_n, headers) => {
    expectError(
      await api("POST", "/v1/webhookSubscriptions", {
        body: { url: "https://hooks.example.com/x", headers },
      }),
      400,
      "validation_failed",
      "headers",
    );
  });

  it("accepts 20 headers", async () => {
    const headers = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`X-H${i}`, uniq("v")]));
    expect((await subscribe({ headers })).headers).toEqual(headers);
  });
});
