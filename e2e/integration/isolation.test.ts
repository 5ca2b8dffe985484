import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import {
  createLead,
  createProject,
  expectError,
  expectStatus,
  getLead,
  getProject,
  listAll,
  uniq,
  createSchedule,
} from "./support/helpers";

// Rule 6: company isolation everywhere. Client "other" acts for company 2; client "partner" for company 1.
// A record of another company is 404 (never 403, never data), in lookups and lists too.

const NOON = Date.UTC(2027, 5, 1, 12);

let p: { id: number };
let l: { id: number };
let phaseId = "";
let itemId = "";
let subId = 0;
let field: { id: number; name: string };
const value = uniq("isolated-value");

let mine: { project: { id: number }; lead: { id: number }; phase: string };

beforeAll(async () => {
  p = await createProject({ addresses: [{ address: { name: "Company 1 site" } }] });
  l = await createLead({ phaseId: 2 });
  ({ phaseId, itemId } = await createSchedule(p.id, "C1", NOON));
  const sub = await api("POST", "/v1/webhookSubscriptions", {
    body: { url: "https://hooks.example.com/company-1" },
  });
  expectStatus(sub, 201);
  subId = sub.body.data.id;
  const f = await api("POST", "/v1/customFields", {
    body: { name: uniq("Isolation key"), type: "text", customableType: "Project" },
  });
  expectStatus(f, 201);
  field = f.body.data;
  expectStatus(
    await api("PATCH", "/v1/customFieldEntries", {
      body: {
        entityType: "Project",
        entityId: p.id,
        customFieldEntries: [{ customFieldId: field.id, value }],
      },
    }),
    200,
  );

  // Company 2's own records, to attack company 1 from.
  const op = await createProject({}, "other");
  const ol = await createLead({}, "other");
  const oph = await api("POST", `/v1/projects/${op.id}/milestones`, {
    body: { name: "C2 phase", milestoneType: "PHASE" },
    client: "other",
  });
  expectStatus(oph, 201);
  mine = { project: op, lead: ol, phase: oph.body.data.id };
});

describe("another company's records are 404 to company 2", () => {
  const cases: [string, string, () => string, () => unknown][] = [
    ["GET project", "GET", () => `/v1/projects/${p.id}`, () => undefined],
    ["PATCH project", "PATCH", () => `/v1/projects/${p.id}`, () => ({ name: "hijacked" })],
    ["DELETE project", "DELETE", () => `/v1/projects/${p.id}`, () => undefined],
    ["GET lead", "GET", () => `/v1/leads/${l.id}`, () => undefined],
    ["PATCH lead", "PATCH", () => `/v1/leads/${l.id}`, () => ({ name: "hijacked" })],
    ["DELETE lead", "DELETE", () => `/v1/leads/${l.id}`, () => undefined],
    ["convert lead", "POST", () => `/v1/leads/${l.id}/convertToProject`, () => undefined],
    ["retire lead", "POST", () => `/v1/leads/${l.id}/retire`, () => undefined],
    ["reactivate lead", "POST", () => `/v1/leads/${l.id}/reactivate`, () => undefined],
    ["updatePhase lead", "POST", () => `/v1/leads/${l.id}/updatePhase`, () => ({ phaseId: 3 })],
    ["list project milestones", "GET", () => `/v1/projects/${p.id}/milestones`, () => undefined],
    [
      "create project milestone",
      "POST",
      () => `/v1/projects/${p.id}/milestones`,
      () => ({ name: "x", milestoneType: "PHASE" }),
    ],
    ["list lead milestones", "GET", () => `/v1/leads/${l.id}/milestones`, () => undefined],
    [
      "create lead milestone",
      "POST",
      () => `/v1/leads/${l.id}/milestones`,
      () => ({ name: "x", milestoneType: "PHASE" }),
    ],
    ["GET milestone", "GET", () => `/v1/milestones/${itemId}`, () => undefined],
    [
      "PATCH milestone",
      "PATCH",
      () => `/v1/milestones/${itemId}`,
      () => ({ parentId: p.id, parentType: "project", name: "hijacked" }),
    ],
    ["DELETE milestone", "DELETE", () => `/v1/milestones/${itemId}`, () => undefined],
    ["DELETE phase", "DELETE", () => `/v1/milestones/${phaseId}`, () => undefined],
    ["GET subscription", "GET", () => `/v1/webhookSubscriptions/${subId}`, () => undefined],
    [
      "PATCH subscription",
      "PATCH",
      () => `/v1/webhookSubscriptions/${subId}`,
      () => ({ status: "paused", url: "https://attacker.example.com" }),
    ],
    ["DELETE subscription", "DELETE", () => `/v1/webhookSubscriptions/${subId}`, () => undefined],
    [
      "GET the project's custom values",
      "GET",
      () => `/v1/customFieldEntries?entityType=Project&entityId=${p.id}`,
      () => undefined,
    ],
    [
      "set a custom value on the project",
      "PATCH",
      () => "/v1/customFieldEntries",
      () => ({
        entityType: "Project",
        entityId: p.id,
        customFieldEntries: [{ customFieldId: field.id, value: "hijacked" }],
      }),
    ],
    [
      "use company 1's field on its own project",
      "PATCH",
      () => "/v1/customFieldEntries",
      () => ({
        entityType: "Project",
        entityId: mine.project.id,
        customFieldEntries: [{ customFieldId: field.id, value: "x" }],
      }),
    ],
    [
      "look up company 1's value",
      "GET",
      () =>
        `/v1/customFields/getEntityByCustomFieldValue?${new URLSearchParams({ entityType: "Project", fieldName: field.name, value })}`,
      () => undefined,
    ],
  ];

  it.each(cases)("%s → 404 not_found", async (_n, method, path, body) => {
    const res = await api(method, path(), { body: body(), client: "other" });
    expectError(res, 404, "not_found");
    expect(JSON.stringify(res.body)).not.toContain("Company 1 site");
  });

  it("left every company 1 record as it was", async () => {
    const project = await getProject(p.id);
    expect(project.name).not.toBe("hijacked");
    expect(project.customFieldEntries).toEqual([expect.objectContaining({ customFieldId: field.id, value })]);
    const lead = await getLead(l.id);
    expect(lead).toMatchObject({ phaseId: 2, projectId: null, status: { value: "Current" } });
    expect(lead.name).not.toBe("hijacked");
    expect((await api("GET", `/v1/milestones/${itemId}`)).body.data.name).toBe("C1 item");
    expectStatus(await api("GET", `/v1/milestones/${phaseId}`), 200);
    expect((await api("GET", `/v1/webhookSubscriptions/${subId}`)).body.data).toMatchObject({
      status: "active",
      url: "https://hooks.example.com/company-1",
    });
    expect((await api("GET", `/v1/projects/${p.id}/milestones`)).body.total).toBe(2);
  });

  it("company 1 cannot reach company 2's records either", async () => {
    expectError(await api("GET", `/v1/projects/${mine.project.id}`), 404, "not_found");
    expectError(await api("GET", `/v1/leads/${mine.lead.id}`), 404, "not_found");
    expectError(await api("GET", `/v1/milestones/${mine.phase}`), 404, "not_found");
  });
});

describe("lists hold only the caller's company", () => {
  it.each([
    ["/v1/projects", () => p.id, () => mine.project.id],
    ["/v1/leads", () => l.id, () => mine.lead.id],
    ["/v1/webhookSubscriptions", () => subId, () => -1],
    ["/v1/customFields", () => field.id, () => -1],
  ])("%s", async (path, c1Id, c2Id) => {
    const one = new Set((await listAll(path)).map((x) => x.id));
    const two = new Set((await listAll(path, "other")).map((x) => x.id));
    expect(one.has(c1Id())).toBe(true);
    expect(two.has(c1Id())).toBe(false);
    if (c2Id() > 0) {
      expect(two.has(c2Id())).toBe(true);
      expect(one.has(c2Id())).toBe(false);
    }
    expect([...one].filter((id) => two.has(id))).toEqual([]);
  });

  it("company 2 is small and company 1 large", async () => {
    expect((await api("GET", "/v1/projects?limit=1", { client: "other" })).body.total).toBeLessThan(50);
    expect((await api("GET", "/v1/projects?limit=1")).body.total).toBeGreaterThanOrEqual(250);
  });

  it("filters do not leak: company 2 filtering by a company 1 contact finds nothing", async () => {
    const c1Contacts = (await listAll("/v1/projects")).map((x) => x.contactId).filter((x) => x != null);
    const contactId = c1Contacts[0];
    expect((await api("GET", `/v1/projects?contactId=${contactId}`, { client: "other" })).body.total).toBe(0);
    expect((await api("GET", `/v1/leads?contactId=${contactId}`, { client: "other" })).body.total).toBe(0);
  });

  it("project statuses and types are per account", async () => {
    const s1 = (await listAll("/v1/project-statuses")).map((x) => x.id);
    const s2 = (await listAll("/v1/project-statuses", "other")).map((x) => x.id);
    expect(s2.length).toBeGreaterThan(0);
    expect(s1.filter((x) => s2.includes(x))).toEqual([]);
    const t1 = (await listAll("/v1/project-types")).map((x) => x.id);
    const t2 = (await listAll("/v1/project-types", "other")).map((x) => x.id);
    expect(t1.filter((x) => t2.includes(x))).toEqual([]);
  });

  it("the custom lead phase 7 belongs to company 1 only", async () => {
    const phases2 = (await listAll("/v1/lead-phases", "other")).map((x) => x.id);
    expect(phases2).not.toContain(7);
    expect(phases2).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
    expectError(
      await api("POST", "/v1/leads", { body: { phaseId: 7 }, client: "other" }),
      400,
      "validation_failed",
      "phaseId",
    );
    expectError(
      await api("POST", `/v1/leads/${mine.lead.id}/updatePhase`, { body: { phaseId: 7 }, client: "other" }),
      400,
      "validation_failed",
      "phaseId",
    );
  });
});

describe("references to another company's records are refused in writes", () => {
  it("a company 1 contact, status or type in a company 2 project is 400 at that field", async () => {
    const c1 = await getProject(p.id);
    const c1Contact = (await listAll("/v1/projects")).find((x) => x.contactId != null)!.contactId as number;
    const before = (await api("GET", "/v1/projects?limit=1", { client: "other" })).body.total;
    expectError(
      await api("POST", "/v1/projects", { body: { name: "x", contactId: c1Contact }, client: "other" }),
      400,
      "validation_failed",
      "contactId",
    );
    expectError(
      await api("POST", "/v1/projects", { body: { name: "x", statusId: c1.statusId }, client: "other" }),
      400,
      "validation_failed",
      "statusId",
    );
    const c1Type = (await listAll("/v1/project-types"))[0]!.id;
    expectError(
      await api("POST", "/v1/projects", { body: { name: "x", projectType: c1Type }, client: "other" }),
      400,
      "validation_failed",
      "projectType",
    );
    expectError(
      await api("PATCH", `/v1/projects/${mine.project.id}`, {
        body: { contactId: c1Contact },
        client: "other",
      }),
      400,
      "validation_failed",
      "contactId",
    );
    expectError(
      await api("POST", "/v1/leads", { body: { contactId: c1Contact }, client: "other" }),
      400,
      "validation_failed",
      "contactId",
    );
    expect((await api("GET", "/v1/projects?limit=1", { client: "other" })).body.total).toBe(before);
  });

  it("company 1's address id in a company 2 project write is 400", async () => {
    const c1 = await getProject(p.id);
    const res = await api("PATCH", `/v1/projects/${mine.project.id}`, {
      body: { addresses: [{ id: c1.addresses[0].id, address: { name: "Stolen" } }] },
      client: "other",
    });
    expectError(res, 400, "validation_failed", "addresses");
    expect((await getProject(p.id)).addresses[0].name).toBe("Company 1 site");
  });

  it("company 1's PHASE cannot parent a company 2 milestone", async () => {
    const res = await api("POST", `/v1/projects/${mine.project.id}/milestones`, {
      body: { name: "x", parentMilestoneId: phaseId, startDate: NOON, dueDate: NOON },
      client: "other",
    });
    expectError(res, 400, "validation_failed", "parentMilestoneId");
  });

  it("a field with the same name in company 2 does not find company 1's value", async () => {
    expectStatus(
      await api("POST", "/v1/customFields", {
        body: { name: field.name, type: "text", customableType: "Project" },
        client: "other",
      }),
      201,
    );
    const q = new URLSearchParams({ entityType: "Project", fieldName: field.name, value });
    expectError(
      await api("GET", `/v1/customFields/getEntityByCustomFieldValue?${q}`, { client: "other" }),
      404,
      "not_found",
    );
    expectStatus(await api("GET", `/v1/customFields/getEntityByCustomFieldValue?${q}`), 200);
  });
});
