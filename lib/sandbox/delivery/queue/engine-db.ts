import "server-only";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { logger } from "@/lib/logger";
import { observePool } from "@/lib/metrics/pools";
import { sandboxConfig } from "../../core/config";
import { schema, type SandboxDb } from "../../core/db";

const g = globalThis as unknown as { __pcEngineDb?: SandboxDb };

// The delivery engine's own connections, apart from the pool that serves requests: under load the engine's
// statements would otherwise queue behind every request's (and its bursts delay requests in turn). Sized by
// SANDBOX_ENGINE_POOL_MAX (default 10): the fan-out transaction and its entity reads (up to four at once), a claim,
// a batch of completions, a NOTIFY and a transaction or two for completions that touch their subscription. The
// request pool is DATABASE_POOL_MAX (lib/db).
export function engineDb(): SandboxDb {
  if (!g.__pcEngineDb) {
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: sandboxConfig().webhooks.poolMax,
    });
    // An idle connection the server closes (a restart, a stop) is dropped; unhandled, it would end the process.
    pool.on("error", (err) => logger.warn({ reason: err.message }, "an idle engine connection was closed"));
    // A connection in use that PostgreSQL ends would otherwise emit 'error' unheard and end the process (lib/db).
    pool.on("connect", (client) =>
      client.on("error", (err) =>
        logger.warn({ reason: err.message }, "an engine connection in use was closed"),
      ),
    );
    observePool("engine", pool);
    // Closed with the request pool, after the worker has recorded its last attempts.
    onShutdown("close", "delivery engine pool", () => pool.end());
    g.__pcEngineDb = drizzle(pool, { schema });
  }
  return g.__pcEngineDb;
}
