import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import { createLead, createProject, expectError, expectStatus } from "./support/helpers";

// Rules 6-7: the envelopes ({ data, limit, offset, total }, { data }, { deleted }, { error }), paging (default 20,
// max 300; above 300, negative, non-integer → 400 naming the parameter), unknown paths 404 and methods 405.

let projectId = 0;
let leadId = 0;
beforeAll(async () => {
  projectId = (await createProject()).id;
  leadId = (await createLead()).id;
  expectStatus(
    await api("POST", `/v1/projects/${projectId}/milestones`, {
      body: { name: "p", milestoneType: "PHASE" },
    }),
    201,
  );
});

const lists: [string, () => string][] = [
  ["projects", () => "/v1/projects"],
  ["project statuses", () => "/v1/project-statuses"],
  ["project types", () => "/v1/project-types"],
  ["leads", () => "/v1/leads"],
  ["lead phases", () => "/v1/lead-phases"],
  ["custom fields", () => "/v1/customFields"],
  ["custom field entries", () => `/v1/customFieldEntries?entityType=Project&entityId=${projectId}`],
  ["project milestones", () => `/v1/projects/${projectId}/milestones`],
  ["lead milestones", () => `/v1/leads/${leadId}/milestones`],
  ["webhook subscriptions", () => "/v1/webhookSubscriptions"],
];
const withQuery = (path: string, q: string) => `${path}${path.includes("?") ? "&" : "?"}${q}`;

describe("list envelope", () => {
  it.each(lists)(
    "%s: { data, limit, offset, total } with limit 20 and offset 0 by default",
    async (_n, path) => {
      const res = await api("GET", path());
      expectStatus(res, 200);
      expect(Object.keys(res.body).sort()).toEqual(["data", "limit", "offset", "total"]);
      expect(Array.isArray(res.body.data)).toBe(true);
      expect(res.body.limit).toBe(20);
      expect(res.body.offset).toBe(0);
      expect(Number.isInteger(res.body.total)).toBe(true);
      expect(res.body.data.length).toBe(Math.min(20, res.body.total));
      expect(res.headers.get("content-type")).toContain("application/json");
    },
  );

  it.each(lists)("%s: limit and offset are applied and echoed", async (_n, path) => {
    const res = await api("GET", withQuery(path(), "limit=2&offset=1"));
    expectStatus(res, 200);
    expect(res.body.limit).toBe(2);
    expect(res.body.offset).toBe(1);
    expect(res.body.data.length).toBe(Math.max(0, Math.min(2, res.body.total - 1)));
  });

  it.each([
    ["limit=301", "limit"],
    ["limit=1000", "limit"],
    ["limit=-1", "limit"],
    ["limit=0", "limit"],
    ["limit=1.5", "limit"],
    ["limit=abc", "limit"],
    ["limit=", "limit"],
    ["limit=1e2", "limit"],
    ["limit=20abc", "limit"],
    ["limit=99999999999999999999", "limit"],
    ["offset=-1", "offset"],
    ["offset=1.5", "offset"],
    ["offset=abc", "offset"],
    ["offset=99999999999", "offset"],
  ])("refuses %s with 400 invalid_request naming %s, on every list", async (q, field) => {
    for (const [, path] of lists)
      expectError(await api("GET", withQuery(path(), q)), 400, "invalid_request", field);
  });
});

describe("paging rules", () => {
  it("allows limit 300 and returns up to 300 items", async () => {
    const leads = await api("GET", "/v1/leads?limit=300");
    expectStatus(leads, 200);
    expect(leads.body.total).toBeGreaterThanOrEqual(400);
    expect(leads.body.data).toHaveLength(300);
    expect(leads.body.limit).toBe(300);
    const projects = await api("GET", "/v1/projects?limit=300");
    expect(projects.body.data).toHaveLength(Math.min(300, projects.body.total));
  });

  it("offset skips exactly that many items of the same order", async () => {
    const ten = (await api("GET", "/v1/projects?limit=10")).body.data as { id: number }[];
    const page = (await api("GET", "/v1/projects?limit=5&offset=5")).body.data as { id: number }[];
    expect(page.map((p) => p.id)).toEqual(ten.slice(5).map((p) => p.id));
  });

  it("an offset at or past the end gives an empty page with the same total", async () => {
    const t = (await api("GET", "/v1/leads?limit=1")).body.total as number;
    for (const offset of [t, t + 100]) {
      const res = await api("GET", `/v1/leads?offset=${offset}`);
      expectStatus(res, 200);
      expect(res.body.data).toEqual([]);
      expect(res.body.total).toBe(t);
      expect(res.body.offset).toBe(offset);
    }
  });

  it("walking pages by the spec's rule visits every item once and total matches", async () => {
    for (const client of ["partner", "other"] as const) {
      const limit = client === "partner" ? 300 : 2;
      const ids: number[] = [];
      let total = -1;
      for (let offset = 0; ;) {
        const res = await api("GET", `/v1/leads?limit=${limit}&offset=${offset}`, { client });
        expectStatus(res, 200);
        if (total === -1) total = res.body.total;
        expect(res.body.total).toBe(total);
        ids.push(...(res.body.data as { id: number }[]).map((x) => x.id));
        offset += res.body.data.length;
        if (res.body.data.length === 0 || offset >= total) break;
      }
      expect(ids.length).toBe(total);
      expect(new Set(ids).size).toBe(total);
    }
  });

  it("total counts the items matching across all pages, with filters", async () => {
    const res = await api("GET", "/v1/leads?phaseId=7&limit=300");
    expectStatus(res, 200);
    expect(res.body.total).toBe(res.body.data.length);
    expect(res.body.total).toBeGreaterThan(0);
  });
});

describe("single, create and delete envelopes", () => {
  it.each([
    ["project", "/v1/projects", { name: "Envelope project" }],
    ["lead", "/v1/leads", { name: "Envelope lead" }],
    [
      "custom field",
      "/v1/customFields",
      { name: `Envelope ${Date.now()}`, type: "text", customableType: "Task" },
    ],
    ["webhook subscription", "/v1/webhookSubscriptions", { url: "https://hooks.example.com/envelope" }],
  ])("creating a %s answers 201 { data }", async (_n, path, body) => {
    const res = await api("POST", path, { body });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(Number.isInteger(res.body.data.id)).toBe(true);
    if (path === "/v1/webhookSubscriptions")
      expectStatus(await api("DELETE", `${path}/${res.body.data.id}`), 200);
  });

  it("creating a milestone answers 201 { data }", async () => {
    const res = await api("POST", `/v1/leads/${leadId}/milestones`, {
      body: { name: "m", milestoneType: "PHASE" },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["data"]);
  });

  it.each([
    ["project", () => `/v1/projects/${projectId}`],
    ["lead", () => `/v1/leads/${leadId}`],
  ])("reading a %s answers { data } only", async (_n, path) => {
    const res = await api("GET", path());
    expectStatus(res, 200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data.id).toBeDefined();
  });

  it.each([
    ["project", async () => `/v1/projects/${(await createProject()).id}`],
    ["lead", async () => `/v1/leads/${(await createLead()).id}`],
    [
      "milestone",
      async () =>
        `/v1/milestones/${(await api("POST", `/v1/projects/${projectId}/milestones`, { body: { name: "d", milestoneType: "PHASE" } })).body.data.id}`,
    ],
    [
      "webhook subscription",
      async () =>
        `/v1/webhookSubscriptions/${(await api("POST", "/v1/webhookSubscriptions", { body: { url: "https://hooks.example.com/d" } })).body.data.id}`,
    ],
  ])("deleting a %s answers 200 { deleted: true }", async (_n, make) => {
    const res = await api("DELETE", await make());
    expectStatus(res, 200);
    expect(res.body).toEqual({ deleted: true });
  });
});

describe("unknown paths and methods", () => {
  it.each([
    "/v1",
    "/v1/nope",
    "/v1/Projects",
    "/v2/projects",
    "/v1/projects/1/nope",
    "/v1/projects/1/milestones/2",
    "/v1/contacts",
    "/v1/vendors",
    "/v1/tasks",
    "/v1/daily-logs",
    "/v1/customFields/1",
    "/v1/webhookTriggers/1",
    "/v1/leads/1/archive",
    "/",
  ])("GET %s → 404 not_found in the error envelope", async (path) => {
    expectError(await api("GET", path), 404, "not_found");
  });

  it.each([
    ["PUT", "/v1/projects", ["GET", "POST"]],
    ["DELETE", "/v1/projects", ["GET", "POST"]],
    ["PATCH", "/v1/projects", ["GET", "POST"]],
    ["PUT", "/v1/projects/1", ["GET", "PATCH", "DELETE"]],
    ["POST", "/v1/projects/1", ["GET", "PATCH", "DELETE"]],
    ["GET", "/v1/leads/1/retire", ["POST"]],
    ["GET", "/v1/leads/1/convertToProject", ["POST"]],
    ["DELETE", "/v1/lead-phases", ["GET"]],
    ["POST", "/v1/project-statuses", ["GET"]],
    ["POST", "/v1/webhookTriggers", ["GET"]],
    ["PUT", "/v1/customFieldEntries", ["GET", "PATCH"]],
    ["POST", "/v1/milestones/1", ["GET", "PATCH", "DELETE"]],
    ["PATCH", "/v1/customFields/getEntityByCustomFieldValue", ["GET"]],
    ["PUT", "/v1/webhookSubscriptions/1", ["GET", "PATCH", "DELETE"]],
  ])("%s %s → 405 with Allow: %j", async (method, path, allow) => {
    const res = await api(method, path, { body: method === "GET" ? undefined : {} });
    expectError(res, 405, "method_not_allowed");
    const header = (res.headers.get("allow") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    expect(header.sort()).toEqual([...allow].sort());
  });
});
