import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ConsoleApiError } from "@/lib/api/errors";
import type { ConsoleUser } from "@/lib/auth/current";
import { cdb, consoleTables } from "@/lib/db/console";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import { readState, reached, write, type Fields } from "./actions";
import { UNDO_WINDOW_MS, type BulkEntity } from "./types";

const t = consoleTables.undoRecords;
export type UndoOffer = { id: number; until: string };

// Keeps what a single write changed (only the fields that differ), so Undo can revert exactly that for 30 s.
export async function offerUndo(
  user: ConsoleUser,
  entity: BulkEntity,
  recordId: number,
  before: Fields,
  after: Fields,
): Promise<UndoOffer | undefined> {
  const keys = Object.keys(after).filter((k) => k in before && before[k] !== after[k]);
  if (keys.length === 0) return undefined;
  const pick = (f: Fields) => Object.fromEntries(keys.map((k) => [k, f[k]]));
  const [row] = await cdb()
    .insert(t)
    .values({
      environment: user.environment.name,
      userId: user.id,
      entity,
      recordId,
      before: pick(before),
      after: pick(after),
    })
    .returning({ id: t.id, at: t.createdAt });
  return { id: row!.id, until: new Date(row!.at.getTime() + UNDO_WINDOW_MS).toISOString() };
}

// Reverts one offered change, once, within its 30 s, unless the record changed since (then says how).
export async function undoSingle(user: ConsoleUser, api: PartnerApiClient, id: number) {
  const [row] = await cdb()
    .update(t)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(t.id, id),
        eq(t.userId, user.id),
        eq(t.environment, user.environment.name),
        isNull(t.usedAt),
        sql`${t.createdAt} > now() - make_interval(secs => ${UNDO_WINDOW_MS / 1000})`,
      ),
    )
    .returning();
  if (!row)
    throw new ConsoleApiError(
      409,
      "undo_expired",
      "This change can no longer be undone (30 s have passed, or it was undone).",
    );
  const now = await readState(api, row.entity, row.recordId);
  if (!now) throw new ConsoleApiError(409, "changed_since", "The record no longer exists.");
  if (!reached(now, row.after)) {
    const what = Object.keys(row.after)
      .map((k) => `${k} is now ${String(now[k])}`)
      .join(", ");
    throw new ConsoleApiError(409, "changed_since", `Not undone: the record changed since (${what}).`);
  }
  const step = { entity: row.entity, action: "undo" as const, value: null };
  const after = await write(api, step, row.recordId, row.before);
  return { entity: row.entity, id: row.recordId, reverted: row.before, now: after };
}
