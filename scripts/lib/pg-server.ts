// Runs a PostgreSQL cluster from the programs and data directory pgHome chose: initdb into a temporary
// directory renamed into place when complete (an interrupted first start leaves nothing half-made), then the
// server on 127.0.0.1 with every line it prints in a log file the failure messages point to.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { PgHome } from "./pg-home";
import { StartError } from "./start-error";

const REMEDY =
  "To use another place, set DATA_DIR to a directory of your own; to use a PostgreSQL server you run, set DATABASE_URL.";

function tail(logFile: string, lines = 3): string {
  try {
    const text = fs.readFileSync(logFile, "utf8").trim().split("\n");
    return text.slice(-lines).join(" / ");
  } catch {
    return "";
  }
}

function ownedByPostgres(target: string, home: PgHome) {
  if (home.ids) fs.chownSync(target, home.ids.uid, home.ids.gid);
}

function run(file: string, args: string[], home: PgHome, logFd: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...home.ids,
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, LC_MESSAGES: "C" },
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
}

// A new cluster with the `postgres` superuser's password, only when none exists yet.
export async function initCluster(home: PgHome, password: string, logFile: string): Promise<void> {
  if (fs.existsSync(path.join(home.pgDir, "PG_VERSION"))) return;
  const tmp = `${home.pgDir}.initialising`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true, mode: 0o700 });
  ownedByPostgres(tmp, home);
  const pwFile = path.join(os.tmpdir(), `pc-initdb-${randomBytes(6).toString("hex")}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  ownedByPostgres(pwFile, home);
  const logFd = fs.openSync(logFile, "a");
  try {
    const code = await run(
      path.join(home.binDir, "initdb"),
      [
        `--pgdata=${tmp}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--lc-messages=C",
      ],
      home,
      logFd,
    );
    if (code !== 0)
      throw new StartError(
        `The embedded PostgreSQL could not create its database in ${home.pgDir} (initdb exited with ${code}: ${tail(logFile)}). Its log is ${logFile}. ${REMEDY}`,
      );
  } finally {
    fs.closeSync(logFd);
    fs.rmSync(pwFile, { force: true });
  }
  fs.rmSync(home.pgDir, { recursive: true, force: true });
  fs.renameSync(tmp, home.pgDir);
}

export type PgServer = { child: ChildProcess; stop: () => Promise<void> };

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Starts the server and resolves once it accepts connections (as `postgres` to its maintenance database).
export async function startCluster(
  home: PgHome,
  port: number,
  adminUrl: string,
  logFile: string,
  onSpawn: (child: ChildProcess) => void,
): Promise<PgServer> {
  const logFd = fs.openSync(logFile, "a");
  const child = spawn(
    path.join(home.binDir, "postgres"),
    [
      "-D",
      home.pgDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
    ],
    // Its own process group: a Ctrl-C in the terminal reaches the app first, and the database is stopped last,
    // by the launcher, once nothing uses it.
    {
      ...home.ids,
      detached: true,
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, LC_MESSAGES: "C" },
    },
  );
  fs.closeSync(logFd);
  onSpawn(child);
  let spawnError: Error | undefined;
  child.once("error", (e) => (spawnError = e));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGINT"); // fast shutdown: committed work is on disk
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(timer);
  };
  for (let i = 0; i < 600; i++) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null)
      throw new StartError(
        `The embedded PostgreSQL stopped while starting (${spawnError?.message ?? `exit ${child.exitCode ?? child.signalCode}`}: ${tail(logFile)}). Its log is ${logFile}. ${REMEDY}`,
      );
    if (await connects(adminUrl)) return { child, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new StartError(
    `The embedded PostgreSQL did not accept connections within 60 s. Its log is ${logFile}. ${REMEDY}`,
  );
}

// The app's database, created when missing (also after a first start stopped between initdb and this step).
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
