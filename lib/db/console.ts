import "server-only";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { db } from "./index";
import * as schema from "./console-schema";

export type ConsoleDb = NodePgDatabase<typeof schema>;

let instance: ConsoleDb | undefined;
export function cdb(): ConsoleDb {
  instance ??= db(schema);
  return instance;
}

export { schema as consoleTables };
