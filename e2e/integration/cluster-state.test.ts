import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "./support/cluster";
import { cookieOf, signIn } from "./support/console";

// Issue 39: two instances of the build on one PostgreSQL behind one balancer keep one product: sessions, sign-in
// throttling, the sandbox's rate budget, the audit log and the background jobs' leadership are shared, and the
// token endpoint is asked at most once per instance and scope set.
const RATE = 2000; // per minute, for the budget test's own client (company 2)
// The largest lease an instance takes at that rate: RATE / 20 (leaseCap in lib/sandbox/http/rate-lease.ts).
const LEASE = 100;
const PAGE = 10;

describe("two instances on one database", () => {
  let cluster: Cluster;
  let db: pg.Client;
  let started = 2; // processes of the app started so far (a restart adds one)
  beforeAll(async () => {
    cluster = await startCluster({
      SANDBOX_RATE_LIMIT: String(RATE),
      INDEX_PAGE_SIZE: String(PAGE),
      INDEX_RECONCILE_S: "600",
    });
    db = new pg.Client({ connectionString: cluster.db.url });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });
  const [a, b] = [() => cluster.apps[0]!.baseUrl, () => cluster.apps[1]!.baseUrl];
  const projects = async (base: string, cookie: string) =>
    (await fetch(`${base}/api/projects?limit=1`, { headers: { cookie } })).status;

  // First: the crawler starts at each instance's first call of the API, and its first pass must still be under way.
  it("crawls the record index on one leader; kill -9 of it and the other resumes the pass within 5 s", async () => {
    // Each page of the crawl is slowed down so that the pass is still under way when its leader is killed.
    cluster.lb.delayMs = (req) => (req.includes(`limit=${PAGE}`) ? 300 : 0);
    const cookie = await signIn("admin", a());
    for (const base of [a(), b()]) await fetch(`${base}/api/index/status`, { headers: { cookie } });
    const owner = async () =>
      (
        await db.query<{ owner: string; offset: number }>(
          "SELECT owner, pass_offset AS offset FROM console.index_state WHERE pass_started_at IS NOT NULL AND pass_offset > 0 ORDER BY heartbeat_at DESC LIMIT 1",
        )
      ).rows[0];
    let leader = await owner();
    for (let i = 0; !leader && i < 300; i++) {
      await new Promise((r) => setTimeout(r, 100));
      leader = await owner();
    }
    expect(leader, "a pass under way").toBeDefined();
    const pids = cluster.apps.map((x) => x.child.pid);
    const index = pids.findIndex((pid) => leader!.owner.endsWith(`:${pid}`));
    expect(index, `the leader ${leader!.owner} is one of ${pids}`).toBeGreaterThanOrEqual(0);
    // Only the leader crawls: no pass of the other is recorded meanwhile.
    cluster.apps[index]!.child.kill("SIGKILL");
    const killedAt = Date.now();
    let next = await owner();
    while (!next || next.owner === leader!.owner) {
      if (Date.now() - killedAt > 15_000) throw new Error(`no takeover: ${JSON.stringify(next)}`);
      await new Promise((r) => setTimeout(r, 50));
      next = await owner();
    }
    const takeoverMs = Date.now() - killedAt;
    console.log(
      `[cluster] crawler leader ${leader!.owner} killed at offset ${leader!.offset}; ${next.owner} resumed at ${next.offset} after ${takeoverMs} ms`,
    );
    expect(next.owner).toBe(`${next.owner.split(":")[0]}:${pids[1 - index]}`);
    expect(next.offset).toBeGreaterThanOrEqual(leader!.offset);
    expect(takeoverMs).toBeLessThan(5_000);
    cluster.lb.delayMs = () => 0;
    await cluster.restart(index);
    started++;
  }, 120_000);

  it("a session made on one works on the other, and a sign-out on either refuses it on both at the next request", async () => {
    const cookie = await signIn("manager", a());
    for (const base of [a(), b(), a(), b()]) expect(await projects(base, cookie)).toBe(200);
    const csrf = await fetch(`${b()}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const out = await fetch(`${b()}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${cookie}; next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
      },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    expect(out.status).toBeLessThan(400);
    expect(await projects(a(), cookie)).toBe(401);
    expect(await projects(b(), cookie)).toBe(401);
  });

  it("counts failed sign-ins from both instances against one throttle", async () => {
    const who = `cluster-${Date.now().toString(36)}@example.com`;
    const attempt = async (base: string) => {
      const csrf = await fetch(`${base}/api/auth/csrf`);
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const res = await fetch(`${base}/api/auth/callback/credentials`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
        },
        body: new URLSearchParams({ csrfToken, email: who, password: "wrong", json: "true" }),
      });
      expect(res.status).toBeLessThan(500);
      return decodeURIComponent(((await res.json()) as { url?: string }).url ?? "");
    };
    // Five free failures per account and address (lib/auth/throttle.ts), taken alternately on each instance.
    for (const base of [a(), b(), a(), b(), a()])
      expect(await attempt(base)).toContain("error=CredentialsSignin");
    expect(await attempt(b())).toMatch(/Too many failed sign-ins/);
  });

  it("admits one rate budget across both instances, short of it by at most instances × (lease − 1)", async () => {
    // Inside one minute's window: wait for the next one when this one is nearly over.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
    const tokens = await Promise.all([a(), b()].map((base) => tokenOf(base, cluster.lb.url)));
    const statuses: number[] = [];
    const total = RATE + 300;
    for (let i = 0; i < total; i += 20)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async (_, j) => {
            const k = (i + j) % 2;
            const res = await fetch(`${[a(), b()][k]}/sandbox/api/v1/projects?limit=1`, {
              headers: { authorization: `Bearer ${tokens[k]}` },
            });
            await res.arrayBuffer();
            return res.status;
          }),
        )),
      );
    const admitted = statuses.filter((s) => s === 200).length;
    console.log(`[cluster] rate budget ${RATE}/min: ${admitted} of ${total} admitted across 2 instances`);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(admitted).toBeLessThanOrEqual(RATE);
    expect(admitted).toBeGreaterThanOrEqual(RATE - 2 * (LEASE - 1));
  }, 120_000);

  it("records audit entries written through either instance in the one log", async () => {
    const cookie = await signIn("admin", a());
    const names = [`Audited on a ${Date.now()}`, `Audited on b ${Date.now()}`];
    for (const [i, base] of [a(), b()].entries()) {
      const res = await fetch(`${base}/api/projects`, {
        method: "POST",
        headers: { cookie, origin: cluster.lb.url, "content-type": "application/json" },
        body: JSON.stringify({ name: names[i] }),
      });
      expect(res.status, await res.text()).toBe(200);
    }
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM console.audit_log WHERE operation = 'project.create' AND user_email = 'admin@example.com' AND at > now() - interval '1 minute'",
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it("asks the token endpoint at most once per instance and scope set", () => {
    const perSet = new Map<string, number>();
    for (const f of cluster.lb.tokenForms) {
      const key = f.get("scope") ?? "";
      perSet.set(key, (perSet.get(key) ?? 0) + 1);
    }
    console.log(`[cluster] token requests through the balancer by scope set: ${JSON.stringify([...perSet])}`);
    expect(perSet.size).toBeGreaterThan(0);
    for (const n of perSet.values()) expect(n).toBeLessThanOrEqual(started);
  });
});

// A token of the budget test's own client, asked of one instance directly (not counted by the balancer).
async function tokenOf(base: string, audience: string): Promise<string> {
  const res = await fetch(`${base}/sandbox/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "other-partner",
      client_secret: "other-secret",
      audience,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
