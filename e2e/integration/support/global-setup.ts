import pg from "pg";
import type { TestProject } from "vitest/node";
import { embeddedDatabaseUrl } from "../../../lib/dev/embedded-database-url";
import { startServer } from "../../../lib/dev/server";

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

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}
