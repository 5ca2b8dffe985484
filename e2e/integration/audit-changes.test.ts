import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { consoleAs, signIn, type ConsoleClient } from "./support/console";
import { createLead, createProject, expectStatus } from "./support/helpers";

// The audit log's before → after: each console write that changes fields reads the record first and records
// each changed field; /audit links each target to its record and shows the changes; an entry written before
// the changes were recorded says so.

const databaseUrl = inject("databaseUrl");
const startedAt = new Date();
let manager: ConsoleClient;
let admin: ConsoleClient;
let db: pg.Client | undefined;

beforeAll(async () => {
  manager = consoleAs(await signIn("manager"));
  admin = consoleAs(await signIn("admin"));
  if (databaseUrl) {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }
});
afterAll(async () => {
  await db?.end();
});

const changesOf = async (operation: string, target: string) =>
  (
    await db!.query(
      `SELECT changes FROM console.audit_log WHERE at >= $1 AND operation = $2 AND target = $3 ORDER BY id`,
      [startedAt, operation, target],
    )
  ).rows.map((r) => r.changes);

describe.skipIf(!databaseUrl)("audit log changes", () => {
  it("records each changed field before → after, by name, for updates, phase moves and retires", async () => {
    const project = await createProject({ name: "Audit before", budget: 1000 });
    expectStatus(
      await manager("PATCH", `/api/projects/${project.id}`, { name: "Audit after", budget: 2500 }),
      200,
    );
    expect(await changesOf("project.update", `project ${project.id}`)).toEqual([
      [
        { field: "name", before: "Audit before", after: "Audit after" },
        { field: "budget", before: "1000", after: "2500" },
      ],
    ]);

    const lead = await createLead({ phaseId: 2 });
    expectStatus(await manager("POST", `/api/leads/${lead.id}/phase`, { phaseId: 3 }), 200);
    expectStatus(await manager("POST", `/api/leads/${lead.id}/retire`), 200);
    expect(await changesOf("lead.updatePhase", `lead ${lead.id}`)).toEqual([
      [{ field: "phase", before: "Follow Up", after: "Meeting" }],
    ]);
    expect(await changesOf("lead.retire", `lead ${lead.id}`)).toEqual([
      [{ field: "status", before: "Current", after: expect.stringMatching(/retired/i) }],
    ]);

    const html = await admin.text(`/audit?operation=project.update&user=manager`);
    expect(html).toContain(`href="/projects/${project.id}"`);
    expect(html).toMatch(/<del[^>]*>\$1,000<\/del>/);
    expect(html).toMatch(/<ins[^>]*>\$2,500<\/ins>/);
  });

  it("shows 'before not recorded' for an entry written before changes were kept", async () => {
    const project = await createProject();
    await db!.query(
      `INSERT INTO console.audit_log (user_email, role, environment, operation, target, outcome)
       VALUES ('old@example.com', 'manager', 'Sandbox', 'project.update', $1, 'ok')`,
      [`project ${project.id}`],
    );
    const html = await admin.text(`/audit?user=old@example.com`);
    expect(html).toContain(`href="/projects/${project.id}"`);
    expect(html).toContain("before not recorded");
  });
});
