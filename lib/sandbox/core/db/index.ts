import "server-only";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { db } from "@/lib/db";
import * as schema from "./schema";

export type SandboxDb = NodePgDatabase<typeof schema>;
export type SandboxTx = Parameters<Parameters<SandboxDb["transaction"]>[0]>[0];
export type Queryable = SandboxDb | SandboxTx;

let instance: SandboxDb | undefined;
export function sdb(): SandboxDb {
  instance ??= db(schema);
  return instance;
}

export { schema };
