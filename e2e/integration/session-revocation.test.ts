import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../lib/dev/server";
import { cookieOf, signIn } from "./support/console";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";
import { startOwnServer } from "./support/own-server";

// Each server process caches live sessions (lib/auth/session-cache.ts); a revocation made anywhere must still
// refuse the session everywhere at once. Two server processes on one PostgreSQL (one secret, so a cookie from
// either is valid on both): every session is first used on both, so both hold it, then revoked through one;
// the very next request on the other is refused, with no waiting and no retry.
const SECRET = "session-revocation-test-secret-0123456789";
const ROUNDS = 5;

describe("a session revoked through another server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-revoke-"));
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  let db: pg.Client | undefined;
  beforeAll(async () => {
    a = await startOwnServer({ NEXTAUTH_SECRET: SECRET }, { dataDir });
    const url = embeddedDatabaseUrl(dataDir);
    if (!url) throw new Error("the embedded PostgreSQL's address was not found");
    b = await startServer({ NEXTAUTH_SECRET: SECRET, DATABASE_URL: url });
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await b?.stop();
    await a?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const projects = async (server: TestServer, cookie: string) =>
    (await fetch(`${server.baseUrl}/api/projects?limit=1`, { headers: { cookie } })).status;
  // Both processes have served (and so cached) the session.
  async function usedOnBoth(cookie: string) {
    for (const server of [a!, b!, a!, b!]) expect(await projects(server, cookie)).toBe(200);
  }

  async function signOut(server: TestServer, cookie: string) {
    const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch(`${server.baseUrl}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${cookie}; next-auth.csrf-token=${cookieOf(csrf, "next-auth.csrf-token")}`,
      },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    expect(res.status).toBeLessThan(400);
  }

  it("a sign-out on one process is refused on the other at once", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const cookie = await signIn("manager", a!.baseUrl);
      await usedOnBoth(cookie);
      await signOut(b!, cookie);
      expect(await projects(a!, cookie), `round ${i}`).toBe(401);
      expect(await projects(b!, cookie), `round ${i}`).toBe(401);
    }
  });

  it("a revocation written to the database by another process (as user:add does) is refused at once", async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const cookie = await signIn("support", b!.baseUrl);
      const other = await signIn("manager", b!.baseUrl);
      await usedOnBoth(cookie);
      await usedOnBoth(other);
      await db!.query(
        "UPDATE console.sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = (SELECT id FROM console.users WHERE email = 'support@example.com')",
      );
      expect(await projects(a!, cookie), `round ${i}`).toBe(401);
      expect(await projects(b!, cookie), `round ${i}`).toBe(401);
      // Another user's session lives on.
      expect(await projects(a!, other)).toBe(200);
    }
  });

  it("a session made idle or old in the database (a clock moved back) is refused at once", async () => {
    const cookie = await signIn("admin", a!.baseUrl);
    await usedOnBoth(cookie);
    await db!.query(
      "UPDATE console.sessions SET last_seen_at = now() - interval '9 hours' WHERE revoked_at IS NULL AND user_id = (SELECT id FROM console.users WHERE email = 'admin@example.com')",
    );
    expect(await projects(a!, cookie)).toBe(401);
    expect(await projects(b!, cookie)).toBe(401);
  });
});
