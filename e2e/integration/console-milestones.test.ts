import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { consoleAs, signIn, type Console, type Role } from "./support/console";
import {
  MISSING_ID,
  createLead,
  createProject,
  createSchedule,
  expectError,
  expectStatus,
  listAll,
} from "./support/helpers";

// The console's schedule routes (/api/projects/[id]/milestones, /api/leads/[id]/milestones,
// /api/milestones/[id]) over real HTTP, signed in as each demo role, against the suite's sandbox: a GET returns
// every milestone however many upstream pages that takes; POST, PATCH (always naming the parent) and DELETE
// reach the API; roles are enforced before it; bad input is a 400, unknown records a 404, a PHASE with
// children a 409 with the API's message; each mutation lands in the audit log by ids.

type Milestone = {
  id: string;
  name: string;
  milestoneType: string;
  startDate: number | null;
  dueDate: number | null;
  wholeDay: boolean;
  status: string;
  parentMilestoneId: string | null;
  parentId: number;
  parentType: string;
};

const DAY = 86_400_000;
const MIDNIGHT = Date.UTC(2027, 4, 3); // a whole-day date on the wire
const databaseUrl = inject("databaseUrl");
const startedAt = new Date();

const as = {} as Record<Role, Console>;
let db: pg.Client | undefined;

beforeAll(async () => {
  for (const role of ["admin", "manager", "support"] as const) as[role] = consoleAs(await signIn(role));
  if (databaseUrl) {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }
});
afterAll(async () => {
  await db?.end();
});

// The sandbox's own view of a milestone, to check what the console changed (or did not).
const upstream = async (id: string) => (await api("GET", `/v1/milestones/${id}`)).body.data as Milestone;

async function consoleCreate(role: Role, path: string, body: Record<string, unknown>) {
  const res = await as[role]("POST", path, body);
  expectStatus(res, 200);
  expect(Object.keys(res.body)).toEqual(["data"]);
  return res.body.data as Milestone;
}

describe("GET a schedule", () => {
  it("returns every milestone of a project, across several upstream pages (page size 300)", async () => {
    const project = await createProject();
    const { phaseId } = await createSchedule(project.id, "Paged", MIDNIGHT);
    // 2 + 318 = 320 milestones: two upstream pages of at most 300.
    for (let batch = 0; batch < 318; batch += 24) {
      await Promise.all(
        Array.from({ length: Math.min(24, 318 - batch) }, (_, i) =>
          api("POST", `/v1/projects/${project.id}/milestones`, {
            body: {
              name: `Paged ${batch + i}`,
              parentMilestoneId: phaseId,
              wholeDay: true,
              startDate: MIDNIGHT + (batch + i) * DAY,
              dueDate: MIDNIGHT + (batch + i + 1) * DAY,
            },
          }).then((r) => expectStatus(r, 201)),
        ),
      );
    }
    const res = await as.support("GET", `/api/projects/${project.id}/milestones`);
    expectStatus(res, 200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body)).toEqual(["data"]);
    const got = res.body.data as Milestone[];
    expect(got).toHaveLength(320);
    const truth = await listAll(`/v1/projects/${project.id}/milestones`);
    expect(new Set(got.map((m) => m.id))).toEqual(new Set(truth.map((m) => m.id)));
    expect(got.filter((m) => m.parentMilestoneId === phaseId)).toHaveLength(319);
  });

  it("returns a lead's schedule, and an empty one as []", async () => {
    const lead = await createLead();
    expect((await as.support("GET", `/api/leads/${lead.id}/milestones`)).body).toEqual({ data: [] });
    const ph = await api("POST", `/v1/leads/${lead.id}/milestones`, {
      body: { name: "Lead phase", milestoneType: "PHASE" },
    });
    expectStatus(ph, 201);
    const res = await as.manager("GET", `/api/leads/${lead.id}/milestones`);
    expectStatus(res, 200);
    expect(res.body.data).toEqual([ph.body.data]);
  });

  it("404 for a project or lead that does not exist; 400 for an id that is not one; 401 signed out", async () => {
    expectError(await as.support("GET", `/api/projects/${MISSING_ID}/milestones`), 404, "not_found");
    expectError(await as.support("GET", `/api/leads/${MISSING_ID}/milestones`), 404, "not_found");
    expectError(await as.support("GET", "/api/projects/abc/milestones"), 400, "validation_failed", "id");
    expectError(await as.support("GET", "/api/leads/0/milestones"), 400, "validation_failed", "id");
    expectError(await consoleAs(null)("GET", "/api/projects/1/milestones"), 401);
  });
});

describe("create, update and delete", () => {
  let projectId: number;
  let leadId: number;
  let phaseId: string;
  let leadPhaseId: string;

  beforeAll(async () => {
    projectId = (await createProject()).id;
    leadId = (await createLead()).id;
    phaseId = (
      await consoleCreate("manager", `/api/projects/${projectId}/milestones`, {
        name: "Build",
        milestoneType: "PHASE",
      })
    ).id;
    leadPhaseId = (
      await consoleCreate("manager", `/api/leads/${leadId}/milestones`, {
        name: "Survey",
        milestoneType: "PHASE",
      })
    ).id;
  });

  it("creates an ITEM and a CHECKPOINT under a phase, on a project and on a lead", async () => {
    const item = await consoleCreate("manager", `/api/projects/${projectId}/milestones`, {
      name: "Frame walls",
      milestoneType: "ITEM",
      parentMilestoneId: phaseId,
      wholeDay: true,
      startDate: MIDNIGHT,
      dueDate: MIDNIGHT + 2 * DAY,
      color: "#336699",
    });
    expect(item).toMatchObject({
      name: "Frame walls",
      milestoneType: "ITEM",
      parentMilestoneId: phaseId,
      parentId: projectId,
      parentType: "project",
      status: "OPEN",
    });
    expect(await upstream(item.id)).toEqual(item);
    const check = await consoleCreate("admin", `/api/leads/${leadId}/milestones`, {
      name: "Client sign-off",
      milestoneType: "CHECKPOINT",
      parentMilestoneId: Number(leadPhaseId),
      dueDate: MIDNIGHT + 5 * DAY + 3_600_000,
    });
    expect(check).toMatchObject({ parentId: leadId, parentType: "inquiry", parentMilestoneId: leadPhaseId });
    expect(check.startDate).toBe(check.dueDate);
  });

  it("moves an item's dates with a PATCH naming its parent, and completes a checkpoint on a lead", async () => {
    const item = await consoleCreate("manager", `/api/projects/${projectId}/milestones`, {
      name: "Drywall",
      parentMilestoneId: phaseId,
      wholeDay: true,
      startDate: MIDNIGHT,
      dueDate: MIDNIGHT + DAY,
    });
    const res = await as.manager("PATCH", `/api/milestones/${item.id}`, {
      parentId: projectId,
      parentType: "project",
      startDate: MIDNIGHT + 7 * DAY,
      dueDate: MIDNIGHT + 8 * DAY,
    });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      id: item.id,
      startDate: MIDNIGHT + 7 * DAY,
      dueDate: MIDNIGHT + 8 * DAY,
    });
    expect(await upstream(item.id)).toMatchObject({
      startDate: MIDNIGHT + 7 * DAY,
      dueDate: MIDNIGHT + 8 * DAY,
    });

    const check = await consoleCreate("manager", `/api/leads/${leadId}/milestones`, {
      name: "Walkthrough",
      milestoneType: "CHECKPOINT",
      parentMilestoneId: leadPhaseId,
      dueDate: MIDNIGHT,
      wholeDay: true,
    });
    const done = await as.manager("PATCH", `/api/milestones/${check.id}`, {
      parentId: leadId,
      parentType: "inquiry",
      status: "COMPLETED",
    });
    expectStatus(done, 200);
    expect((await upstream(check.id)).status).toBe("COMPLETED");
  });

  it("refuses a PATCH without parentId or parentType (400, saying so) and changes nothing", async () => {
    const { itemId } = await createSchedule(projectId, "Unpatched", MIDNIGHT);
    const before = await upstream(itemId);
    const none = await as.manager("PATCH", `/api/milestones/${itemId}`, { name: "nope" });
    expectError(none, 400, "validation_failed", "parentId");
    expect(none.body.error.message).toContain("required");
    expect(none.body.error.details.map((d: { path: string }) => d.path)).toEqual(["parentId", "parentType"]);
    expectError(
      await as.manager("PATCH", `/api/milestones/${itemId}`, { parentId: projectId, name: "nope" }),
      400,
      "validation_failed",
      "parentType",
    );
    expectError(
      await as.manager("PATCH", `/api/milestones/${itemId}`, { parentType: "project", name: "nope" }),
      400,
      "validation_failed",
      "parentId",
    );
    expect(await upstream(itemId)).toEqual(before);
  });

  it("400 for bad input, before or from the API", async () => {
    const { itemId } = await createSchedule(projectId, "Bad input", MIDNIGHT);
    const before = await upstream(itemId);
    const base = `/api/projects/${projectId}/milestones`;
    expectError(await as.manager("POST", base, { name: "  " }), 400, "validation_failed", "name");
    expectError(await as.manager("POST", base, { milestoneType: "PHASE" }), 400, "validation_failed", "name");
    expectError(
      await as.manager("POST", base, { name: "x", color: "red;" }),
      400,
      "validation_failed",
      "color",
    );
    expectError(await as.manager("POST", base, "{not json"), 400, "invalid_json");
    // The API's own rules (an ITEM needs a PHASE parent) come back as its 400.
    expectError(
      await as.manager("POST", base, { name: "Loose item", milestoneType: "ITEM", startDate: 1, dueDate: 2 }),
      400,
    );
    const patch = (id: string, body: unknown) => as.manager("PATCH", `/api/milestones/${id}`, body);
    expectError(
      await patch("abc", { parentId: projectId, parentType: "project" }),
      400,
      "validation_failed",
      "id",
    );
    expectError(
      await patch(itemId, { parentId: projectId, parentType: "job" }),
      400,
      "validation_failed",
      "parentType",
    );
    expectError(
      await patch(itemId, { parentId: projectId, parentType: "project", status: "DONE" }),
      400,
      "validation_failed",
      "status",
    );
    expectError(
      await patch(itemId, { parentId: projectId, parentType: "project", dueDate: MIDNIGHT - DAY }),
      400,
      "validation_failed",
      "dueDate",
    );
    // A parent that is not the milestone's own is refused by the API.
    expectError(
      await patch(itemId, { parentId: leadId, parentType: "inquiry", name: "x" }),
      400,
      "validation_failed",
    );
    expect(await upstream(itemId)).toEqual(before);
  });

  it("404 for unknown parents and milestones", async () => {
    expectError(
      await as.manager("POST", `/api/projects/${MISSING_ID}/milestones`, {
        name: "x",
        milestoneType: "PHASE",
      }),
      404,
      "not_found",
    );
    expectError(
      await as.manager("POST", `/api/leads/${MISSING_ID}/milestones`, { name: "x", milestoneType: "PHASE" }),
      404,
      "not_found",
    );
    expectError(
      await as.manager("PATCH", `/api/milestones/${MISSING_ID}`, {
        parentId: projectId,
        parentType: "project",
      }),
      404,
      "not_found",
    );
    expectError(await as.admin("DELETE", `/api/milestones/${MISSING_ID}`), 404, "not_found");
  });

  it("support may read but not create, update or delete (403); a manager may not delete (403)", async () => {
    const { phaseId: ph, itemId } = await createSchedule(projectId, "Roles", MIDNIGHT);
    const before = await upstream(itemId);
    const count = async () => (await listAll(`/v1/projects/${projectId}/milestones`)).length;
    const n = await count();
    expectStatus(await as.support("GET", `/api/projects/${projectId}/milestones`), 200);
    for (const [role, method, path, body] of [
      ["support", "POST", `/api/projects/${projectId}/milestones`, { name: "x", milestoneType: "PHASE" }],
      ["support", "POST", `/api/leads/${leadId}/milestones`, { name: "x", milestoneType: "PHASE" }],
      [
        "support",
        "PATCH",
        `/api/milestones/${itemId}`,
        { parentId: projectId, parentType: "project", name: "x" },
      ],
      ["support", "DELETE", `/api/milestones/${itemId}`, undefined],
      ["manager", "DELETE", `/api/milestones/${itemId}`, undefined],
      ["manager", "DELETE", `/api/milestones/${ph}`, undefined],
    ] as const)
      expectError(await as[role](method, path, body), 403, "forbidden");
    expect(await upstream(itemId)).toEqual(before);
    expect(await count()).toBe(n);
  });

  it("an admin deletes; a phase with children is a 409 with the API's message until they are gone", async () => {
    const { phaseId: ph, itemId } = await createSchedule(projectId, "Delete", MIDNIGHT);
    const refused = await as.admin("DELETE", `/api/milestones/${ph}`);
    expectError(refused, 409, "milestone_has_children");
    const direct = await api("DELETE", `/v1/milestones/${ph}`);
    expect(refused.body.error.message).toBe(direct.body.error.message);
    expectStatus(await api("GET", `/v1/milestones/${ph}`), 200);

    const child = await as.admin("DELETE", `/api/milestones/${itemId}`);
    expectStatus(child, 200);
    expect(child.body).toEqual({ deleted: true });
    expectStatus(await as.admin("DELETE", `/api/milestones/${ph}`), 200);
    expectError(await api("GET", `/v1/milestones/${ph}`), 404, "not_found");
  });
});

describe.skipIf(!databaseUrl)("audit log", () => {
  it("records each mutation with its outcome, by ids", async () => {
    const projectId = (await createProject()).id;
    const leadId = (await createLead()).id;
    const phase = await consoleCreate("manager", `/api/projects/${projectId}/milestones`, {
      name: "Audit phase",
      milestoneType: "PHASE",
    });
    const item = await consoleCreate("manager", `/api/projects/${projectId}/milestones`, {
      name: "Audit item",
      parentMilestoneId: phase.id,
      startDate: MIDNIGHT,
      dueDate: MIDNIGHT,
    });
    const patch = { parentId: projectId, parentType: "project", name: "Audit item 2" };
    expectStatus(await as.manager("PATCH", `/api/milestones/${item.id}`, patch), 200);
    const leadPhase = await consoleCreate("admin", `/api/leads/${leadId}/milestones`, {
      name: "Audit lead phase",
      milestoneType: "PHASE",
    });
    const leadPatch = { parentId: leadId, parentType: "inquiry", status: "COMPLETED" };
    expectStatus(await as.manager("PATCH", `/api/milestones/${leadPhase.id}`, leadPatch), 200);
    expectError(await as.admin("DELETE", `/api/milestones/${phase.id}`), 409);
    expectStatus(await as.admin("DELETE", `/api/milestones/${item.id}`), 200);
    expectError(
      await as.manager("POST", `/api/projects/${projectId}/milestones`, {
        name: "x",
        startDate: 1,
        dueDate: 2,
      }),
      400,
    );
    // Refused before anything happens: no audit row (403 by role, 400 by the console's own validation).
    expectError(await as.support("PATCH", `/api/milestones/${item.id}`, patch), 403);
    expectError(await as.manager("PATCH", `/api/milestones/${phase.id}`, { name: "no parent" }), 400);

    const { rows } = await db!.query(
      `SELECT operation, target, outcome, user_email, upstream_status FROM console.audit_log
       WHERE at >= $1 AND (target LIKE $2 OR target LIKE $3 OR target IN ($4, $5)) ORDER BY id`,
      [
        startedAt,
        `project ${projectId}%`,
        `lead ${leadId}%`,
        `milestone ${phase.id}`,
        `milestone ${item.id}`,
      ],
    );
    expect(rows.map((r) => [r.operation, r.target, r.outcome, r.user_email, r.upstream_status])).toEqual([
      ["milestone.create", `project ${projectId} milestone ${phase.id}`, "ok", "manager@example.com", null],
      ["milestone.create", `project ${projectId} milestone ${item.id}`, "ok", "manager@example.com", null],
      ["milestone.update", `project ${projectId} milestone ${item.id}`, "ok", "manager@example.com", null],
      ["milestone.create", `lead ${leadId} milestone ${leadPhase.id}`, "ok", "admin@example.com", null],
      ["milestone.update", `lead ${leadId} milestone ${leadPhase.id}`, "ok", "manager@example.com", null],
      ["milestone.delete", `milestone ${phase.id}`, "error", "admin@example.com", 409],
      ["milestone.delete", `milestone ${item.id}`, "ok", "admin@example.com", null],
      ["milestone.create", `project ${projectId}`, "error", "manager@example.com", 400],
    ]);
  });
});
