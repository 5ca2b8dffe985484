import pg from "pg";
import { afterAll, beforeAll } from "vitest";

// A client of the suite's database for the enclosing describe block (connected before its tests, closed after),
// for tests that read or write tables the API does not show. Call the returned function inside a test.
export function databaseClient(databaseUrl: string): () => pg.Client {
  let db: pg.Client | undefined;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });
  return () => {
    if (!db) throw new Error("the database client is used outside a test");
    return db;
  };
}
