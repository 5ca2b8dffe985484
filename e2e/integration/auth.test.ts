import { beforeAll, describe, expect, it } from "vitest";
import { allScopes } from "./support/scopes";
import { api, token } from "./support/api";
import { MISSING_ID, expectError } from "./support/helpers";

// Rule 6: every endpoint with its scope; 401 for a missing or invalid token, 403 insufficient_scope for a token
// that lacks the operation's scope. Expiry is proven in rate-limit.test.ts on a server with a 5 s token TTL.

const allBut = (...scopes: string[]) => allScopes.filter((s) => !scopes.includes(s)).join(" ");

const M = MISSING_ID;
const entry = (entityType: string) => ({
  entityType,
  entityId: M,
  customFieldEntries: [{ customFieldId: 1, value: "x" }],
});

// [operation, method, path, body, scopes the spec names]. With exactly those scopes the request passes the scope
// check (its answer is 200, or 400/404 because the ids do not exist: nothing is changed); with every other scope
// it is refused with 403.
type Row = { op: string; method: string; path: string; body?: unknown; needs: string[] };
const scoped: Row[] = [
  { op: "listCustomFields", method: "GET", path: "/v1/customFields", needs: ["read:leads"] },
  { op: "createCustomField", method: "POST", path: "/v1/customFields", body: {}, needs: ["write:leads"] },
  { op: "listProjects", method: "GET", path: "/v1/projects", needs: ["read:projects"] },
  { op: "createProject", method: "POST", path: "/v1/projects", body: {}, needs: ["write:projects"] },
  { op: "getProject", method: "GET", path: `/v1/projects/${M}`, needs: ["read:projects"] },
  { op: "updateProject", method: "PATCH", path: `/v1/projects/${M}`, body: {}, needs: ["write:projects"] },
  { op: "deleteProject", method: "DELETE", path: `/v1/projects/${M}`, needs: ["admin:projects"] },
  { op: "listProjectStatuses", method: "GET", path: "/v1/project-statuses", needs: ["read:projects"] },
  { op: "listProjectTypes", method: "GET", path: "/v1/project-types", needs: ["read:projects"] },
  { op: "listLeads", method: "GET", path: "/v1/leads", needs: ["read:leads"] },
  { op: "createLead", method: "POST", path: "/v1/leads", body: { phaseId: M }, needs: ["write:leads"] },
  { op: "getLead", method: "GET", path: `/v1/leads/${M}`, needs: ["read:leads"] },
  { op: "updateLead", method: "PATCH", path: `/v1/leads/${M}`, body: {}, needs: ["write:leads"] },
  { op: "deleteLead", method: "DELETE", path: `/v1/leads/${M}`, needs: ["admin:leads"] },
  {
    op: "convertLead",
    method: "POST",
    path: `/v1/leads/${M}/convertToProject`,
    needs: ["write:projects", "write:leads"],
  },
  { op: "retireLead", method: "POST", path: `/v1/leads/${M}/retire`, needs: ["write:leads"] },
  { op: "reactivateLead", method: "POST", path: `/v1/leads/${M}/reactivate`, needs: ["write:leads"] },
  {
    op: "updateLeadPhase",
    method: "POST",
    path: `/v1/leads/${M}/updatePhase`,
    body: { phaseId: 2 },
    needs: ["write:leads"],
  },
  { op: "listLeadPhases", method: "GET", path: "/v1/lead-phases", needs: ["read:leads"] },
  {
    op: "listProjectMilestones",
    method: "GET",
    path: `/v1/projects/${M}/milestones`,
    needs: ["read:schedule"],
  },
  {
    op: "createProjectMilestone",
    method: "POST",
    path: `/v1/projects/${M}/milestones`,
    body: { name: "m", milestoneType: "PHASE" },
    needs: ["write:schedule"],
  },
  { op: "listLeadMilestones", method: "GET", path: `/v1/leads/${M}/milestones`, needs: ["read:schedule"] },
  {
    op: "createLeadMilestone",
    method: "POST",
    path: `/v1/leads/${M}/milestones`,
    body: { name: "m", milestoneType: "PHASE" },
    needs: ["write:schedule"],
  },
  { op: "getMilestone", method: "GET", path: `/v1/milestones/${M}`, needs: ["read:schedule"] },
  {
    op: "updateMilestone",
    method: "PATCH",
    path: `/v1/milestones/${M}`,
    body: { parentId: 1, parentType: "project" },
    needs: ["write:schedule"],
  },
  { op: "deleteMilestone", method: "DELETE", path: `/v1/milestones/${M}`, needs: ["admin:schedule"] },
  // Custom field entries and the lookup: the read/write scope of the entity type named in the request.
  {
    op: "listCustomFieldEntries Project",
    method: "GET",
    path: `/v1/customFieldEntries?entityType=Project&entityId=${M}`,
    needs: ["read:projects"],
  },
  {
    op: "listCustomFieldEntries Lead",
    method: "GET",
    path: `/v1/customFieldEntries?entityType=Lead&entityId=${M}`,
    needs: ["read:leads"],
  },
  {
    op: "listCustomFieldEntries Inquiry",
    method: "GET",
    path: `/v1/customFieldEntries?entityType=Inquiry&entityId=${M}`,
    needs: ["read:leads"],
  },
  {
    op: "listCustomFieldEntries Contact",
    method: "GET",
    path: `/v1/customFieldEntries?entityType=Contact&entityId=${M}`,
    needs: ["read:contacts"],
  },
  {
    op: "setCustomFieldEntries Project",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("Project"),
    needs: ["write:projects"],
  },
  {
    op: "setCustomFieldEntries Lead",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("Lead"),
    needs: ["write:leads"],
  },
  {
    op: "setCustomFieldEntries Inquiry",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("Inquiry"),
    needs: ["write:leads"],
  },
  {
    op: "setCustomFieldEntries Contact",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("Contact"),
    needs: ["write:contacts"],
  },
  {
    op: "setCustomFieldEntries Vendor",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("Vendor"),
    needs: ["write:vendors"],
  },
  {
    op: "setCustomFieldEntries DailyLog",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("DailyLog"),
    needs: ["write:daily-logs"],
  },
  {
    op: "setCustomFieldEntries Task",
    method: "PATCH",
    path: "/v1/customFieldEntries",
    body: entry("Task"),
    needs: ["write:tasks"],
  },
  ...[
    ["Project", "read:projects"],
    ["Lead", "read:leads"],
    ["Contact", "read:contacts"],
    ["Vendor", "read:vendors"],
    ["DailyLog", "read:daily-logs"],
    ["Task", "read:tasks"],
  ].map(([type, scope]) => ({
    op: `lookupByCustomFieldValue ${type}`,
    method: "GET",
    path: `/v1/customFields/getEntityByCustomFieldValue?entityType=${type}&fieldName=no-such-field&value=x`,
    needs: [scope!],
  })),
];

describe("scopes per operation", () => {
  it.each(scoped)(
    "$op is refused (403 insufficient_scope) with every scope but $needs",
    async ({ method, path, body, needs }) => {
      const res = await api(method, path, { body, token: await token("partner", allBut(...needs)) });
      expectError(res, 403, "insufficient_scope");
    },
  );

  it.each(scoped)("$op passes the scope check with exactly $needs", async ({ method, path, body, needs }) => {
    const res = await api(method, path, { body, token: await token("partner", needs.join(" ")) });
    expect(res.status, JSON.stringify(res.body)).not.toBe(403);
    expect(res.status).not.toBe(401);
    expect([200, 400, 404]).toContain(res.status);
  });

  it.each([["write:projects"], ["write:leads"]])(
    "convertToProject with only %s is refused with 403",
    async (scope) => {
      const res = await api("POST", `/v1/leads/${M}/convertToProject`, {
        token: await token("partner", scope),
      });
      expectError(res, 403, "insufficient_scope");
    },
  );

  it("a token with only one scope (read:projects) reaches only that scope's operations", async () => {
    const t = await token("partner", "read:projects");
    expect((await api("GET", "/v1/projects?limit=1", { token: t })).status).toBe(200);
    expectError(await api("GET", "/v1/leads", { token: t }), 403, "insufficient_scope");
    expectError(await api("GET", "/v1/customFields", { token: t }), 403, "insufficient_scope");
    expectError(
      await api("POST", "/v1/projects", { token: t, body: { name: "never" } }),
      403,
      "insufficient_scope",
    );
  });

  it("a refused write changes nothing", async () => {
    const t = await token("partner", "read:projects");
    const before = (await api("GET", "/v1/projects?limit=1", { token: t })).body.total;
    const name = `never-created-${Date.now()}`;
    expectError(await api("POST", "/v1/projects", { token: t, body: { name } }), 403, "insufficient_scope");
    expect((await api("GET", "/v1/projects?limit=1", { token: t })).body.total).toBe(before);
  });
});

describe("webhook endpoints need any valid token and no named scope", () => {
  const ops: [string, string, unknown?][] = [
    ["GET", "/v1/webhookTriggers"],
    ["GET", "/v1/webhookSubscriptions"],
    ["POST", "/v1/webhookSubscriptions", { url: "http://127.0.0.1:9/scope-check" }],
    ["GET", `/v1/webhookSubscriptions/${M}`],
    ["PATCH", `/v1/webhookSubscriptions/${M}`, { description: "x" }],
    ["DELETE", `/v1/webhookSubscriptions/${M}`],
  ];
  let id = 0;
  it.each(ops)("%s %s works with a token holding only read:vendors", async (method, path, body) => {
    const res = await api(method, path, { body, token: await token("partner", "read:vendors") });
    expect(res.status, JSON.stringify(res.body)).not.toBe(403);
    expect([200, 201, 404]).toContain(res.status);
    if (res.status === 201) id = res.body.data.id;
  });
  it("cleans up", async () => {
    if (id) expect((await api("DELETE", `/v1/webhookSubscriptions/${id}`)).status).toBe(200);
  });
});

describe("401 for a missing or invalid token", () => {
  let good = "";
  beforeAll(async () => {
    good = await token("partner");
  });

  const tamper = (t: string, change: (claims: Record<string, unknown>) => void) => {
    const [h, p, s] = t.split(".");
    const claims = JSON.parse(Buffer.from(p ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    change(claims);
    return [h, Buffer.from(JSON.stringify(claims)).toString("base64url"), s].join(".");
  };
  const unsigned = (t: string) => {
    const p = t.split(".")[1];
    return [Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url"), p, ""].join(".");
  };

  const cases: { name: string; header: () => string | undefined; code: string }[] = [
    { name: "no Authorization header", header: () => undefined, code: "missing_token" },
    { name: "a garbage bearer token", header: () => "Bearer not-a-token", code: "invalid_token" },
    { name: "a garbage JWT-shaped token", header: () => "Bearer aaaa.bbbb.cccc", code: "invalid_token" },
    {
      name: "Basic credentials instead of a bearer token",
      header: () => `Basic ${Buffer.from("sandbox-partner:sandbox-secret").toString("base64")}`,
      code: "invalid_token",
    },
    { name: "the scheme without a token", header: () => "Bearer", code: "invalid_token" },
    {
      name: "a token whose company claim was edited",
      header: () => `Bearer ${tamper(good, (c) => (c.cid = 2))}`,
      code: "invalid_token",
    },
    {
      name: "a token whose expiry was pushed back",
      header: () => `Bearer ${tamper(good, (c) => (c.exp = Number(c.exp) + 86_400))}`,
      code: "invalid_token",
    },
    { name: "an unsigned (alg none) token", header: () => `Bearer ${unsigned(good)}`, code: "invalid_token" },
  ];
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/v1/projects"],
    ["POST", "/v1/leads", { name: "never" }],
    ["GET", "/v1/webhookSubscriptions"],
    [
      "GET",
      "/v1/customFields/getEntityByCustomFieldValue?entityType=Project&fieldName=ERP%20Reference&value=x",
    ],
  ];

  it.each(cases)("$name → 401 $code with a Bearer challenge", async ({ header, code }) => {
    for (const [method, path, body] of endpoints) {
      const h = header();
      const res = await api(method, path, { body, token: null, headers: h ? { authorization: h } : {} });
      expectError(res, 401, code);
      expect(res.headers.get("www-authenticate") ?? "").toMatch(/^Bearer/);
    }
  });

  it("accepts the scheme name in any case (RFC 6750)", async () => {
    const res = await api("GET", "/v1/projects?limit=1", {
      token: null,
      headers: { authorization: `bearer ${good}` },
    });
    expect(res.status).toBe(200);
  });

  it("a refused request without a token creates nothing", async () => {
    const before = (await api("GET", "/v1/leads?limit=1")).body.total;
    expectError(
      await api("POST", "/v1/leads", { token: null, body: { name: "never" } }),
      401,
      "missing_token",
    );
    expect((await api("GET", "/v1/leads?limit=1")).body.total).toBe(before);
  });
});
