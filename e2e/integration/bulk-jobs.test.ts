import { beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { ended, startJob, waitJob } from "./support/bulk";
import { consoleAs, signIn, type ConsoleClient } from "./support/console";
import { databaseClient } from "./support/database";
import { createLead, createProject, expectError, getLead, getProject, uniq } from "./support/helpers";

// Issue 41: bulk work as a server-side job. Input, roles and ownership; one live job per record set; one audit
// entry per job with each record's outcome; undo reverts what the job changed and names what changed since;
// "all matching" a text search is collected from the record index.

const databaseUrl = inject("databaseUrl");
let manager: ConsoleClient;
let admin: ConsoleClient;
let support: ConsoleClient;

beforeAll(async () => {
  manager = consoleAs(await signIn("manager"));
  admin = consoleAs(await signIn("admin"));
  support = consoleAs(await signIn("support"));
});

describe("bulk jobs: input and roles", () => {
  it("refuses bad input with the envelope, other roles, and other people's jobs", async () => {
    const bad = [
      { entity: "lead", action: "phase", value: 2, selection: { ids: [] } },
      { entity: "lead", action: "phase", selection: { ids: [1] } },
      { entity: "project", action: "archive", value: 3, selection: { ids: [1] } },
      { entity: "project", action: "explode", selection: { ids: [1] } },
      {
        entity: "project",
        action: "archive",
        selection: { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      },
      { entity: "lead", action: "retire", selection: { filters: { phaseId: -1 } } },
      { entity: "lead", action: "retire", selection: { filters: { statusIds: [1] } } },
    ];
    for (const body of bad)
      expectError(await manager("POST", "/api/bulk-jobs", body), 400, "validation_failed");
    expectError(await manager("POST", "/api/bulk-jobs", "{"), 400, "invalid_json");
    const one = { entity: "project", action: "archive", selection: { ids: [1] } };
    expectError(await support("POST", "/api/bulk-jobs", one), 403, "forbidden");
    expectError(await manager("POST", "/api/bulk-jobs", { ...one, action: "delete" }), 403, "forbidden");
    expectError(await manager("GET", "/api/bulk-jobs/abc"), 400, "validation_failed");
    expectError(await manager("GET", "/api/bulk-jobs/999999999"), 404, "not_found");
    expectError(await manager("POST", "/api/bulk-jobs/999999999/undo"), 404, "not_found");
  });
});

describe.skipIf(!databaseUrl)("bulk jobs: runs, audit and undo", () => {
  const db = databaseClient(databaseUrl!);

  it("archives picked projects, one job per set, one audit entry, undo reverts all but a record changed since", async () => {
    const projects = await Promise.all(
      Array.from({ length: 40 }, () => createProject({ name: uniq("Bulk") })),
    );
    const ids = projects.map((p: { id: number }) => p.id);
    const ask = (order: number[]) =>
      manager("POST", "/api/bulk-jobs", { entity: "project", action: "archive", selection: { ids: order } });
    const [a, b] = await Promise.all([ask(ids), ask([...ids].reverse())]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    expectError(a.status === 409 ? a : b, 409, "job_running");
    const id = (a.status === 202 ? a : b).body.data.id as number;

    const job = await waitJob(manager, id, ended);
    expect(job).toMatchObject({ state: "done", total: 40, succeeded: 40, failed: 0 });
    expect(job.undoUntil).not.toBeNull();
    expect((await getProject(ids[0]!)).archived).toBe(true);
    // The owner and admins see a job; others do not.
    expect((await admin("GET", `/api/bulk-jobs/${id}`)).status).toBe(200);
    expectError(await support("GET", `/api/bulk-jobs/${id}`), 404, "not_found");

    const audits = await db().query(
      `SELECT operation, outcome, detail, changes FROM console.audit_log WHERE target = $1`,
      [`bulk job ${id}`],
    );
    expect(audits.rows).toHaveLength(1);
    expect(audits.rows[0]).toMatchObject({ operation: "bulk.project.archive", outcome: "ok" });
    expect(audits.rows[0].detail).toContain("Archive 40 projects: 40 done, 0 failed");
    expect(audits.rows[0].changes).toHaveLength(40);
    expect(audits.rows[0].changes).toContainEqual({
      field: `project ${ids[0]}`,
      before: expect.stringContaining("archived false"),
      after: expect.stringContaining("archived true"),
    });

    // Someone unarchives one project meanwhile: the undo leaves it and says so.
    await api("PATCH", `/v1/projects/${ids[0]}`, { body: { archived: false } });
    await api("PATCH", `/v1/projects/${ids[0]}`, { body: { archived: true, name: uniq("Changed") } });
    await api("PATCH", `/v1/projects/${ids[1]}`, { body: { archived: false } });
    const undo = (await manager("POST", `/api/bulk-jobs/${id}/undo`)).body.data;
    const undone = await waitJob(manager, undo.id, ended);
    expect(undone).toMatchObject({ state: "done", succeeded: 39, skipped: 1, failed: 0 });
    expect(undone.failures).toEqual([
      { id: ids[1], name: null, reason: "changed since (archived is now false)" },
    ]);
    expect((await getProject(ids[2]!)).archived).toBe(false);
    // ids[0] was archived again by someone else, as the job left it: the undo reverted it like the rest.
    expect((await getProject(ids[0]!)).archived).toBe(false);
    expectError(await manager("POST", `/api/bulk-jobs/${id}/undo`), 409, "already_undone");
    expectError(await manager("POST", `/api/bulk-jobs/${id}/retry`), 409, "nothing_to_retry");
  });

  it("cancels a running job after the record in hand, and retries a job's failures", async () => {
    const projects = await Promise.all(
      Array.from({ length: 60 }, () => createProject({ name: uniq("Cancel") })),
    );
    const ids = projects.map((p: { id: number }) => p.id);
    const job = await startJob(manager, { entity: "project", action: "archive", selection: { ids } });
    expect((await manager("POST", `/api/bulk-jobs/${job.id}/cancel`)).status).toBe(200);
    const cancelled = await waitJob(manager, job.id, ended);
    expect(cancelled.state).toBe("cancelled");
    expect(cancelled.succeeded).toBeLessThan(60);
    const audit = await db().query(`SELECT detail FROM console.audit_log WHERE target = $1`, [
      `bulk job ${job.id}`,
    ]);
    expect(audit.rows[0].detail).toContain("not done (cancelled)");
    // "Retry" takes what the cancel left undone: a job over exactly those records.
    expect(cancelled.cancelled).toBe(60 - cancelled.succeeded);
    const rest = (await manager("POST", `/api/bulk-jobs/${job.id}/retry`)).body.data;
    expect(await waitJob(manager, rest.id, ended)).toMatchObject({
      state: "done",
      total: 60 - cancelled.succeeded,
      succeeded: 60 - cancelled.succeeded,
      failed: 0,
    });
    expect((await getProject(ids[59]!)).archived).toBe(true);

    // A record gone upstream fails with its reason; "retry failed" runs a job over the failures alone.
    const gone = await createProject({ name: uniq("Gone") });
    await api("DELETE", `/v1/projects/${gone.id}`, { client: "partner" });
    const withGone = await startJob(manager, {
      entity: "project",
      action: "unarchive",
      selection: { ids: [ids[0]!, gone.id] },
    });
    const failed = await waitJob(manager, withGone.id, ended);
    expect(failed).toMatchObject({ state: "done", failed: 1 });
    expect(failed.failures).toEqual([{ id: gone.id, name: null, reason: "the record no longer exists" }]);
    const retry = (await manager("POST", `/api/bulk-jobs/${withGone.id}/retry`)).body.data;
    expect(await waitJob(manager, retry.id, ended)).toMatchObject({ total: 1, failed: 1 });
  });

  it("undoes a single phase move once within 30 s, and not over a later move", async () => {
    const lead = await createLead({ phaseId: 1 });
    const moved = await manager("POST", `/api/leads/${lead.id}/phase`, { phaseId: 3 });
    expect(moved.body.undo).toMatchObject({ id: expect.any(Number), until: expect.any(String) });
    expect((await manager("POST", `/api/undo/${moved.body.undo.id}`)).status).toBe(200);
    expect((await getLead(lead.id)).phaseId).toBe(1);
    expectError(await manager("POST", `/api/undo/${moved.body.undo.id}`), 409, "undo_expired");

    const again = await manager("POST", `/api/leads/${lead.id}/phase`, { phaseId: 4 });
    await api("POST", `/v1/leads/${lead.id}/updatePhase`, { body: { phaseId: 5 } });
    const refused = await manager("POST", `/api/undo/${again.body.undo.id}`);
    expectError(refused, 409, "changed_since");
    expect(refused.body.error.message).toContain("phaseId is now 5");
    expectError(await support("POST", `/api/undo/${again.body.undo.id}`), 403, "forbidden");
  });

  it("archives every project matching a text search, collected from the record index", async () => {
    const token = uniq("Bulkq").replace(/\W+/g, "");
    for (let i = 0; i < 3; i++)
      expect((await manager("POST", "/api/projects", { name: `${token} ${i}` })).status).toBe(200);
    const indexed = async () =>
      (await manager("GET", `/api/index/projects?q=${token}&archived=false`)).body.total as number;
    for (let t = 0; t < 100 && (await indexed()) < 3; t++) await new Promise((r) => setTimeout(r, 100));
    const job = await startJob(manager, {
      entity: "project",
      action: "archive",
      selection: { filters: { q: token, archived: false } },
    });
    expect(await waitJob(manager, job.id, ended)).toMatchObject({ state: "done", total: 3, succeeded: 3 });
  });
});
