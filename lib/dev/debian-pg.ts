// A throwaway cluster of Debian's PostgreSQL (as scripts/ci-external-pg.sh installs it) that a test can stop and
// start again: initdb into a temporary directory, run by the `postgres` user when the tests run as root (initdb
// refuses root), trust authentication on 127.0.0.1 only.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export type DebianPg = { url: string; stop: () => void; start: () => void; remove: () => void };

export function debianPgBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return undefined;
  const ver = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return ver && fs.existsSync(path.join(base, ver, "bin", "pg_ctl"))
    ? path.join(base, ver, "bin")
    : undefined;
}

export async function startDebianPg(): Promise<DebianPg> {
  const bin = debianPgBin();
  if (!bin) throw new Error("Debian's PostgreSQL is not installed (apt-get install postgresql)");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pc-debian-pg-"));
  const ids =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync("id", ["-u", "postgres"]).toString()),
          gid: Number(execFileSync("id", ["-g", "postgres"]).toString()),
        }
      : undefined;
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  const data = path.join(dir, "data");
  const run = (file: string, args: string[]) => {
    const r = spawnSync(path.join(bin, file), args, {
      ...ids,
      encoding: "utf8",
      env: { ...process.env, LC_ALL: "C" },
    });
    if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr || r.stdout}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
