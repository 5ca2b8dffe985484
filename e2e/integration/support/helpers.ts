import { expect } from "vitest";
import { api, type ApiResult, type ClientName } from "./api";

// Shared fixtures for the integration suite: every test creates the records it changes.

let counter = 0;
// A name no other test (or earlier run against the same database) uses.
export function uniq(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}-${process.pid}-${counter}`;
}

export type Obj = Record<string, unknown>;

// Asserts the `{ error: { code, message } }` envelope with its status, and (when given) that the message names
// the field and the details point at it.
export function expectError(res: ApiResult, status: number, code?: string, field?: string) {
  expect(res.status, `${status} expected, got ${res.status}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  expect(Object.keys(res.body)).toEqual(["error"]);
  if (code) expect(res.body.error.code).toBe(code);
  if (field) {
    expect(res.body.error.message).toContain(field);
    if (res.body.error.details !== undefined) {
      const paths = (res.body.error.details as { path: string }[]).map((d) => d.path);
      expect(
        paths.some((p) => p.includes(field)),
        `details ${JSON.stringify(paths)} name ${field}`,
      ).toBe(true);
    }
  }
}

export function expectStatus(res: ApiResult, status: number) {
  expect(res.status, `${status} expected, got ${res.status}: ${JSON.stringify(res.body)}`).toBe(status);
}

export async function createProject(body: Obj = {}, client: ClientName = "partner") {
  const res = await api("POST", "/v1/projects", { body: { name: uniq("Project"), ...body }, client });
  expectStatus(res, 201);
  return res.body.data;
}

export async function createLead(body: Obj = {}, client: ClientName = "partner") {
  const res = await api("POST", "/v1/leads", { body: { name: uniq("Lead"), ...body }, client });
  expectStatus(res, 201);
  return res.body.data;
}

export async function getProject(id: number, client: ClientName = "partner") {
  const res = await api("GET", `/v1/projects/${id}`, { client });
  expectStatus(res, 200);
  return res.body.data;
}

export async function getLead(id: number, client: ClientName = "partner") {
  const res = await api("GET", `/v1/leads/${id}`, { client });
  expectStatus(res, 200);
  return res.body.data;
}

// Every item of a list endpoint, paging with the spec's rule (advance by the items returned until total).
export async function listAll(path: string, client: ClientName = "partner", limit = 300): Promise<Obj[]> {
  const out: Obj[] = [];
  const sep = path.includes("?") ? "&" : "?";
  for (let offset = 0; ;) {
    const res = await api("GET", `${path}${sep}limit=${limit}&offset=${offset}`, { client });
    expectStatus(res, 200);
    const data = res.body.data as Obj[];
    out.push(...data);
    offset += data.length;
    if (data.length === 0 || offset >= res.body.total) break;
  }
  return out;
}

export async function total(path: string, client: ClientName = "partner"): Promise<number> {
  const sep = path.includes("?") ? "&" : "?";
  const res = await api("GET", `${path}${sep}limit=1`, { client });
  expectStatus(res, 200);
  return res.body.total as number;
}

// Contacts have no endpoints: seeded ones are found as the client of seeded projects.
export async function seededContactIds(client: ClientName = "partner"): Promise<number[]> {
  const res = await api("GET", "/v1/projects?limit=300", { client });
  expectStatus(res, 200);
  const ids = (res.body.data as { contactId: number | null }[])
    .map((p) => p.contactId)
    .filter((x): x is number => x != null);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export async function statusIds(client: ClientName = "partner"): Promise<number[]> {
  const res = await api("GET", "/v1/project-statuses?limit=300", { client });
  expectStatus(res, 200);
  return (res.body.data as { id: number }[]).map((s) => s.id);
}

// An id no record of any company has.
export const MISSING_ID = 2_000_000_000;

export const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

// A PHASE with one ITEM under it on a project's schedule, for tests that need milestones to aim at.
export async function createSchedule(projectId: number, label: string, at: number) {
  const phase = await api("POST", `/v1/projects/${projectId}/milestones`, {
    body: { name: `${label} phase`, milestoneType: "PHASE" },
  });
  expectStatus(phase, 201);
  const item = await api("POST", `/v1/projects/${projectId}/milestones`, {
    body: { name: `${label} item`, parentMilestoneId: phase.body.data.id, startDate: at, dueDate: at },
  });
  expectStatus(item, 201);
  return { phaseId: phase.body.data.id as string, itemId: item.body.data.id as string };
}
