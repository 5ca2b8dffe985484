// The database of a one-shot npm script (user:add, index:rebuild, sandbox:reset): DATABASE_URL, or the embedded
// PostgreSQL in DATA_DIR, shared with a running `npm start` or started for the script and stopped after. `work`
// runs once DATABASE_URL is set (lib/db is imported lazily so that it reads it), after the console's migrations
// when asked; the pool is closed after it succeeds.
import path from "node:path";
import { startEmbeddedPg, type RunningPg } from "./embedded-pg";

export async function withScriptDb(
  work: () => Promise<void>,
  options: { migrateConsole?: boolean; log?: (message: string) => void } = {},
): Promise<void> {
  let pg: RunningPg | undefined;
  if (!process.env.DATABASE_URL) {
    pg = await startEmbeddedPg(path.resolve(process.env.DATA_DIR || ".data"), options.log ?? (() => {}), {
      shareLive: true,
    });
    process.env.DATABASE_URL = pg.url;
  }
  try {
    const { getPool } = await import("../../lib/db");
    if (options.migrateConsole) {
      const { applyMigrations } = await import("../../lib/db/migrate");
      await applyMigrations(getPool(), "console");
    }
    await work();
    await getPool().end();
  } finally {
    await pg?.stop();
  }
}
