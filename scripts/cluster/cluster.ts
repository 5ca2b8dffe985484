// npm run cluster -- --instances N: one PostgreSQL (embedded in DATA_DIR, default .data/cluster, or DATABASE_URL),
// N instances of the standalone build (npm run build) on loopback ports of their own, and haproxy in front on
// 127.0.0.1:PORT. The first instance migrates and seeds before the others start. Ctrl-C stops the instances
// gracefully (SIGTERM, SHUTDOWN_GRACE_S), then haproxy, then PostgreSQL.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../lib/dev/free-port";
import { abortStartingPg, startEmbeddedPg, type RunningPg } from "../lib/embedded-pg";
import { assertDatabaseReachable, assertPortFree, redactUrl } from "../lib/preflight";
import { failPlainlyOnCrash, plainFailure, StartError } from "../lib/start-error";
import { parseClusterArgs, poolSizes } from "./args";
import { ensureHaproxy, startHaproxy, waitRouting } from "./haproxy";
import { spawnInstance, stopInstance, waitReady, type Instance } from "./instances";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, ".data", "cluster"));
const log = (m: string) => console.log(`[cluster] ${m}`);
const graceS = Number(process.env.SHUTDOWN_GRACE_S) || 25;

let pg: RunningPg | undefined;
let lb: ChildProcess | undefined;
const instances: Instance[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  log("stopping: instances first (they finish their requests and deliveries), then haproxy, then PostgreSQL");
  await Promise.all(instances.map((i) => stopInstance(i, graceS)));
  if (lb && lb.exitCode === null) {
    const exited = new Promise((r) => lb!.once("exit", r));
    lb.kill("SIGTERM");
    await exited;
  }
  abortStartingPg();
  if (pg) await pg.stop().catch(() => undefined);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
failPlainlyOnCrash("npm run cluster", shutdown);

function secret(): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, "nextauth-secret");
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

async function main() {
  const { args, problems } = parseClusterArgs(process.argv.slice(2));
  if (!args) {
    for (const p of problems) console.error(`[cluster] ${p}`);
    process.exit(2);
  }
  if (!fs.existsSync(path.join(root, ".next", "standalone", "serve", "serve.mjs")))
    throw new StartError(
      "No build found: run `npm run build` first (npm run cluster runs the standalone build).",
    );
  await assertPortFree("127.0.0.1", args.port);
  const haproxy = ensureHaproxy(log);
  let database: string;
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await assertDatabaseReachable(databaseUrl, dataDir);
    database = `DATABASE_URL ${redactUrl(databaseUrl)}`;
  } else {
    pg = await startEmbeddedPg(dataDir, log);
    databaseUrl = pg.url;
    database = `embedded PostgreSQL, data in ${pg.pgDir}`;
  }
  const appUrl = process.env.APP_URL ?? `http://127.0.0.1:${args.port}`;
  const pools = poolSizes(args.instances);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: secret(),
    APP_URL: appUrl,
    DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? String(pools.main),
    SANDBOX_ENGINE_POOL_MAX: process.env.SANDBOX_ENGINE_POOL_MAX ?? String(pools.engine),
  };
  const ports: number[] = [];
  for (let i = 0; i < args.instances; i++) ports.push(await freePort());
  // The first instance migrates and seeds alone; the rest then start together on a ready schema.
  const [first, ...rest] = ports.map((port, i) => ({ name: `i${i + 1}`, port }));
  instances.push(spawnInstance(first!.name, first!.port, env));
  await waitReady(instances[0]!, () => stopping);
  for (const r of rest) instances.push(spawnInstance(r.name, r.port, env));
  await Promise.all(instances.slice(1).map((i) => waitReady(i, () => stopping)));
  if (stopping) return;
  for (const i of instances)
    i.child.on("exit", (code, signal) => {
      if (!stopping) log(`${i.name} exited (${code ?? signal}); haproxy sends its share to the others`);
    });
  lb = startHaproxy(haproxy, path.join(dataDir, "haproxy"), args.port, ports);
  lb.on("exit", (code) => {
    if (!stopping) {
      log(`haproxy exited (${code}); stopping`);
      void shutdown(1);
    }
  });
  await waitRouting(`http://127.0.0.1:${args.port}`);
  console.log(
    [
      "",
      `  Partner Console      ${appUrl}   (haproxy → ${instances.length} instance(s) on ${ports.map((p) => `127.0.0.1:${p}`).join(", ")})`,
      `  Database             ${database}`,
      `  Pools per instance   ${env.DATABASE_POOL_MAX} requests + ${env.SANDBOX_ENGINE_POOL_MAX} delivery engine + 1 worker liveness`,
      "  Ctrl-C stops it all gracefully.",
      "",
    ].join("\n"),
  );
}

main().catch((err) => {
  if (stopping) return;
  console.error(plainFailure(err, "npm run cluster"));
  void shutdown(1);
});
