import "server-only";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { db } from "./index";
import * as schema from "./console-schema";

export type ConsoleDb = NodePgDatabase<typeof schema>;
// A transaction of it, or the database itself: helpers that may run inside a caller's transaction take either.
export type ConsoleTx = Parameters<Parameters<ConsoleDb["transaction"]>[0]>[0];
export type ConsoleDbOrTx = ConsoleDb | ConsoleTx;

let instance: ConsoleDb | undefined;
export function cdb(): ConsoleDb {
  instance ??= db(schema);
  return instance;
}

export { schema as consoleTables };
