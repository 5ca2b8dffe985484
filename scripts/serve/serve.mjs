// npm run serve (run from its copy in .next/standalone/serve): the standalone build (npm run build) with nothing else: no embedded database, no build tools, no
// tsx. Started with the request timeouts and graceful shutdown preloaded (package.json); checks the configuration,
// then runs Next's standalone server, whose start migrates under an advisory lock (lib/db/migrate.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseServeConfig } from "./serve-config.mjs";

const { config, problems } = parseServeConfig(process.env);
if (problems.length > 0) {
  for (const p of problems) console.error(`[serve] ${p}`);
  process.exit(1);
}
const appUrl = config.APP_URL ?? `http://localhost:${config.PORT}`;
Object.assign(process.env, {
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  HOSTNAME: config.HOST, // what the standalone server binds to
  PORT: String(config.PORT),
  APP_URL: appUrl,
  NEXTAUTH_URL: config.NEXTAUTH_URL ?? appUrl,
  SHUTDOWN_GRACE_S: String(config.SHUTDOWN_GRACE_S),
  DATABASE_POOL_MAX: String(config.DATABASE_POOL_MAX),
});
await import(pathToFileURL(path.join(import.meta.dirname, "..", "server.js")).href);
