import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDue, INTERRUPTED } from "@/lib/sandbox/delivery/queue/claim";
import { engineDb } from "@/lib/sandbox/delivery/queue/engine-db";
import { Liveness, WORKER_LOCK_NAMESPACE } from "@/lib/sandbox/delivery/queue/liveness";
import { releaseUnattempted } from "@/lib/sandbox/delivery/queue/release";
import type { TestServer } from "../../lib/dev/server";
import { subscribe } from "./support/deliveries";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { clientFor, startOwnServer } from "./support/own-server";

// Who may take a claim over (lib/sandbox/delivery/queue/claim.ts, liveness.ts), against a real PostgreSQL: a server of
// its own with no delivery worker, so these claims are the only ones. A worker that is stopping has let its
// liveness lock go while a claim of its own may still be on its way; that claim must not take the worker's own
// attempt in flight over (it did: the next start then found the retry cut short too, and recorded two attempts
// `interrupted`). Another worker takes it over at once; nobody takes over the claim of a worker that lives.
describe("taking a claim over", () => {
  let server: TestServer | undefined;
  let db: pg.Client | undefined;
  let subscriptionId = 0;
  const lease = 60_000;

  beforeAll(async () => {
    server = await startOwnServer({ SANDBOX_WEBHOOKS: "off" });
    const url = embeddedDatabaseUrl(server.dataDir);
    if (!url) throw new Error("the server's database cannot be found");
    process.env.DATABASE_URL = url; // claimDue's engine pool and Liveness connect through it
    db = new pg.Client({ connectionString: url });
    await db.connect();
    const call = clientFor(() => server!.baseUrl);
    subscriptionId = (await subscribe(call, { url: "http://127.0.0.1:9/claim-owner" })).id;
  }, 120_000);
  afterAll(async () => {
    await (engineDb() as unknown as { $client: pg.Pool }).$client.end();
    await db?.end();
    await server?.stop();
  });

  // A due delivery whose attempt 1 is in flight for the worker `owner`, its lease running for an hour.
  async function inFlight(owner: number): Promise<string> {
    const { rows } = await db!.query<{ id: string }>(
      `WITH d AS (
         INSERT INTO sandbox.webhook_deliveries (id, subscription_id, company_id, event_type, status, attempt_count,
           payload, occurred_at, next_attempt_at, locked_until, locked_by)
         VALUES (gen_random_uuid(), $1, 1, 'project.create', 'pending', 1, '{}'::json, now(), now(),
           now() + interval '1 hour', $2)
         RETURNING id
       )
       INSERT INTO sandbox.webhook_delivery_attempts (delivery_id, attempt_number, started_at)
       SELECT id, 1, now() FROM d RETURNING delivery_id AS id`,
      [subscriptionId, owner],
    );
    return rows[0]!.id;
  }
  const attempts = async (id: string) =>
    (
      await db!.query<{ n: number; outcome: string; error: string | null }>(
        `SELECT attempt_number AS n, outcome, error FROM sandbox.webhook_delivery_attempts
         WHERE delivery_id = $1 ORDER BY attempt_number`,
        [id],
      )
    ).rows;
  const claimedIds = async (owner: number) => (await claimDue(8, lease, owner)).map((c) => c.id);

  it("is never made by the claim's own owner once its lock is gone, and at once by another worker", async () => {
    const stopping = 1_000_001; // its lock is held by no one: the worker has stopped
    const id = await inFlight(stopping);

    expect(await claimedIds(stopping)).not.toContain(id);
    expect(await attempts(id)).toEqual([{ n: 1, outcome: "in_flight", error: null }]);

    const [taken] = (await claimDue(8, lease, 1_000_002)).filter((c) => c.id === id);
    expect(taken?.attemptNumber).toBe(2);
    expect(await attempts(id)).toEqual([
      { n: 1, outcome: "interrupted", error: INTERRUPTED },
      { n: 2, outcome: "in_flight", error: null },
    ]);
  });

  it("is never made of a claim whose owner lives", async () => {
    const living = 1_000_003;
    const id = await inFlight(living);
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1, $2)", [WORKER_LOCK_NAMESPACE, living]);
      expect(await claimedIds(1_000_004)).not.toContain(id);
    } finally {
      await holder.end();
    }
    // The owner gone (PostgreSQL lets the lock go as the connection ends), the same claim is taken over.
    await expect.poll(() => claimedIds(1_000_004), { timeout: 5_000 }).toContain(id);
  });

  // A stopping worker hands back what it claimed but never sent (worker.ts, queue/release.ts): another worker takes
  // it at once, while the owner still lives, as the same attempt, with nothing recorded as interrupted.
  it("is made at once of a claim handed back unattempted, as the same attempt", async () => {
    const stopping = 1_000_005;
    const id = await inFlight(stopping);
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1, $2)", [WORKER_LOCK_NAMESPACE, stopping]);
      expect(await claimedIds(1_000_006)).not.toContain(id);
      await releaseUnattempted([{ id, attemptNumber: 1 }], 1_000_099); // not its owner: nothing happens
      expect(await claimedIds(1_000_006)).not.toContain(id);
      await releaseUnattempted([{ id, attemptNumber: 1 }], stopping);
      const [taken] = (await claimDue(8, lease, 1_000_006)).filter((c) => c.id === id);
      expect(taken?.attemptNumber).toBe(1);
      expect(await attempts(id)).toEqual([{ n: 1, outcome: "in_flight", error: null }]);
    } finally {
      await holder.end();
    }
  });

  it("a worker's liveness never takes its lock again once closed", async () => {
    const held = async (key: number) =>
      (
        await db!.query(
          `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = $2`,
          [WORKER_LOCK_NAMESPACE, key],
        )
      ).rowCount;
    const liveness = new Liveness(() => undefined);
    const key = await liveness.ensure();
    expect(await held(key)).toBe(1);
    await liveness.close();
    await expect(liveness.ensure()).rejects.toThrow(/stopped/);
    await expect.poll(() => held(key), { timeout: 5_000 }).toBe(0);
  });
});
