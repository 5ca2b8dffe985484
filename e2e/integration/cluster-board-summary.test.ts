import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "./support/cluster";
import { signIn } from "./support/console";

// Issue 39: the board's background sums run once per (environment, contact) across instances, through a lease in
// console.board_summaries; when the instance running one dies, another starts it again once the lease lapses, and
// not before. A 5 s lease and slow pages of leads make that visible in seconds.
const LEASE_S = 5;
const PAGE_DELAY_MS = 3_000;

describe("board summaries on two instances", () => {
  let cluster: Cluster;
  let db: pg.Client;
  beforeAll(async () => {
    cluster = await startCluster({
      BOARD_SUMMARY_LEASE_S: String(LEASE_S),
      // The record index must stay incomplete (else the board's sums come from it): its crawl is slowed too.
      INDEX_PAGE_SIZE: "10",
      INDEX_RECONCILE_S: "600",
    });
    cluster.lb.delayMs = (req) =>
      req.includes("/v1/leads?") ? (req.includes("limit=300") ? PAGE_DELAY_MS : 1_000) : 0;
    db = new pg.Client({ connectionString: cluster.db.url });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  const lease = async () =>
    (
      await db.query<{ until: Date | null; now: Date }>(
        "SELECT running_until AS until, now() FROM console.board_summaries WHERE contact_id = 0",
      )
    ).rows[0];
  const summary = async (base: string, cookie: string) =>
    (await (await fetch(`${base}/api/leads/board-summary`, { headers: { cookie } })).json()) as {
      data: { state: string; phases: Record<string, { count: number }> };
    };

  it("runs on one instance; kill -9 of it and the other starts the run again once its lease lapses", async () => {
    const [a, b] = [cluster.apps[0]!, cluster.apps[1]!];
    const cookie = await signIn("admin", cluster.lb.url);
    expect((await summary(a.baseUrl, cookie)).data.state).toBe("pending");
    // A is inside its first page of leads when it dies.
    const deadline = Date.now() + 20_000;
    while (!cluster.lb.seen.some((k) => k.includes("/v1/leads?") && k.includes("limit=300"))) {
      if (Date.now() > deadline) throw new Error("the run never asked for a page of leads");
      await new Promise((r) => setTimeout(r, 50));
    }
    const held = (await lease())!;
    expect(held.until, "A holds the lease").not.toBeNull();
    a.child.kill("SIGKILL");

    // B's reads meanwhile see the run as under way and start none of their own until the lease has lapsed.
    let takenOver: { until: Date; now: Date } | undefined;
    while (!takenOver) {
      if (Date.now() > deadline + 20_000) throw new Error("B never took the run over");
      expect((await summary(b.baseUrl, cookie)).data.state).toBe("pending");
      const row = (await lease())!;
      if (row.until && row.until.getTime() !== held.until!.getTime())
        takenOver = { until: row.until, now: row.now };
      else await new Promise((r) => setTimeout(r, 200));
    }
    const lateMs = takenOver.now.getTime() - held.until!.getTime();
    console.log(`[cluster] board summary lease of the dead instance lapsed; taken over ${lateMs} ms after`);
    expect(lateMs).toBeGreaterThanOrEqual(0);
    expect(lateMs).toBeLessThan(2_000);

    // B finishes the run.
    let ready;
    for (let i = 0; i < 100 && ready?.data.state !== "ready"; i++) {
      await new Promise((r) => setTimeout(r, 300));
      ready = await summary(b.baseUrl, cookie);
    }
    expect(ready?.data.state).toBe("ready");
    expect(Object.values(ready!.data.phases).reduce((n, p) => n + p.count, 0)).toBeGreaterThan(0);
  }, 120_000);
});
