import { afterAll, describe, expect, inject, it } from "vitest";
import { api } from "./support/api";
import { databaseClient } from "./support/database";
import { subscribe, type Call } from "./support/deliveries";

// The delivery log remembers, per filter and delivery log generation, the `total` it counted
// (lib/sandbox/resources/delivery-log-total.ts; the triggers are in drizzle/sandbox/0007_delivery_log_generation.sql).
// These tests hold it to the plain count and the plain page: the total moves at once with every insert, status
// change and delete straight into the database (as the engine or another process writes them), also from a
// transaction that stays open while the log is read; a claim-like write (no filtered column) leaves the
// generation alone. The subscription is paused, so the engine writes none of its deliveries meanwhile.

const databaseUrl = inject("databaseUrl");
const call: Call = (method, path, body) => api(method, path, body === undefined ? {} : { body });

type Page = { data: { id: string; status: string }[]; total: number };

describe.skipIf(!databaseUrl)("delivery log totals", () => {
  const client = databaseClient(databaseUrl);
  const other = databaseClient(databaseUrl);
  const subs: number[] = [];
  afterAll(async () => {
    for (const id of subs) await call("DELETE", `/v1/webhookSubscriptions/${id}`);
  });

  async function pausedSubscription(): Promise<number> {
    const s = await subscribe(call, { url: "http://127.0.0.1:9/delivery-log-total" });
    subs.push(s.id);
    expect((await call("PATCH", `/v1/webhookSubscriptions/${s.id}`, { status: "paused" })).status).toBe(200);
    return s.id;
  }

  // `n` finished deliveries over the last hour: every third an update, every fourth failed.
  async function insert(sub: number, n: number, db = client()): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO sandbox.webhook_deliveries (id, subscription_id, company_id, event_type, status, attempt_count,
         payload, occurred_at, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 1, CASE WHEN g % 3 = 0 THEN 'project.update' ELSE 'project.create' END,
         CASE WHEN g % 4 = 0 THEN 'failed' ELSE 'success' END, 1, '{}'::json, at, at, at
       FROM generate_series(1, $2::int) g, LATERAL (SELECT now() - g * interval '1 minute' AS at) x
       RETURNING id`,
      [sub, n],
    );
    return rows.map((r) => r.id);
  }

  const where: Record<string, string> = {
    "": "",
    "&status=failed": "AND status = 'failed'",
    "&status=success": "AND status = 'success'",
    "&eventType=project.update": "AND event_type = 'project.update'",
  };

  async function page(sub: number, q: string, offset = 0): Promise<Page> {
    const res = await call("GET", `/v1/webhookSubscriptions/${sub}/deliveries?limit=4&offset=${offset}${q}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  }
  async function plain(sub: number, q: string, offset = 0) {
    const filter = where[q] ?? "";
    const ids = await client().query<{ id: string }>(
      `SELECT id FROM sandbox.webhook_deliveries WHERE subscription_id = $1 ${filter}
       ORDER BY created_at DESC, id DESC LIMIT 4 OFFSET ${offset}`,
      [sub],
    );
    const n = await client().query<{ n: string }>(
      `SELECT count(*) AS n FROM sandbox.webhook_deliveries WHERE subscription_id = $1 ${filter}`,
      [sub],
    );
    return { ids: ids.rows.map((r) => r.id), total: Number(n.rows[0]!.n) };
  }
  // Every filter, each read twice (the second from what the first remembered), against the plain answer.
  async function expectPlain(sub: number, label: string) {
    for (const q of Object.keys(where))
      for (const offset of [0, 4, 0]) {
        const got = await page(sub, q, offset);
        const want = await plain(sub, q, offset);
        expect(
          got.data.map((d) => d.id),
          `${label}: ${q || "all"} offset ${offset}`,
        ).toEqual(want.ids);
        expect(got.total, `${label}: ${q || "all"} offset ${offset}`).toBe(want.total);
      }
  }

  it("each total moves at once with inserts, status changes and deletes made in SQL", async () => {
    const sub = await pausedSubscription();
    const ids = await insert(sub, 30);
    await expectPlain(sub, "after the insert");
    await client().query("UPDATE sandbox.webhook_deliveries SET status = 'failed' WHERE id = $1", [ids[0]]);
    await expectPlain(sub, "after a status change");
    await client().query(
      "UPDATE sandbox.webhook_deliveries SET event_type = 'project.update' WHERE id = $1",
      [ids[1]],
    );
    await expectPlain(sub, "after an event type change");
    await insert(sub, 3);
    await expectPlain(sub, "after a second insert");
    await client().query("DELETE FROM sandbox.webhook_deliveries WHERE id = ANY($1::uuid[])", [
      ids.slice(2, 6),
    ]);
    await expectPlain(sub, "after a delete");
  });

  it("a write in a transaction left open counts once it commits, whatever was read meanwhile", async () => {
    const sub = await pausedSubscription();
    await insert(sub, 8);
    const before = (await page(sub, "&status=failed")).total;
    await other().query("BEGIN");
    try {
      await insert(sub, 8, other());
      // Read twice while it is open: a process that remembered a total here would keep it after the commit.
      expect((await page(sub, "&status=failed")).total).toBe(before);
      expect((await page(sub, "&status=failed", 4)).total).toBe(before);
      await other().query("COMMIT");
    } finally {
      await other()
        .query("ROLLBACK")
        .catch(() => undefined);
    }
    expect((await page(sub, "&status=failed")).total).toBe(before + 2);
    await expectPlain(sub, "after the commit");
  });

  it("a claim-like write (no filtered column) leaves the generation alone; a status write moves it", async () => {
    const sub = await pausedSubscription();
    const [id] = await insert(sub, 1);
    const generation = async () =>
      (await client().query<{ v: string }>("SELECT last_value AS v FROM sandbox.delivery_log_generation"))
        .rows[0]!.v;
    const before = await generation();
    await client().query(
      "UPDATE sandbox.webhook_deliveries SET locked_until = now(), attempt_count = attempt_count + 1 WHERE id = $1",
      [id],
    );
    expect(await generation()).toBe(before);
    await client().query("UPDATE sandbox.webhook_deliveries SET status = 'pending' WHERE id = $1", [id]);
    expect(await generation()).not.toBe(before);
  });
});
