import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startServer } from "../../support/server";

// One server for the whole integration suite. With DATABASE_URL set (CI runs the suite a second time against
// Debian's PostgreSQL) the sandbox schema is dropped first, so every run starts from the same seed.
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("DROP SCHEMA IF EXISTS sandbox CASCADE");
    await client.end();
  }
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", process.env.DATABASE_URL || embeddedDatabaseUrl(server.dataDir) || "");
  return async () => server.stop();
}

// The launcher's embedded PostgreSQL keeps its password in $DATA_DIR/pg-password, its data directory's path in
// $DATA_DIR/pg-location and its port on line 4 of postmaster.pid; the outbox tests read the events table through it
// ("" when it cannot be found).
export function embeddedDatabaseUrl(dataDir: string): string | undefined {
  try {
    const password = fs.readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
    const port = fs
      .readFileSync(
        path.join(fs.readFileSync(path.join(dataDir, "pg-location"), "utf8").trim(), "postmaster.pid"),
        "utf8",
      )
      .split("\n")[3]
      ?.trim();
    if (!password || !port || !/^\d+$/.test(port)) return undefined;
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/partner_console`;
  } catch {
    return undefined;
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}
