import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import path from "node:path";
import type pg from "pg";

// Each half keeps its own migrations folder and journal table, so a deployment against a real API never
// creates the sandbox's schema. An advisory lock makes concurrent starts of several processes safe.
const LOCK_KEY = 7_460_311;
// The schemas this process migrated at start, which /api/ready checks stay migrated (lib/lifecycle/readiness.ts).
const g = globalThis as unknown as { __pcMigratedParts?: Set<string> };
export const migratedParts = (): string[] => [...(g.__pcMigratedParts ?? [])];

export async function applyMigrations(pool: pg.Pool, part: "console" | "sandbox"): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await migrate(drizzle(client), {
      migrationsFolder: path.join(process.cwd(), "drizzle", part),
      migrationsSchema: part,
      migrationsTable: "__migrations",
    });
    (g.__pcMigratedParts ??= new Set()).add(part);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
