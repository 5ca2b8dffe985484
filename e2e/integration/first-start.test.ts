import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { runtimeDir } from "../../lib/dev/runtime-dir";
import { startServer, type TestServer } from "../../lib/dev/server";
import { cloneInto } from "./support/clone";
import { embeddedDatabaseUrl } from "../../lib/dev/embedded-database-url";

// As root, from a clone in a directory only its owner may enter (a 0700 home, `mktemp -d`): PostgreSQL runs as
// its own user, who cannot reach node_modules or .data there. The launcher must still start, seeded, and a second
// start in the same place must reuse the data. CI runs as root; elsewhere the case cannot arise.
const asRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

async function tokenFor(baseUrl: string, scope: string): Promise<string> {
  const res = await fetch(`${baseUrl}/sandbox/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "sandbox-partner",
      client_secret: "sandbox-secret",
      audience: baseUrl,
      scope,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function projectsTotal(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/sandbox/api/v1/projects?limit=1`, {
    headers: { authorization: `Bearer ${await tokenFor(baseUrl, "read:projects")}` },
  });
  return ((await res.json()) as { total: number }).total;
}

async function createProject(baseUrl: string, name: string) {
  const res = await fetch(`${baseUrl}/sandbox/api/v1/projects`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await tokenFor(baseUrl, "write:projects")}`,
    },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);
}

// The embedded PostgreSQL even when the suite runs against an external one (CI's second pass).
const embedded = { DATABASE_URL: "" };
const { DATA_DIR: _inherited, ...withoutDataDir } = process.env; // the clone's own `.data`, as a user there has it

function runScript(repo: string, script: string, args: string[]) {
  return spawnSync(
    path.join(repo, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", script, ...args],
    {
      cwd: repo,
      env: { ...withoutDataDir, ...embedded, LOG_LEVEL: "warn" },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
}

function privateDir(mode = 0o700): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-private-"));
  fs.chmodSync(dir, mode);
  cleanup.push(dir);
  return dir;
}

// Several launcher starts each (a copy of PostgreSQL, a seed): minutes on a busy two-core machine.
describe.skipIf(!asRoot)("first start as root in a private directory", { timeout: 240_000 }, () => {
  it("starts seeded, a second start in the same place reuses the data, and the CLIs find it", async () => {
    const dir = privateDir();
    const repo = cloneInto(dir);
    cleanup.push(runtimeDir(repo)); // where the launcher puts PostgreSQL's copy and data, even if a start fails
    const dataDir = path.join(repo, ".data");

    server = await startServer(embedded, { cwd: repo, build: true });
    const pgDir = fs.readFileSync(path.join(dataDir, "pg-location"), "utf8").trim();
    expect(path.dirname(path.dirname(pgDir))).toBe(runtimeDir(repo));
    expect(pgDir.startsWith(dir)).toBe(false);
    expect(server.output()).toContain(`data in ${pgDir}`); // the banner says where the data lives
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(await projectsTotal(server.baseUrl)).toBe(260);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700); // nothing loosened on the way
    await createProject(server.baseUrl, "Survives a restart");
    await server.stop();

    server = await startServer(embedded, { cwd: repo, build: true });
    expect(server.output()).toContain(`data in ${pgDir}`);
    expect(server.output()).not.toContain("seeding the sandbox");
    expect(await projectsTotal(server.baseUrl)).toBe(261);
    await server.stop();

    const add = runScript(repo, "scripts/user-add.ts", [
      "--email",
      "new@example.com",
      "--role",
      "support",
      "--password",
      "a long password",
    ]);
    expect(add.stderr).toBe("");
    expect(add.stdout).toContain("added new@example.com (support)");
    const reset = runScript(repo, "scripts/sandbox-reset.ts", []);
    expect(reset.status).toBe(0);

    // Both tools worked on the same database as npm start: the reset dropped the project made above, the user is in.
    server = await startServer(embedded, { cwd: repo, build: true });
    expect(await projectsTotal(server.baseUrl)).toBe(260);
    const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
    await db.connect();
    const { rowCount } = await db.query("SELECT 1 FROM console.users WHERE email = 'new@example.com'");
    await db.end();
    expect(rowCount).toBe(1);
    await server.stop();
  });

  it("moves the data of a clone that became private, and says so", async () => {
    const dir = privateDir(0o755);
    const repo = cloneInto(dir);
    cleanup.push(runtimeDir(repo));
    server = await startServer(embedded, { cwd: repo, build: true });
    const oldPg = path.join(repo, ".data", "pg");
    expect(fs.readFileSync(path.join(repo, ".data", "pg-location"), "utf8").trim()).toBe(oldPg);
    await createProject(server.baseUrl, "Moves with its database");
    await server.stop();

    fs.chmodSync(dir, 0o700);
    server = await startServer(embedded, { cwd: repo, build: true });
    const pgDir = fs.readFileSync(path.join(repo, ".data", "pg-location"), "utf8").trim();
    expect(path.dirname(path.dirname(pgDir))).toBe(runtimeDir(repo));
    expect(pgDir).not.toBe(oldPg);
    expect(server.output()).toContain(`Moved the database from ${oldPg}`);
    expect(fs.existsSync(oldPg)).toBe(false);
    expect(await projectsTotal(server.baseUrl)).toBe(261);
    await server.stop();

    // Made public again, the project keeps using the database where it now is.
    fs.chmodSync(dir, 0o755);
    server = await startServer(embedded, { cwd: repo, build: true });
    expect(server.output()).toContain(`data in ${pgDir}`);
    expect(await projectsTotal(server.baseUrl)).toBe(261);
  });
});
