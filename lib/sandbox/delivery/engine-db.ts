import "server-only";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { logger } from "@/lib/logger";
import { schema, type SandboxDb } from "../core/db";

// The fan-out transaction and its entity reads (up to four at once), a claim, a batch of completions, a NOTIFY
// and a transaction or two for completions that touch their subscription.
const ENGINE_CONNECTIONS = 10;

const g = globalThis as unknown as { __pcEngineDb?: SandboxDb };

// The delivery engine's own connections, apart from the pool that serves requests: under load the engine's
// statements would otherwise queue behind every request's (and its bursts delay requests in turn).
export function engineDb(): SandboxDb {
  if (!g.__pcEngineDb) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: ENGINE_CONNECTIONS });
    // An idle connection the server closes (a restart, a stop) is dropped; unhandled, it would end the process.
    pool.on("error", (err) => logger.warn({ reason: err.message }, "an idle engine connection was closed"));
    g.__pcEngineDb = drizzle(pool, { schema });
  }
  return g.__pcEngineDb;
}
