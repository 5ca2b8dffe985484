import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export { freePort };

export type TestServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  // Everything the server printed so far (stdout and stderr).
  output: () => string;
  stop: () => Promise<void>;
  kill9: () => void;
};

// Whether the launcher holding DATA_DIR's lock is still running (a launcher killed with -9 leaves its lock).
function launcherAlive(dataDir: string): boolean {
  try {
    const { pid } = JSON.parse(fs.readFileSync(path.join(dataDir, "launcher.lock"), "utf8")) as {
      pid: number;
    };
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Starts the app through the same launcher as `npm start` (embedded PostgreSQL unless DATABASE_URL is given),
// on a loopback port with a data directory of its own, and waits until it is healthy. With `cwd` it runs in that
// checkout with its default data directory (`.data`), as `npm start` there would; `build` lets it build when the
// sources changed, as `npm start` does.
type StartOpts = { dataDir?: string; port?: number; cwd?: string; build?: boolean };

// A port found free can still be taken before the app listens on it (by another listener; or by an outgoing
// connection where freePort() had to fall back on the ephemeral range). When the caller chose neither the port nor
// the data directory, such a start is tried again (three times at most) on another port, in a fresh directory.
export async function startServer(
  env: Record<string, string> = {},
  opts: StartOpts = {},
): Promise<TestServer> {
  const retryable = opts.port === undefined && opts.dataDir === undefined && opts.cwd === undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, opts);
    } catch (err) {
      if (!retryable || attempt >= 3 || !(err instanceof PortTaken)) throw err;
      removeDir(err.dataDir);
    }
  }
}

function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}

class PortTaken extends Error {
  constructor(
    message: string,
    readonly dataDir: string,
  ) {
    super(message);
  }
}

async function startOnce(env: Record<string, string>, opts: StartOpts): Promise<TestServer> {
  const port = opts.port ?? (await freePort());
  const root = opts.cwd ?? path.resolve(import.meta.dirname, "../..");
  // A directory made here is the server's own: stop() removes it (a database and its WAL each, hundreds of MB over
  // a suite, which filled the CI machine's disk while they were kept).
  const ownDir = !opts.dataDir && !opts.cwd;
  const dataDir =
    opts.dataDir ??
    (opts.cwd ? path.join(root, ".data") : fs.mkdtempSync(path.join(os.tmpdir(), "pc-test-")));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATA_DIR: _inherited, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/start.ts", ...(opts.build ? [] : ["--no-build"])],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...parentEnv,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: baseUrl,
        ...(opts.cwd && !opts.dataDir ? {} : { DATA_DIR: dataDir }),
        SANDBOX_RATE_LIMIT: "1000000",
        SANDBOX_USAGE_LIMIT: "10000000",
        // Tests (the fuzzer's forged credentials, oauth.test.ts) fail client authentication from 127.0.0.1 far
        // more than 20 times; the token endpoint's throttle is tested on a server of its own
        // (request-bounds.test.ts).
        SANDBOX_AUTH_FAILURES: "1000000",
        LOG_LEVEL: "warn",
        ...env,
      },
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  // SERVER_OUTPUT_FILE (benches, debugging): the server's output is also appended to that file as it comes.
  const copyTo = process.env.SERVER_OUTPUT_FILE;
  if (copyTo)
    for (const s of [child.stdout, child.stderr]) s?.on("data", (d) => fs.appendFileSync(copyTo, d));
  const deadline = Date.now() + 90_000;
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  for (;;) {
    if (child.exitCode !== null) {
      killGroup();
      const message = `server exited (${child.exitCode}):\n${output}`;
      // Wait for the launcher (which stops its database) before the directory may be removed.
      for (let i = 0; i < 100 && launcherAlive(dataDir); i++) await new Promise((r) => setTimeout(r, 100));
      if (output.includes("EADDRINUSE")) throw new PortTaken(message, dataDir);
      throw new Error(message);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && output.includes("Partner Console")) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      killGroup();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT");
        await exited;
      }
      // tsx's wrapper may exit before the launcher inside has stopped its database; the launcher lets go of its
      // lock last, so a later start or CLI on this data directory never meets a database shutting down.
      for (let i = 0; i < 300 && launcherAlive(dataDir); i++) await new Promise((r) => setTimeout(r, 100));
      if (ownDir && !launcherAlive(dataDir)) removeDir(dataDir);
    },
    kill9: killGroup,
  };
}
