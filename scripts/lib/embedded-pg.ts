// The embedded PostgreSQL of `npm start`, `npm run user:add`, `npm run sandbox:reset` and the tests: one rule for
// where it lives (pg-home.ts), one way to run it (pg-server.ts), one password in DATA_DIR.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../lib/dev/free-port";
import { alive, liveServer, pgHome, pgLocationFile } from "./pg-home";
import { ensureDatabase, initCluster, startCluster } from "./pg-server";

export { pgLocationFile };

export type RunningPg = { url: string; pgDir: string; notes: string[]; stop: () => Promise<void> };

const PROJECT_ROOT = path.resolve(import.meta.dirname, "..", "..");
const DATABASE = "partner_console";

// A launcher killed with -9 leaves its PostgreSQL running. Stop it with a fast shutdown so this start owns the
// data directory; its committed rows survive through the WAL.
async function stopLeftover(pgDir: string, log: (m: string) => void) {
  const live = liveServer(pgDir);
  if (!live) return;
  log(`stopping a PostgreSQL left running by an earlier start (pid ${live.pid})`);
  process.kill(live.pid, "SIGINT");
  for (let i = 0; i < 100 && alive(live.pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(live.pid)) process.kill(live.pid, "SIGKILL");
}

// The PostgreSQL this process spawned and has not yet handed over, so an interrupt during start can stop it.
let starting: ChildProcess | undefined;
export function abortStartingPg() {
  if (starting && starting.exitCode === null) starting.kill("SIGINT");
}

// Starts (and on first use creates) the cluster for `dataDir`. With `shareLive`, a server already running on it
// (a running `npm start`) is used as it is and left running; otherwise one found running is taken to be a
// leftover of a killed launcher and stopped first.
export async function startEmbeddedPg(
  dataDir: string,
  log: (m: string) => void = () => {},
  opts: { shareLive?: boolean } = {},
): Promise<RunningPg> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // As root, PostgreSQL's own user must pass through DATA_DIR (never list it: its files are 0600).
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o711);
  const passwordFile = path.join(dataDir, "pg-password");
  if (!fs.existsSync(passwordFile))
    fs.writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  const urlFor = (port: number, db: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;

  const home = await pgHome(dataDir, PROJECT_ROOT);
  fs.writeFileSync(pgLocationFile(dataDir), `${home.pgDir}\n`, { mode: 0o600 });
  const logFile = path.join(dataDir, "postgres.log");
  const base = { pgDir: home.pgDir, notes: home.notes };

  const live = opts.shareLive ? liveServer(home.pgDir) : undefined;
  if (live) return { ...base, url: urlFor(live.port, DATABASE), stop: async () => {} };

  await initCluster(home, password, logFile);
  await stopLeftover(home.pgDir, log);
  const port = await freePort();
  const server = await startCluster(home, port, urlFor(port, "postgres"), logFile, (c) => (starting = c));
  starting = undefined;
  try {
    await ensureDatabase(urlFor(port, "postgres"), DATABASE);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { ...base, url: urlFor(port, DATABASE), stop: server.stop };
}
