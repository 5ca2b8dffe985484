import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { IndexKind } from "./rows";

const t = consoleTables.indexState;
export type IndexStateRow = typeof t.$inferSelect;

export async function readStates(environment: string): Promise<IndexStateRow[]> {
  return cdb().select().from(t).where(eq(t.environment, environment));
}

// The pass in hand for (environment, kind): a new one, or the one a stopped process left (it resumes at its
// offset). Only the holder of the environment's advisory lock calls this.
export async function beginPass(environment: string, name: string, kind: IndexKind, owner: string) {
  const rows = await cdb().execute<{ pass_started_at: Date; pass_offset: number }>(sql`
    INSERT INTO console.index_state (environment, kind, environment_name, pass_started_at, owner, heartbeat_at)
    VALUES (${environment}, ${kind}, ${name}, now(), ${owner}, now())
    ON CONFLICT (environment, kind) DO UPDATE SET
      pass_started_at = coalesce(index_state.pass_started_at, now()),
      pass_offset = CASE WHEN index_state.pass_started_at IS NULL THEN 0 ELSE index_state.pass_offset END,
      environment_name = EXCLUDED.environment_name, owner = EXCLUDED.owner, heartbeat_at = now(), error = NULL
    RETURNING pass_started_at, pass_offset`);
  const row = rows.rows[0]!;
  return { passStartedAt: new Date(row.pass_started_at), offset: row.pass_offset };
}

// False when the state row is gone (the index was rebuilt meanwhile): the pass stops.
export async function passProgress(environment: string, kind: IndexKind, offset: number, total: number) {
  const res = await cdb().execute(sql`
    UPDATE console.index_state SET pass_offset = ${offset}, total = ${total}, heartbeat_at = now(),
      indexed = (SELECT count(*) FROM console.index_records WHERE environment = ${environment} AND kind = ${kind})
    WHERE environment = ${environment} AND kind = ${kind} AND pass_started_at IS NOT NULL`);
  return (res.rowCount ?? 0) > 0;
}

export async function finishPass(environment: string, kind: IndexKind, passStartedAt: Date) {
  await cdb().execute(sql`
    UPDATE console.index_state SET complete_as_of = ${passStartedAt.toISOString()}, pass_started_at = NULL,
      pass_offset = 0, heartbeat_at = now(), error = NULL,
      indexed = (SELECT count(*) FROM console.index_records WHERE environment = ${environment} AND kind = ${kind}),
      total = CASE WHEN ${kind} = 'client'
        THEN (SELECT count(*) FROM console.index_records WHERE environment = ${environment} AND kind = 'client')
        ELSE total END
    WHERE environment = ${environment} AND kind = ${kind}`);
}

export async function failPass(environment: string, kind: IndexKind, message: string) {
  await cdb()
    .update(t)
    .set({ error: message.slice(0, 500), heartbeatAt: new Date() })
    .where(and(eq(t.environment, environment), eq(t.kind, kind)));
}
