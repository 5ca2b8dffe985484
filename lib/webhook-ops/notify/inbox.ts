import "server-only";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import { toTransition } from "../timeline/rows";
import type { NotificationList } from "../types";

const n = consoleTables.notifications;
const tr = consoleTables.webhookTransitions;
export const INBOX_LIMIT = 50;

// The bell: a user's in-app notifications of an environment, newest first, and how many are unread.
export async function readInbox(userId: number, environment: string): Promise<NotificationList> {
  const mine = and(eq(n.userId, userId), eq(n.channel, "in_app"), eq(tr.environment, environment));
  const [rows, [unread]] = await Promise.all([
    cdb()
      .select({ n, t: tr })
      .from(n)
      .innerJoin(tr, eq(tr.id, n.transitionId))
      .where(mine)
      .orderBy(desc(n.id))
      .limit(INBOX_LIMIT),
    cdb()
      .select({ c: count() })
      .from(n)
      .innerJoin(tr, eq(tr.id, n.transitionId))
      .where(and(mine, isNull(n.readAt))),
  ]);
  return {
    unread: unread?.c ?? 0,
    items: rows.map((r) => ({
      ...toTransition(r.t),
      notificationId: r.n.id,
      readAt: r.n.readAt?.toISOString() ?? null,
    })),
  };
}

// Marks some (or, without ids, all) of a user's in-app notifications read.
export async function markRead(userId: number, ids: number[] | undefined): Promise<void> {
  await cdb()
    .update(n)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(n.userId, userId),
        eq(n.channel, "in_app"),
        isNull(n.readAt),
        ids ? inArray(n.id, ids.length ? ids : [-1]) : undefined,
      ),
    );
}
