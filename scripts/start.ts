// npm start: PostgreSQL (embedded unless DATABASE_URL is set), a production build when sources changed, then
// `next start`. Ctrl-C stops both. Used by the tests too, with PORT, HOST and DATA_DIR of their own.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { needsBuild } from "./lib/build-state";
import { startEmbeddedPg, type RunningPg } from "./lib/embedded-pg";

const root = process.cwd();
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
const log = (m: string) => console.log(`[start] ${m}`);
const nextBin = path.join(root, "node_modules", ".bin", "next");

let pg: RunningPg | undefined;
let app: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (app && app.exitCode === null) {
    app.kill("SIGTERM");
    await new Promise((r) => app!.once("exit", r));
  }
  if (pg) await pg.stop().catch(() => undefined);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

async function waitHealthy(): Promise<void> {
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/api/health`;
  for (let i = 0; i < 600; i++) {
    if (app?.exitCode !== null && app?.exitCode !== undefined)
      throw new Error(`the app exited with code ${app.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the app did not become healthy within 60 s");
}

function banner() {
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
    "",
  ];
  console.log(lines.join("\n"));
}

// Sessions are signed with NEXTAUTH_SECRET. Against the sandbox one is generated once into DATA_DIR; against a
// real API it must be configured, since a generated secret would be lost with the data directory.
function nextAuthSecret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const realApi = process.env.PARTNER_API_BASE_URL || process.env.PARTNER_ENVIRONMENTS;
  if (realApi) throw new Error("NEXTAUTH_SECRET must be set when a real Partner API is configured.");
  const file = path.join(dataDir, "nextauth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

async function main() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    APP_URL: appUrl,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
    NEXTAUTH_SECRET: nextAuthSecret(),
    DATA_DIR: dataDir,
  };
  if (!env.DATABASE_URL) {
    const started = Date.now();
    pg = await startEmbeddedPg(dataDir, log);
    env.DATABASE_URL = pg.url;
    log(`embedded PostgreSQL ready in ${Date.now() - started} ms (data in ${path.join(dataDir, "pg")})`);
  }
  if (!dev && needsBuild(root) && !process.argv.includes("--no-build")) {
    log("building the app (first start, or sources changed)…");
    const build = spawnSync(nextBin, ["build"], {
      stdio: "inherit",
      env: { ...env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  app = spawn(nextBin, [dev ? "dev" : "start", "-p", String(port), "-H", host], {
    stdio: "inherit",
    env: { ...env, NODE_ENV: dev ? "development" : "production" },
  });
  app.on("exit", (code) => {
    if (!stopping) void shutdown(code ?? 1);
  });
  await waitHealthy();
  banner();
}

main().catch((err) => {
  console.error(`[start] ${(err as Error).message}`);
  void shutdown(1);
});
