import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./support/api";
import { MISSING_ID, createLead, createProject, expectError, expectStatus, iso } from "./support/helpers";

// Rule 7, milestones: PHASE without dates; ITEM/CHECKPOINT under a PHASE via parentMilestoneId; epoch-ms dates,
// wholeDay at midnight UTC; PATCH needs parentId + parentType naming the real parent; a PHASE with children is 409.

const DAY = 86_400_000;
const MIDNIGHT = Date.UTC(2027, 2, 1); // 2027-03-01T00:00:00Z
const NOON = MIDNIGHT + DAY / 2;

type Parent = { kind: "project" | "lead"; id: number; parentType: "project" | "inquiry"; base: string };
let project: Parent;
let lead: Parent;
let otherProject: Parent;

beforeAll(async () => {
  const p = await createProject();
  const l = await createLead();
  const q = await createProject();
  project = { kind: "project", id: p.id, parentType: "project", base: `/v1/projects/${p.id}/milestones` };
  lead = { kind: "lead", id: l.id, parentType: "inquiry", base: `/v1/leads/${l.id}/milestones` };
  otherProject = {
    kind: "project",
    id: q.id,
    parentType: "project",
    base: `/v1/projects/${q.id}/milestones`,
  };
});

const create = (parent: Parent, body: Record<string, unknown>) => api("POST", parent.base, { body });
async function phase(parent: Parent, name = "Phase") {
  const res = await create(parent, { name, milestoneType: "PHASE" });
  expectStatus(res, 201);
  return res.body.data as { id: string };
}

describe.each([
  ["project", () => project],
  ["lead", () => lead],
])("milestones on a %s", (_kind, parentOf) => {
  it("creates a PHASE without dates (201 { data }), string id, the parent named in the response", async () => {
    const parent = parentOf();
    const res = await create(parent, {
      name: "Demolition",
      milestoneType: "PHASE",
      color: "#ff8800",
      description: "Out with the old",
    });
    expectStatus(res, 201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    const m = res.body.data;
    expect(m).toMatchObject({
      name: "Demolition",
      milestoneType: "PHASE",
      startDate: null,
      dueDate: null,
      parentMilestoneId: null,
      status: "OPEN",
      color: "#ff8800",
      parentId: parent.id,
      parentType: parent.parentType,
    });
    expect(m.id).toMatch(/^\d+$/);
    expect(m.createdAt).toMatch(iso);
    const got = await api("GET", `/v1/milestones/${m.id}`);
    expectStatus(got, 200);
    expect(got.body.data).toEqual(m);
  });

  it("creates an ITEM under a PHASE with epoch-ms dates; ITEM is the default type", async () => {
    const parent = parentOf();
    const ph = await phase(parent);
    const res = await create(parent, {
      name: "Tear out cabinets",
      parentMilestoneId: ph.id,
      startDate: NOON,
      dueDate: NOON + 2 * DAY,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({
      milestoneType: "ITEM",
      parentMilestoneId: ph.id,
      startDate: NOON,
      dueDate: NOON + 2 * DAY,
      wholeDay: false,
    });
    expect(typeof res.body.data.startDate).toBe("number");
  });

  it("creates a CHECKPOINT under a PHASE: a point in time whose startDate equals its dueDate", async () => {
    const parent = parentOf();
    const ph = await phase(parent);
    const res = await create(parent, {
      name: "Inspection",
      milestoneType: "CHECKPOINT",
      parentMilestoneId: ph.id,
      dueDate: NOON,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({
      milestoneType: "CHECKPOINT",
      parentMilestoneId: ph.id,
      dueDate: NOON,
      startDate: NOON,
    });
  });

  it("lists the schedule's milestones in the list envelope", async () => {
    const parent = parentOf();
    const ph = await phase(parent, "Listed phase");
    const res = await api("GET", `${parent.base}?limit=300`);
    expectStatus(res, 200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "limit", "offset", "total"]);
    expect((res.body.data as { id: string }[]).map((m) => m.id)).toContain(ph.id);
    for (const m of res.body.data)
      expect(m).toMatchObject({ parentId: parent.id, parentType: parent.parentType });
  });
});

describe("milestone shape rules", () => {
  // Each row is a create body that must be refused with 400 naming the field.
  const cases: [string, (ph: string, otherPhase: string, item: string) => Record<string, unknown>, string][] =
    [
      [
        "a PHASE with a startDate",
        () => ({ name: "x", milestoneType: "PHASE", startDate: MIDNIGHT }),
        "startDate",
      ],
      ["a PHASE with a dueDate", () => ({ name: "x", milestoneType: "PHASE", dueDate: MIDNIGHT }), "dueDate"],
      [
        "a PHASE under another PHASE",
        (ph) => ({ name: "x", milestoneType: "PHASE", parentMilestoneId: ph }),
        "parentMilestoneId",
      ],
      [
        "an ITEM without a parent",
        () => ({ name: "x", milestoneType: "ITEM", startDate: NOON, dueDate: NOON }),
        "parentMilestoneId",
      ],
      [
        "a CHECKPOINT without a parent",
        () => ({ name: "x", milestoneType: "CHECKPOINT", dueDate: NOON }),
        "parentMilestoneId",
      ],
      [
        "an ITEM under an ITEM",
        (_ph, _o, item) => ({ name: "x", parentMilestoneId: item, startDate: NOON, dueDate: NOON }),
        "parentMilestoneId",
      ],
      [
        "an ITEM under another project's PHASE",
        (_ph, other) => ({ name: "x", parentMilestoneId: other, startDate: NOON, dueDate: NOON }),
        "parentMilestoneId",
      ],
      [
        "an ITEM under a PHASE that does not exist",
        () => ({ name: "x", parentMilestoneId: String(MISSING_ID), startDate: NOON, dueDate: NOON }),
        "parentMilestoneId",
      ],
      [
        "an ITEM that ends before it starts",
        (ph) => ({ name: "x", parentMilestoneId: ph, startDate: NOON + DAY, dueDate: NOON }),
        "dueDate",
      ],
      [
        "an ITEM without a dueDate",
        (ph) => ({ name: "x", parentMilestoneId: ph, startDate: NOON }),
        "dueDate",
      ],
      [
        "a CHECKPOINT whose startDate differs from its dueDate",
        (ph) => ({
          name: "x",
          milestoneType: "CHECKPOINT",
          parentMilestoneId: ph,
          startDate: NOON - DAY,
          dueDate: NOON,
        }),
        "startDate",
      ],
      [
        "a wholeDay ITEM not at midnight UTC",
        (ph) => ({ name: "x", parentMilestoneId: ph, wholeDay: true, startDate: NOON, dueDate: NOON + DAY }),
        "startDate",
      ],
      [
        "a wholeDay CHECKPOINT not at midnight UTC",
        (ph) => ({
          name: "x",
          milestoneType: "CHECKPOINT",
          parentMilestoneId: ph,
          wholeDay: true,
          dueDate: NOON,
        }),
        "dueDate",
      ],
      [
        "a date in ISO text instead of epoch ms",
        (ph) => ({ name: "x", parentMilestoneId: ph, startDate: "2027-03-01", dueDate: NOON }),
        "startDate",
      ],
      [
        "a fractional epoch",
        (ph) => ({ name: "x", parentMilestoneId: ph, startDate: NOON + 0.5, dueDate: NOON + DAY }),
        "startDate",
      ],
      ["an unknown milestoneType", () => ({ name: "x", milestoneType: "TASK" }), "milestoneType"],
      [
        "an unknown status",
        (ph) => ({ name: "x", parentMilestoneId: ph, startDate: NOON, dueDate: NOON, status: "DONE" }),
        "status",
      ],
      ["no name", () => ({ milestoneType: "PHASE" }), "name"],
    ];

  let ph = "";
  let otherPhase = "";
  let item = "";
  beforeAll(async () => {
    ph = (await phase(project, "Rules phase")).id;
    otherPhase = (await phase(otherProject, "Elsewhere")).id;
    const res = await create(project, {
      name: "Rules item",
      parentMilestoneId: ph,
      startDate: NOON,
      dueDate: NOON,
    });
    expectStatus(res, 201);
    item = res.body.data.id;
  });

  it.each(cases)("refuses %s (400 naming the field) and creates nothing", async (_name, body, field) => {
    const before = (await api("GET", `${project.base}?limit=1`)).body.total;
    expectError(await create(project, body(ph, otherPhase, item)), 400, "validation_failed", field);
    expect((await api("GET", `${project.base}?limit=1`)).body.total).toBe(before);
  });

  it("accepts wholeDay items at midnight UTC", async () => {
    const res = await create(project, {
      name: "All day",
      parentMilestoneId: ph,
      wholeDay: true,
      startDate: MIDNIGHT,
      dueDate: MIDNIGHT + 2 * DAY,
    });
    expectStatus(res, 201);
    expect(res.body.data).toMatchObject({ wholeDay: true, startDate: MIDNIGHT, dueDate: MIDNIGHT + 2 * DAY });
    const cp = await create(project, {
      name: "All-day checkpoint",
      milestoneType: "CHECKPOINT",
      parentMilestoneId: ph,
      wholeDay: true,
      dueDate: MIDNIGHT,
    });
    expectStatus(cp, 201);
  });

  it("accepts parentMilestoneId as a number too", async () => {
    const res = await create(project, {
      name: "Numeric parent",
      parentMilestoneId: Number(ph),
      startDate: NOON,
      dueDate: NOON,
    });
    expectStatus(res, 201);
    expect(res.body.data.parentMilestoneId).toBe(ph);
  });

  it("appends to the end of the siblings when position is omitted", async () => {
    const p = await phase(project, "Ordering");
    const a = (await create(project, { name: "a", parentMilestoneId: p.id, startDate: NOON, dueDate: NOON }))
      .body.data;
    const b = (await create(project, { name: "b", parentMilestoneId: p.id, startDate: NOON, dueDate: NOON }))
      .body.data;
    expect(b.position).toBeGreaterThan(a.position);
  });

  it("a lead's ITEM cannot hang under a project's PHASE", async () => {
    expectError(
      await create(lead, { name: "x", parentMilestoneId: ph, startDate: NOON, dueDate: NOON }),
      400,
      "validation_failed",
      "parentMilestoneId",
    );
  });

  it.each([
    ["project", `/v1/projects/${MISSING_ID}/milestones`],
    ["lead", `/v1/leads/${MISSING_ID}/milestones`],
  ])("a %s that does not exist has no schedule: 404 on list and create", async (_k, path) => {
    expectError(await api("GET", path), 404, "not_found");
    expectError(await api("POST", path, { body: { name: "x", milestoneType: "PHASE" } }), 404, "not_found");
  });
});

describe("PATCH /v1/milestones/{id}", () => {
  let ph = "";
  let item = "";
  beforeAll(async () => {
    ph = (await phase(project, "Patch phase")).id;
    const res = await create(project, {
      name: "Patch item",
      parentMilestoneId: ph,
      startDate: NOON,
      dueDate: NOON + DAY,
    });
    expectStatus(res, 201);
    item = res.body.data.id;
  });

  it("updates with parentId and parentType naming the real parent; status moves OPEN ↔ COMPLETED", async () => {
    const res = await api("PATCH", `/v1/milestones/${item}`, {
      body: { parentId: project.id, parentType: "project", name: "Renamed", status: "COMPLETED" },
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      id: item,
      name: "Renamed",
      status: "COMPLETED",
      startDate: NOON,
      dueDate: NOON + DAY,
    });
    const back = await api("PATCH", `/v1/milestones/${item}`, {
      body: { parentId: project.id, parentType: "project", status: "OPEN" },
    });
    expect(back.body.data.status).toBe("OPEN");
    expect((await api("GET", `/v1/milestones/${item}`)).body.data).toEqual(back.body.data);
  });

  it("updates a lead's milestone with parentType inquiry", async () => {
    const lp = await phase(lead, "Lead phase");
    const res = await api("PATCH", `/v1/milestones/${lp.id}`, {
      body: { parentId: lead.id, parentType: "inquiry", name: "Lead phase renamed" },
    });
    expectStatus(res, 200);
    expect(res.body.data.name).toBe("Lead phase renamed");
    expectError(
      await api("PATCH", `/v1/milestones/${lp.id}`, {
        body: { parentId: lead.id, parentType: "project", name: "no" },
      }),
      400,
      "validation_failed",
      "parent",
    );
  });

  const refused: [string, () => Record<string, unknown>, string][] = [
    ["without parentId and parentType", () => ({ name: "x" }), "parent"],
    ["without parentType", () => ({ parentId: project.id, name: "x" }), "parentType"],
    ["without parentId", () => ({ parentType: "project", name: "x" }), "parentId"],
    [
      "with another project as parentId",
      () => ({ parentId: otherProject.id, parentType: "project", name: "x" }),
      "parentId",
    ],
    [
      "with parentType inquiry for a project's milestone",
      () => ({ parentId: project.id, parentType: "inquiry", name: "x" }),
      "parent",
    ],
    [
      "with an unknown parentType",
      () => ({ parentId: project.id, parentType: "job", name: "x" }),
      "parentType",
    ],
    [
      "changing the milestoneType",
      () => ({ parentId: project.id, parentType: "project", milestoneType: "CHECKPOINT" }),
      "milestoneType",
    ],
    [
      "with dueDate before startDate",
      () => ({ parentId: project.id, parentType: "project", dueDate: NOON - DAY }),
      "dueDate",
    ],
    [
      "with an unknown status",
      () => ({ parentId: project.id, parentType: "project", status: "DONE" }),
      "status",
    ],
  ];
  it.each(refused)("refuses a PATCH %s (400) and changes nothing", async (_name, body, field) => {
    const before = (await api("GET", `/v1/milestones/${item}`)).body.data;
    expectError(
      await api("PATCH", `/v1/milestones/${item}`, { body: body() }),
      400,
      "validation_failed",
      field,
    );
    expect((await api("GET", `/v1/milestones/${item}`)).body.data).toEqual(before);
  });

  it("404 for a milestone that does not exist", async () => {
    expectError(
      await api("PATCH", `/v1/milestones/${MISSING_ID}`, {
        body: { parentId: project.id, parentType: "project" },
      }),
      404,
      "not_found",
    );
    expectError(await api("GET", `/v1/milestones/${MISSING_ID}`), 404, "not_found");
  });
});

describe("DELETE /v1/milestones/{id}", () => {
  it("refuses to delete a PHASE that still has children (409) and deletes it once they are gone", async () => {
    const ph = await phase(project, "Delete me");
    const child = (
      await create(project, { name: "child", parentMilestoneId: ph.id, startDate: NOON, dueDate: NOON })
    ).body.data;
    expectError(await api("DELETE", `/v1/milestones/${ph.id}`), 409, "milestone_has_children");
    expectStatus(await api("GET", `/v1/milestones/${ph.id}`), 200);
    expectStatus(await api("GET", `/v1/milestones/${child.id}`), 200);

    const delChild = await api("DELETE", `/v1/milestones/${child.id}`);
    expectStatus(delChild, 200);
    expect(delChild.body).toEqual({ deleted: true });
    const delPhase = await api("DELETE", `/v1/milestones/${ph.id}`);
    expectStatus(delPhase, 200);
    expect(delPhase.body).toEqual({ deleted: true });
    expectError(await api("GET", `/v1/milestones/${ph.id}`), 404, "not_found");
    expectError(await api("DELETE", `/v1/milestones/${ph.id}`), 404, "not_found");
  });

  it("deleting a project takes its milestones with it", async () => {
    const p = await createProject();
    const res = await api("POST", `/v1/projects/${p.id}/milestones`, {
      body: { name: "Doomed", milestoneType: "PHASE" },
    });
    expectStatus(res, 201);
    expectStatus(await api("DELETE", `/v1/projects/${p.id}`), 200);
    expectError(await api("GET", `/v1/milestones/${res.body.data.id}`), 404, "not_found");
  });
});
