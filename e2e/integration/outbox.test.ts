import { describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { databaseClient } from "./support/database";
import { createLead, createProject, expectStatus, listAll, seededContactIds, uniq } from "./support/helpers";

// Rule 9: every mutation writes its event (entity type, event type, entity id, updated_fields, occurred_at, actor)
// to the outbox in the same transaction as the change. The outbox has no HTTP surface, so this file reads the
// table directly; the global setup provides the database URL (skipped when it cannot be found). Delivery of these
// events to subscribers is the delivery engine's to test.

type Event = {
  id: number;
  company_id: number;
  entity_type: string;
  event_type: string;
  entity_id: number;
  updated_fields: string[] | null;
  occurred_at: Date;
  actor: { type: string; id: number };
};

const databaseUrl = inject("databaseUrl");
const NOON = Date.UTC(2027, 5, 1, 12);

describe.skipIf(!databaseUrl)("outbox events", () => {
  const client = databaseClient(databaseUrl);

  const mark = async (): Promise<number> =>
    Number((await client().query("SELECT COALESCE(MAX(id), 0) AS m FROM sandbox.outbox_events")).rows[0].m);
  const since = async (m: number): Promise<Event[]> =>
    (await client().query("SELECT * FROM sandbox.outbox_events WHERE id > $1 ORDER BY id", [m])).rows.map(
      (r) => ({
        ...r,
        id: Number(r.id),
      }),
    );
  // Runs `action` and returns the events it wrote.
  const eventsOf = async (action: () => Promise<unknown>) => {
    const m = await mark();
    await action();
    return since(m);
  };
  const shape = (e: Event) => ({
    entity: `${e.entity_type}.${e.event_type}`,
    id: e.entity_id,
    fields: e.updated_fields === null ? null : [...e.updated_fields].sort(),
  });

  it("project create: one project.create with the written fields, the company, the actor and the time", async () => {
    let id = 0;
    const before = Date.now();
    const events = await eventsOf(async () => {
      id = (await createProject({ budget: 10, notes: "n" })).id;
    });
    expect(events.map(shape)).toEqual([
      { entity: "project.create", id, fields: expect.arrayContaining(["name", "budget", "notes"]) },
    ]);
    const e = events[0]!;
    expect(e.company_id).toBe(1);
    expect(e.actor).toEqual({ type: "user", id: expect.any(Number) });
    expect(e.occurred_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(e.occurred_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("project update names only the fields that changed; a write that changes nothing emits nothing", async () => {
    const p = await createProject({ budget: 10, notes: "same" });
    const changed = await eventsOf(() =>
      api("PATCH", `/v1/projects/${p.id}`, { body: { budget: 20, notes: "same" } }),
    );
    expect(changed.map(shape)).toEqual([{ entity: "project.update", id: p.id, fields: ["budget"] }]);
    const unchanged = await eventsOf(() =>
      api("PATCH", `/v1/projects/${p.id}`, { body: { budget: 20, notes: "same" } }),
    );
    expect(unchanged).toEqual([]);
    const addresses = await eventsOf(() =>
      api("PATCH", `/v1/projects/${p.id}`, { body: { addresses: [{ address: { name: "New site" } }] } }),
    );
    expect(addresses.map(shape)).toEqual([{ entity: "project.update", id: p.id, fields: ["addresses"] }]);
  });

  it("project delete: project.delete without updated_fields", async () => {
    const p = await createProject();
    const events = await eventsOf(() => api("DELETE", `/v1/projects/${p.id}`));
    expect(events.map(shape)).toEqual([{ entity: "project.delete", id: p.id, fields: null }]);
  });

  it("refused requests write no event (400, 403, 404, 409)", async () => {
    const p = await createProject();
    const won = await createLead({ phaseId: 6 });
    const events = await eventsOf(async () => {
      expect((await api("PATCH", `/v1/projects/${p.id}`, { body: { budget: "x" } })).status).toBe(400);
      expect(
        (await api("PATCH", `/v1/projects/${p.id}`, { body: { name: "x" }, client: "readonly" })).status,
      ).toBe(403);
      expect(
        (await api("PATCH", `/v1/projects/${p.id}`, { body: { name: "x" }, client: "other" })).status,
      ).toBe(404);
      expect((await api("POST", `/v1/leads/${won.id}/retire`)).status).toBe(409);
      expect(
        (await api("POST", "/v1/projects", { body: { name: "x", contactId: 2_000_000_000 } })).status,
      ).toBe(400);
    });
    expect(events).toEqual([]);
  });

  it("lead create, update, updatePhase, retire, reactivate, delete", async () => {
    let id = 0;
    const created = await eventsOf(async () => {
      id = (await createLead({ phaseId: 2 })).id;
    });
    expect(created.map(shape)).toEqual([
      { entity: "lead.create", id, fields: expect.arrayContaining(["name", "phaseId"]) },
    ]);
    expect(
      (await eventsOf(() => api("PATCH", `/v1/leads/${id}`, { body: { budget: 5 } }))).map(shape),
    ).toEqual([{ entity: "lead.update", id, fields: ["budget"] }]);
    expect(
      (await eventsOf(() => api("POST", `/v1/leads/${id}/updatePhase`, { body: { phaseId: 3 } }))).map(shape),
    ).toEqual([{ entity: "lead.update", id, fields: ["phaseId"] }]);
    expect(
      await eventsOf(() => api("POST", `/v1/leads/${id}/updatePhase`, { body: { phaseId: 3 } })),
    ).toEqual([]);
    expect(
      (await eventsOf(() => api("POST", `/v1/leads/${id}/updatePhase`, { body: { phaseId: 6 } }))).map(shape),
    ).toEqual([{ entity: "lead.update", id, fields: ["phaseId", "status"] }]);
    expectStatus(await api("POST", `/v1/leads/${id}/updatePhase`, { body: { phaseId: 1 } }), 200);
    const retired = await eventsOf(() => api("POST", `/v1/leads/${id}/retire`));
    expect(retired.filter((e) => e.entity_type === "lead").map(shape)).toEqual([
      { entity: "lead.update", id, fields: ["status"] },
    ]);
    expect(await eventsOf(() => api("POST", `/v1/leads/${id}/retire`))).toEqual([]);
    expect((await eventsOf(() => api("POST", `/v1/leads/${id}/reactivate`))).map(shape)).toEqual([
      { entity: "lead.update", id, fields: ["status"] },
    ]);
    expect((await eventsOf(() => api("DELETE", `/v1/leads/${id}`))).map(shape)).toEqual([
      { entity: "lead.delete", id, fields: null },
    ]);
  });

  it("convert: project.create for the new project and lead.update naming projectId", async () => {
    const l = await createLead({ phaseId: 2 });
    let projectId = 0;
    const events = await eventsOf(async () => {
      const res = await api("POST", `/v1/leads/${l.id}/convertToProject`);
      expectStatus(res, 200);
      projectId = res.body.data.projectId;
    });
    const shapes = events.map(shape);
    expect(shapes).toContainEqual({
      entity: "project.create",
      id: projectId,
      fields: expect.arrayContaining(["name"]),
    });
    expect(shapes).toContainEqual({
      entity: "lead.update",
      id: l.id,
      fields: expect.arrayContaining(["projectId", "phaseId", "status"]),
    });
    expect(events).toHaveLength(2);
  });

  it("a retire that archives its client emits client.update naming archived", async () => {
    const contacts = await seededContactIds();
    const c = contacts[Math.floor(contacts.length / 2)]!;
    const d = contacts[Math.floor(contacts.length / 2) + 1]!;
    for (const p of await listAll(`/v1/projects?contactId=${c}`))
      expectStatus(await api("PATCH", `/v1/projects/${p.id}`, { body: { contactId: d } }), 200);
    for (const l of await listAll(`/v1/leads?contactId=${c}`))
      expectStatus(await api("PATCH", `/v1/leads/${l.id}`, { body: { contactId: d } }), 200);
    const l = await createLead({ contactId: c, phaseId: 1 });
    const events = await eventsOf(() => api("POST", `/v1/leads/${l.id}/retire`));
    expect(events.map(shape)).toEqual([
      { entity: "lead.update", id: l.id, fields: ["status"] },
      { entity: "client.update", id: c, fields: ["archived"] },
    ]);
  });

  it("milestone create, update, delete", async () => {
    const p = await createProject();
    let id = 0;
    const created = await eventsOf(async () => {
      const res = await api("POST", `/v1/projects/${p.id}/milestones`, {
        body: { name: "Evented", milestoneType: "PHASE" },
      });
      expectStatus(res, 201);
      id = Number(res.body.data.id);
    });
    expect(created.map(shape)).toEqual([
      { entity: "milestone.create", id, fields: expect.arrayContaining(["name", "milestoneType"]) },
    ]);
    const updated = await eventsOf(() =>
      api("PATCH", `/v1/milestones/${id}`, {
        body: { parentId: p.id, parentType: "project", name: "Renamed" },
      }),
    );
    expect(updated.map(shape)).toEqual([{ entity: "milestone.update", id, fields: ["name"] }]);
    const child = await api("POST", `/v1/projects/${p.id}/milestones`, {
      body: { name: "c", parentMilestoneId: String(id), startDate: NOON, dueDate: NOON },
    });
    expectStatus(child, 201);
    expect(await eventsOf(() => api("DELETE", `/v1/milestones/${id}`))).toEqual([]); // 409: has children
    expect((await eventsOf(() => api("DELETE", `/v1/milestones/${child.body.data.id}`))).map(shape)).toEqual([
      { entity: "milestone.delete", id: Number(child.body.data.id), fields: null },
    ]);
  });

  it("custom values emit <entity>.update naming customFieldEntries", async () => {
    const f = await api("POST", "/v1/customFields", {
      body: { name: uniq("Evented field"), type: "text", customableType: "Project" },
    });
    expectStatus(f, 201);
    const p = await createProject();
    const events = await eventsOf(() =>
      api("PATCH", "/v1/customFieldEntries", {
        body: {
          entityType: "Project",
          entityId: p.id,
          customFieldEntries: [{ customFieldId: f.body.data.id, value: "v" }],
        },
      }),
    );
    expect(events.map(shape)).toEqual([
      { entity: "project.update", id: p.id, fields: ["customFieldEntries"] },
    ]);
  });

  it("events carry the company of the caller", async () => {
    let id = 0;
    const events = await eventsOf(async () => {
      id = (await createProject({}, "other")).id;
    });
    expect(events.map((e) => [e.company_id, e.entity_type, e.entity_id])).toEqual([[2, "project", id]]);
  });
});
