import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDebianPg, type DebianPg } from "../../lib/dev/debian-pg";
import { startServe, type ServeProcess } from "../../lib/dev/serve-process";

// /api/ready follows the database without a restart: 200 while Debian's PostgreSQL runs, 503 naming the database
// (and the delivery worker that can no longer claim) once it stops, 200 again once it is back. /api/health and
// /api/ready need no session.
describe("readiness", () => {
  let db: DebianPg;
  let app: ServeProcess | undefined;
  beforeAll(async () => {
    db = await startDebianPg();
    app = await startServe({ DATABASE_URL: db.url, SANDBOX_WEBHOOK_POLL_MS: "100" });
  }, 120_000);
  afterAll(async () => {
    app?.child.kill("SIGKILL");
    db?.remove();
  });

  const ready = async () => {
    const res = await fetch(`${app!.baseUrl}/api/ready`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const until = async (status: number) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await ready();
      if (r.status === status || Date.now() > deadline) return r;
      await new Promise((res) => setTimeout(res, 250));
    }
  };

  it("is 200 with every check passing", async () => {
    expect(await until(200)).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "ok", migrations: "ok", deliveryWorker: "ok" } },
    });
  });

  it("turns 503 naming the database when PostgreSQL stops, and 200 when it returns", async () => {
    db.stop();
    const down = await until(503);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: "unavailable", checks: { database: "fail" } });
    expect(Object.keys(down.body).sort()).toEqual(["checks", "status"]);
    expect((await fetch(`${app!.baseUrl}/api/health`)).status).toBe(503);
    db.start();
    expect((await until(200)).body).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", deliveryWorker: "ok" },
    });
  }, 60_000);
});
