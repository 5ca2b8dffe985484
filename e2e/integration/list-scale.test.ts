import { describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { databaseClient } from "./support/database";
import { createLead, createProject, expectStatus, seededContactIds, statusIds } from "./support/helpers";

// The projects and leads lists remember, per query and list generation, the total and where some rows sit
// (lib/sandbox/resources/list-memory.ts, list-generation.ts): a repeat of a query, or the next page, neither counts
// nor walks from the first row again. These tests hold them to the plain answer: the total moves at once with
// every write (through the API, or straight into the database as another process would, also from a transaction
// that stays open while lists are read), every page equals what `ORDER BY id LIMIT … OFFSET …` answers, whatever
// pages were read before, and writers of one company never wait on one another for it. The database is read
// through the global setup's URL (skipped when it cannot be found).

const databaseUrl = inject("databaseUrl");

type Page = { data: { id: number }[]; total: number };

async function page(path: string): Promise<Page> {
  const res = await api("GET", path);
  expectStatus(res, 200);
  return res.body as Page;
}

describe.skipIf(!databaseUrl)("list totals and deep pages at scale", () => {
  const client = databaseClient(databaseUrl);
  const other = databaseClient(databaseUrl);

  // The ids the plain statement gives for a page.
  async function plain(table: string, where: string, params: unknown[], limit: number, offset: number) {
    const { rows } = await client().query<{ id: number }>(
      `SELECT id FROM sandbox.${table} WHERE company_id = 1 ${where} ORDER BY id LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return rows.map((r) => r.id);
  }
  async function plainTotal(table: string, where: string, params: unknown[]) {
    const { rows } = await client().query<{ n: string }>(
      `SELECT count(*) AS n FROM sandbox.${table} WHERE company_id = 1 ${where}`,
      params,
    );
    return Number(rows[0]!.n);
  }

  it("a project total moves at once with each create, status change and delete, on every page", async () => {
    const [statusA, statusB] = await statusIds();
    const q = (s: number, offset = 0) => `/v1/projects?statusId=${s}&limit=5&offset=${offset}`;
    const before = (await page(q(statusA!))).total;
    expect((await page(q(statusA!, 5))).total).toBe(before); // remembered now
    const created = (await createProject({ statusId: statusA })) as { id: number };
    expect((await page(q(statusA!))).total).toBe(before + 1);
    expect((await page(q(statusA!, 5))).total).toBe(before + 1);
    const otherBefore = (await page(q(statusB!))).total;
    const moved = await api("PATCH", `/v1/projects/${created.id}`, { body: { statusId: statusB } });
    expectStatus(moved, 200);
    expect((await page(q(statusA!))).total).toBe(before);
    expect((await page(q(statusB!))).total).toBe(otherBefore + 1);
    expect((await page("/v1/projects?limit=1")).total).toBe(await plainTotal("projects", "", []));
    expectStatus(await api("DELETE", `/v1/projects/${created.id}`), 200);
    expect((await page(q(statusB!))).total).toBe(otherBefore);
    expect((await page(`/v1/projects?statusId=${statusA},${statusB}&limit=2`)).total).toBe(
      before + otherBefore,
    );
  });

  it("a lead total moves at once with a write straight into the database (another process)", async () => {
    const [contact] = await seededContactIds();
    const q = `/v1/leads?contactId=${contact}&phaseId=2&limit=3`;
    const before = (await page(q)).total;
    expect((await page(`${q}&offset=3`)).total).toBe(before);
    const { rows } = await client().query<{ id: number }>(
      `INSERT INTO sandbox.leads (company_id, name, contact_id, phase_id) VALUES (1, 'list-scale sql', $1, 2) RETURNING id`,
      [contact],
    );
    expect((await page(q)).total).toBe(before + 1);
    await client().query("UPDATE sandbox.leads SET phase_id = 3 WHERE id = $1", [rows[0]!.id]);
    expect((await page(q)).total).toBe(before);
    await client().query("DELETE FROM sandbox.leads WHERE id = $1", [rows[0]!.id]);
    expect((await page(`${q}&offset=3`)).total).toBe(before);
    expect(before).toBe(await plainTotal("leads", "AND contact_id = $1 AND phase_id = 2", [contact]));
  });

  it("a lead created through the API counts at once in its phase", async () => {
    const before = (await page("/v1/leads?phaseId=4&limit=1")).total;
    await createLead({ phaseId: 4 });
    expect((await page("/v1/leads?phaseId=4&limit=1")).total).toBe(before + 1);
    expect((await page("/v1/leads?phaseId=4&limit=1&offset=1")).total).toBe(before + 1);
  });

  it("every page equals the plain OFFSET answer, in any reading order and across writes", async () => {
    const [status] = await statusIds();
    const lists: [path: string, table: string, where: string, params: unknown[]][] = [
      ["/v1/projects?", "projects", "", []],
      [`/v1/projects?statusId=${status}&`, "projects", "AND status_id = $1", [status]],
      ["/v1/projects?archived=false&", "projects", "AND archived = false", []],
      ["/v1/leads?phaseId=1&", "leads", "AND phase_id = 1", []],
    ];
    for (const [path, table, where, params] of lists) {
      const total = await plainTotal(table, where, params);
      // Forward page by page, then backwards, repeats, and jumps between known and unknown places.
      const offsets = [
        0,
        7,
        14,
        21,
        28,
        total - 7,
        total - 14,
        total - 7,
        21,
        3,
        25,
        26,
        total - 1,
        total + 5,
      ];
      for (const offset of offsets.map((o) => Math.max(o, 0))) {
        const got = await page(`${path}limit=7&offset=${offset}`);
        expect(
          got.data.map((d) => d.id),
          `${path} offset ${offset}`,
        ).toEqual(await plain(table, where, params, 7, offset));
        expect(got.total).toBe(total);
      }
    }
    // Rows removed and added before the remembered places (through the API, and straight in the database, one
    // moved to another company and back): the same pages shift at once.
    const first = (await page("/v1/projects?limit=1")).data[0]!.id;
    const recheck = async (label: string) => {
      for (const offset of [21, 14, 0]) {
        const got = await page(`/v1/projects?limit=7&offset=${offset}`);
        expect(
          got.data.map((d) => d.id),
          `${label}, offset ${offset}`,
        ).toEqual(await plain("projects", "", [], 7, offset));
      }
    };
    for (const offset of [14, 21]) await page(`/v1/projects?limit=7&offset=${offset}`);
    await client().query("UPDATE sandbox.projects SET company_id = 2 WHERE id = $1", [first]);
    await recheck("a row moved away");
    await client().query("UPDATE sandbox.projects SET company_id = 1 WHERE id = $1", [first]);
    await recheck("the row moved back");
    const created = (await createProject()) as { id: number };
    await recheck("after a create");
    expectStatus(await api("DELETE", `/v1/projects/${created.id}`), 200);
    await recheck("after a delete");
  });

  it("a write straight in SQL counts once it commits, whatever was read while its transaction was open", async () => {
    const q = "/v1/leads?phaseId=5&limit=2";
    const before = (await page(q)).total;
    await other().query("BEGIN");
    const { rows } = await other().query<{ id: number }>(
      "INSERT INTO sandbox.leads (company_id, name, phase_id) VALUES (1, 'list-scale open', 5) RETURNING id",
    );
    // Read twice while it is open: a process that remembered a total here would keep it after the commit.
    expect((await page(q)).total).toBe(before);
    expect((await page(`${q}&offset=2`)).total).toBe(before);
    await other().query("COMMIT");
    expect((await page(q)).total).toBe(before + 1);
    expect((await page(`${q}&offset=2`)).total).toBe(before + 1);
    await other().query("BEGIN");
    await other().query("DELETE FROM sandbox.leads WHERE id = $1", [rows[0]!.id]);
    expect((await page(q)).total).toBe(before + 1);
    await other().query("COMMIT");
    expect((await page(`${q}&offset=2`)).total).toBe(before);
  });

  it("two transactions writing a project and a lead each, in opposite orders, neither wait nor deadlock", async () => {
    const [p1, p2] = [(await createProject()) as { id: number }, (await createProject()) as { id: number }];
    const [l1, l2] = [(await createLead()) as { id: number }, (await createLead()) as { id: number }];
    const [a, b] = [client(), other()];
    // A statement that waited on the other transaction would fail after 2 s instead of hanging the test.
    for (const tx of [a, b]) await tx.query("BEGIN; SET LOCAL lock_timeout = '2s'");
    try {
      await a.query("UPDATE sandbox.projects SET notes = 'tx a' WHERE id = $1", [p1.id]);
      await b.query("UPDATE sandbox.leads SET description = 'tx b' WHERE id = $1", [l1.id]);
      await a.query("UPDATE sandbox.leads SET description = 'tx a' WHERE id = $1", [l2.id]);
      await b.query("UPDATE sandbox.projects SET notes = 'tx b' WHERE id = $1", [p2.id]);
      // Readers meanwhile are answered, with what was committed.
      expect((await page("/v1/projects?limit=1")).total).toBe(await plainTotal("projects", "", []));
      await Promise.all([a.query("COMMIT"), b.query("COMMIT")]);
    } finally {
      for (const tx of [a, b]) await tx.query("ROLLBACK").catch(() => undefined);
    }
    const { rows } = await client().query<{ notes: string }>(
      "SELECT notes FROM sandbox.projects WHERE id = ANY($1::int[]) ORDER BY id",
      [[p1.id, p2.id]],
    );
    expect(rows.map((r) => r.notes)).toEqual(["tx a", "tx b"]);
  });

  it("concurrent API writes all succeed and the totals equal the plain count afterwards", async () => {
    const before = (await page("/v1/leads?phaseId=3&limit=1")).total;
    const writes = await Promise.all([
      ...Array.from({ length: 8 }, () => api("POST", "/v1/projects", { body: { name: "list-scale burst" } })),
      ...Array.from({ length: 8 }, () =>
        api("POST", "/v1/leads", { body: { name: "list-scale burst", phaseId: 3 } }),
      ),
    ]);
    for (const w of writes) expectStatus(w, 201);
    expect((await page("/v1/leads?phaseId=3&limit=1")).total).toBe(before + 8);
    expect((await page("/v1/projects?limit=1&offset=1")).total).toBe(await plainTotal("projects", "", []));
    expect((await page("/v1/leads?limit=1")).total).toBe(await plainTotal("leads", "", []));
  });
});
