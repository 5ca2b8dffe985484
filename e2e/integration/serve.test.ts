import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDebianPg, type DebianPg } from "../../lib/dev/debian-pg";
import { serveCommand, startServe, type ServeProcess } from "../../lib/dev/serve-process";

const root = path.resolve(import.meta.dirname, "../..");

// `npm run serve`: a wrong configuration is one line per variable and exit 1; two instances starting together on
// a new database migrate it once (the migrator's advisory lock) and both come up ready.
describe("npm run serve", () => {
  it("names each wrong or missing variable on a line of its own and exits 1, without a stack trace", () => {
    const r = spawnSync(process.execPath, serveCommand(), {
      cwd: root,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        DATABASE_URL: "mysql://db/x",
        SHUTDOWN_GRACE_S: "soon",
      },
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n").sort()).toEqual([
      "[serve] DATABASE_URL must be a URL (postgres or postgresql)",
      "[serve] NEXTAUTH_SECRET is missing",
      "[serve] SHUTDOWN_GRACE_S must be a whole number from 1 to 600",
    ]);
    expect(r.stdout).toBe("");
  });

  describe("two instances starting together", () => {
    let db: DebianPg;
    const apps: ServeProcess[] = [];
    beforeAll(async () => {
      db = await startDebianPg();
    }, 60_000);
    afterAll(() => {
      for (const a of apps) a.child.kill("SIGKILL");
      db?.remove();
    });

    it("migrate the database once and both answer ready", async () => {
      apps.push(...(await Promise.all([1, 2].map(() => startServe({ DATABASE_URL: db.url })))));
      for (const a of apps) expect((await fetch(`${a.baseUrl}/api/ready`)).status).toBe(200);
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      for (const part of ["console", "sandbox"]) {
        const { rows } = await client.query<{ n: number; distinct: number }>(
          `SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM ${part}.__migrations`,
        );
        expect(rows[0]!.n).toBeGreaterThan(0);
        expect(rows[0]!.n).toBe(rows[0]!.distinct);
      }
      await client.end();
    }, 120_000);
  });
});
