// npm start: PostgreSQL (embedded unless DATABASE_URL is set), a production build when sources changed, then
// `next start`. Ctrl-C stops both at any moment and the next start carries on. Every failure is one paragraph
// and a non-zero exit. Used by the tests too, with PORT, HOST and DATA_DIR of their own.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { appV8Flags } from "./lib/app-v8-flags";
import { needsBuild } from "./lib/build-state";
import { abortStartingPg, startEmbeddedPg, type RunningPg } from "./lib/embedded-pg";
import { takeLauncherLock } from "./lib/launcher-lock";
import { assertDatabaseReachable, assertPortFree, parsePort, redactUrl } from "./lib/preflight";
import { failPlainlyOnCrash, plainFailure, StartError } from "./lib/start-error";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const dataDir = path.resolve(process.env.DATA_DIR || ".data");
const host = process.env.HOST ?? "127.0.0.1";
const log = (m: string) => console.log(`[start] ${m}`);
const nextBin = path.join(root, "node_modules", ".bin", "next");

let pg: RunningPg | undefined;
let app: ChildProcess | undefined;
let build: ChildProcess | undefined;
let releaseLock: (() => void) | undefined;
let stopping = false;
const graceSeconds = () => Number(process.env.SHUTDOWN_GRACE_S) || 25;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of [build, app]) {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      // The app finishes its requests and deliveries within SHUTDOWN_GRACE_S (scripts/lib/graceful-shutdown.mjs)
      // and everything it writes is transactional, so one that takes longer is made a kill.
      const timer = setTimeout(() => child.kill("SIGKILL"), (graceSeconds() + 5) * 1000);
      await exited;
      clearTimeout(timer);
    }
  }
  abortStartingPg();
  if (pg) await pg.stop().catch(() => undefined);
  releaseLock?.();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
failPlainlyOnCrash("npm start", shutdown);

async function waitHealthy(port: number): Promise<void> {
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/api/health`;
  for (let i = 0; i < 600 && !stopping; i++) {
    if (app?.exitCode !== null && app?.exitCode !== undefined)
      throw new StartError(
        `the app stopped while starting (exit code ${app.exitCode}); its output is above.`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (stopping) return;
  throw new StartError(`the app did not answer ${url} within 60 s; its output is above.`);
}

function banner(appUrl: string, database: string[]) {
  const sandbox = !process.env.PARTNER_API_BASE_URL || process.env.SANDBOX === "on";
  const lines = [
    "",
    `  Partner Console      ${appUrl}`,
    ...(sandbox
      ? [
          `  Sandbox API          ${appUrl}/sandbox/api/v1   (docs: ${appUrl}/sandbox/docs)`,
          `  Sandbox token URL    ${appUrl}/sandbox/oauth/token   audience ${process.env.SANDBOX_AUDIENCE ?? new URL(appUrl).origin}`,
          "  Sandbox clients      sandbox-partner / sandbox-secret     (company 1, every scope)",
          "                       readonly-partner / readonly-secret   (company 1, read scopes)",
          "                       other-partner / other-secret         (company 2, every scope)",
          "  Demo sign-ins        admin@example.com, manager@example.com, support@example.com   password: console-demo",
        ]
      : []),
    ...database.map((line, i) => `  ${i === 0 ? "Database".padEnd(21) : " ".repeat(21)}${line}`),
    "",
  ];
  console.log(lines.join("\n"));
}

// Sessions are signed with NEXTAUTH_SECRET. Against the sandbox one is generated once into DATA_DIR; against a
// real API it must be configured, since a generated secret would be lost with the data directory.
function nextAuthSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const realApi = process.env.PARTNER_API_BASE_URL || process.env.PARTNER_ENVIRONMENTS;
  if (realApi) throw new StartError("NEXTAUTH_SECRET must be set when a real Partner API is configured.");
  const file = path.join(dataDir, "nextauth-secret");
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

// next build with its output on the terminal and in DATA_DIR/build.log, which the failure message points to.
async function runBuild(env: NodeJS.ProcessEnv): Promise<void> {
  const logFile = path.join(dataDir, "build.log");
  const out = fs.createWriteStream(logFile);
  log("building the app (first start, or sources changed)…");
  build = spawn(nextBin, ["build"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, NODE_ENV: "production" },
  });
  build.stdout?.on("data", (d) => (process.stdout.write(d), out.write(d)));
  build.stderr?.on("data", (d) => (process.stderr.write(d), out.write(d)));
  const code = await new Promise<number | null>((r) => build!.once("exit", (c) => r(c)));
  await new Promise((r) => out.end(r));
  if (stopping) return;
  if (code !== 0)
    throw new StartError(
      `the build failed (next build exited with code ${code}); its output is above and in ${logFile}. Fix what it names and run npm start again.`,
    );
}

async function main() {
  const port = parsePort(process.env.PORT);
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    APP_URL: appUrl,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
    NEXTAUTH_SECRET: nextAuthSecret(),
    DATA_DIR: dataDir,
  };
  releaseLock = takeLauncherLock(dataDir, appUrl);
  await assertPortFree(host, port);
  let database: string[];
  if (env.DATABASE_URL) {
    await assertDatabaseReachable(env.DATABASE_URL, dataDir);
    database = [`DATABASE_URL ${redactUrl(env.DATABASE_URL)}`];
  } else {
    const started = Date.now();
    pg = await startEmbeddedPg(dataDir, log);
    env.DATABASE_URL = pg.url;
    log(`embedded PostgreSQL ready in ${Date.now() - started} ms (data in ${pg.pgDir})`);
    database = [`embedded PostgreSQL, data in ${pg.pgDir}`, ...pg.notes];
  }
  if (!dev && needsBuild(root) && !process.argv.includes("--no-build")) await runBuild(env);
  if (stopping) return;
  const nextArgs = [dev ? "dev" : "start", "-p", String(port), "-H", host];
  // APP_NODE_ARGS: flags for the app's own Node process (not the launcher's, nor tsx's around it), which
  // NODE_OPTIONS cannot carry: `APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles the server under a
  // bench's load (the profile is written when it stops).
  const nodeArgs = [
    ...appV8Flags(root),
    // The server's request timeouts (scripts/lib/server-timeouts.mjs), set before Next creates it, and the
    // graceful shutdown that replaces Next's signal handling (as `npm run serve` has them).
    "--import",
    pathToFileURL(path.join(root, "scripts", "lib", "server-timeouts.mjs")).href,
    "--import",
    pathToFileURL(path.join(root, "scripts", "lib", "graceful-shutdown.mjs")).href,
    ...(process.env.APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  app = spawn(process.execPath, [...nodeArgs, nextBin, ...nextArgs], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: dev ? "development" : "production" },
  });
  app.on("exit", (code) => {
    if (!stopping) void shutdown(code ?? 1);
  });
  await waitHealthy(port);
  if (stopping) return; // interrupted while the app was starting: no banner for a server that is going away
  banner(appUrl, database);
}

main().catch((err) => {
  if (stopping) return;
  console.error(plainFailure(err));
  void shutdown(1);
});
