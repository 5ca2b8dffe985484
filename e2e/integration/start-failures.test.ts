import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer, type TestServer } from "../../lib/dev/server";

// Every start failure is one plain paragraph on stderr and a non-zero exit, never a stack trace.

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const tmpDirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-start-"));
  tmpDirs.push(dir);
  return dir;
};
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// These launchers use the embedded PostgreSQL even when the suite runs against an external one (CI's second pass).
const embedded = { DATABASE_URL: "" };

function start(env: Record<string, string>) {
  return spawnSync(tsx, ["--conditions=react-server", "scripts/start.ts", "--no-build"], {
    cwd: root,
    env: { ...process.env, ...embedded, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

function expectPlainFailure(r: ReturnType<typeof start>, firstLine: string | RegExp) {
  expect(r.status).toBe(1);
  const first = r.stderr.trim().split("\n")[0] ?? "";
  if (typeof firstLine === "string") expect(first).toBe(firstLine);
  else expect(first).toMatch(firstLine);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stdout + r.stderr).not.toMatch(/^\s+at /m);
  expect(r.stdout).not.toContain("Partner Console"); // no banner for a start that failed
}

describe("npm start failures", { timeout: 120_000 }, () => {
  it("port in use: names the port and the remedy before any banner", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, "127.0.0.1", r));
    try {
      const r = start({ PORT: String(port), DATA_DIR: dataDir() });
      expectPlainFailure(
        r,
        `port ${port} is in use; stop what uses it or run \`PORT=${port + 1} npm start\``,
      );
    } finally {
      blocker.close();
    }
  });

  it("an unreachable DATABASE_URL: says which, why, and the remedies, without the password", async () => {
    const port = await freePort();
    const r = start({
      PORT: String(await freePort()),
      DATA_DIR: dataDir(),
      DATABASE_URL: `postgres://pc:very-secret-pw@127.0.0.1:${port}/pc`,
    });
    expectPlainFailure(
      r,
      `cannot reach the database in DATABASE_URL (postgres://pc:***@127.0.0.1:${port}/pc): connect ECONNREFUSED 127.0.0.1:${port}. Start that server or correct DATABASE_URL, or unset DATABASE_URL to use the embedded PostgreSQL in ${r.stderr.match(/PostgreSQL in (\S+)\.$/m)?.[1]}.`,
    );
    expect(r.stderr).not.toContain("very-secret-pw");
  });

  it("a DATABASE_URL that is not an address", () => {
    const r = start({ DATA_DIR: dataDir(), DATABASE_URL: "localhost:5432" });
    expectPlainFailure(r, /^DATABASE_URL is not a PostgreSQL address/);
  });

  it("a second start on the same data directory: says one is running, where, and how to run another", async () => {
    const server = await startServer(embedded);
    servers.push(server);
    const r = start({ PORT: String(await freePort()), DATA_DIR: server.dataDir });
    expectPlainFailure(
      r,
      new RegExp(
        `^npm start is already running on this data directory \\(${server.dataDir}\\): process \\d+, serving ${server.baseUrl}\\. `,
      ),
    );
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200); // the first one is untouched
  });

  it("a database that cannot start: why, and where its log is", async () => {
    const dir = dataDir();
    const first = await startServer(embedded, { dataDir: dir });
    await first.stop();
    const pgDir = fs.readFileSync(path.join(dir, "pg-location"), "utf8").trim();
    fs.writeFileSync(path.join(pgDir, "PG_VERSION"), "9\n"); // files of another major version
    const r = start({ PORT: String(await freePort()), DATA_DIR: dir });
    expectPlainFailure(
      r,
      /^The embedded PostgreSQL stopped while starting \(exit 1: .+\)\. Its log is \S+postgres\.log\. /,
    );
  });

  it("Ctrl-C during the seed leaves nothing that breaks the next start", async () => {
    const dir = dataDir();
    const port = await freePort();
    const child = spawn(tsx, ["--conditions=react-server", "scripts/start.ts", "--no-build"], {
      cwd: root,
      detached: true, // a process group of its own, which Ctrl-C in a terminal signals as a whole
      env: {
        ...process.env,
        ...embedded,
        HOST: "127.0.0.1",
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dir,
        LOG_LEVEL: "info",
        SANDBOX_SEED_SCALE: "20",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const seeding = new Promise<void>((resolve) => {
      const on = (d: Buffer) => {
        output += d;
        if (output.includes("seeding the sandbox")) resolve();
      };
      child.stdout.on("data", on);
      child.stderr.on("data", on);
    });
    await seeding;
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((r) => child.once("exit", r));
    process.kill(-child.pid!, "SIGINT");
    expect(await exited).toBe(0);
    expect(output).not.toContain("sandbox seeded");
    expect(output).not.toContain("Partner Console");

    const server = await startServer(embedded, { dataDir: dir });
    servers.push(server);
    expect(server.output()).not.toMatch(/^\s+at /m);
    const token = await fetch(`${server.baseUrl}/sandbox/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: "sandbox-partner",
        client_secret: "sandbox-secret",
        audience: server.baseUrl,
        scope: "read:projects",
      }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const list = await fetch(`${server.baseUrl}/sandbox/api/v1/projects?limit=1`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    }).then((r) => r.json() as Promise<{ total: number }>);
    expect(list.total).toBe(260); // the seed of scale 1, whole: the interrupted one left nothing behind
  });
});
