import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { onShutdown } from "@/lib/lifecycle/shutdown";
import { logger } from "@/lib/logger";
import { traceQueries } from "@/lib/tracing";
import { observePool } from "@/lib/metrics/pools";
import { noteDatabaseDown } from "./availability";

// One pool per server process, kept on globalThis so that dev-mode module reloads do not open new ones.
const globalForDb = globalThis as unknown as { __pcPool?: pg.Pool };

export function getPool(): pg.Pool {
  if (!globalForDb.__pcPool) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) {
      throw new Error(
        "DATABASE_URL is not set: start the app with `npm start`, which provides an embedded PostgreSQL.",
      );
    }
    const pool = new pg.Pool({
      connectionString,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    });
    // An idle connection the server closes (a restart, a failover, a stop) is dropped by the pool; unhandled,
    // its error event would end the process.
    pool.on("error", (err) => {
      noteDatabaseDown();
      logger.warn({ reason: err.message }, "an idle database connection was closed");
    });
    // pg-pool listens for errors only on idle connections: one checked out (a transaction waiting on the app, the
    // crawler's lock connection) that PostgreSQL ends emits 'error' with no listener, which ended the process.
    // Its query fails instead, and the pool drops it when it comes back.
    pool.on("connect", (client) =>
      client.on("error", (err) => {
        noteDatabaseDown();
        logger.warn({ reason: err.message }, "a database connection in use was closed");
      }),
    );
    traceQueries(pool);
    observePool("main", pool);
    globalForDb.__pcPool = pool;
    // Closed last on shutdown, once requests and background work are done with it.
    onShutdown("close", "database pool", () => pool.end());
  }
  return globalForDb.__pcPool;
}

export function db<TSchema extends Record<string, unknown>>(schema: TSchema): NodePgDatabase<TSchema> {
  return drizzle(getPool(), { schema });
}
