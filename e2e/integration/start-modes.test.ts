import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../lib/dev/server";
import { cloneInto } from "./support/clone";
import { signIn } from "./support/console";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";

// Issue 35: every documented way to start, each from a fresh clone (no `.data`), reaches a page that signs in and
// reads the API. The sandbox start of one clone is the "real API" of the other, which starts with the README's
// real-API variables (PARTNER_API_BASE_URL and the rest, then PARTNER_ENVIRONMENTS), on the embedded PostgreSQL
// and then on DATABASE_URL (a database of its own on the first clone's PostgreSQL). In real-API mode there are no
// demo users: `npm run user:add` in the clone makes one. The build is the working tree's, copied (no build here).

const dirs: string[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// A clone in a directory PostgreSQL's user may enter, so its data stays in the clone's `.data`.
function freshClone(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-modes-"));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return cloneInto(dir);
}

const { DATA_DIR: _inherited, ...withoutDataDir } = process.env; // the clone's own `.data`, as a user there has it

function addAdmin(repo: string, databaseUrl: string) {
  const r = spawnSync(
    path.join(repo, "node_modules", ".bin", "tsx"),
    [
      "--conditions=react-server",
      "scripts/user-add.ts",
      "--email",
      "admin@example.com",
      "--role",
      "admin",
      "--password",
      "console-demo",
    ],
    {
      cwd: repo,
      env: { ...withoutDataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  expect(r.stderr).toBe("");
  expect(r.stdout).toContain("added admin@example.com (admin)");
}

// Signed in, the console's projects list answers what the API holds: the sandbox's seeded 260 projects.
async function expectSignedInProjects(base: string) {
  const cookie = await signIn("admin", base);
  const res = await fetch(`${base}/api/projects?limit=1`, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { total: number }).total).toBe(260);
}

async function start(repo: string, env: Record<string, string>): Promise<TestServer> {
  fs.rmSync(path.join(repo, ".data"), { recursive: true, force: true }); // as fresh as a new clone
  const server = await startServer(env, { cwd: repo, build: true });
  servers.push(server);
  return server;
}

async function stop(server: TestServer) {
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
}

// Four launcher starts (one seeded sandbox), two embedded PostgreSQL data directories: minutes when the machine is busy.
describe("npm start from a fresh clone", { timeout: 360_000 }, () => {
  it("starts and signs in with the sandbox, the real-API variables, PARTNER_ENVIRONMENTS and DATABASE_URL", async () => {
    const sandboxRepo = freshClone();
    const sandbox = await start(sandboxRepo, { DATABASE_URL: "" });
    await expectSignedInProjects(sandbox.baseUrl);

    const api = {
      baseUrl: `${sandbox.baseUrl}/sandbox/api`,
      authUrl: `${sandbox.baseUrl}/sandbox`,
      audience: sandbox.baseUrl,
      clientId: "sandbox-partner",
      clientSecret: "sandbox-secret",
    };
    const realApi = {
      PARTNER_API_BASE_URL: api.baseUrl,
      PARTNER_AUTH_URL: api.authUrl,
      PARTNER_AUDIENCE: api.audience,
      PARTNER_CLIENT_ID: api.clientId,
      PARTNER_CLIENT_SECRET: api.clientSecret,
      NEXTAUTH_SECRET: "start-modes-nextauth-secret",
    };
    const repo = freshClone();

    let server = await start(repo, { ...realApi, DATABASE_URL: "" });
    addAdmin(repo, "");
    await expectSignedInProjects(server.baseUrl);
    await stop(server);

    server = await start(repo, {
      PARTNER_ENVIRONMENTS: JSON.stringify([{ name: "Staging", kind: "staging", ...api }]),
      NEXTAUTH_SECRET: "start-modes-nextauth-secret",
      DATABASE_URL: "",
    });
    addAdmin(repo, "");
    await expectSignedInProjects(server.baseUrl);
    await stop(server);

    const sandboxDb = embeddedDatabaseUrl(path.join(sandboxRepo, ".data"));
    expect(sandboxDb).toBeDefined();
    const admin = new pg.Client({ connectionString: sandboxDb });
    await admin.connect();
    await admin.query("CREATE DATABASE start_modes");
    await admin.end();
    const databaseUrl = sandboxDb!.replace(/\/partner_console$/, "/start_modes");
    server = await start(repo, { ...realApi, DATABASE_URL: databaseUrl });
    addAdmin(repo, databaseUrl);
    await expectSignedInProjects(server.baseUrl);
    expect(server.output()).toContain("DATABASE_URL postgres://");
    expect(fs.existsSync(path.join(repo, ".data", "pg"))).toBe(false); // no embedded PostgreSQL was started
  });
});
