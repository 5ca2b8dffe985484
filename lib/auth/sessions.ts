import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { cdb, consoleTables } from "@/lib/db/console";

export const IDLE_MS = 8 * 3_600_000;
export const ABSOLUTE_MS = 24 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;
const s = consoleTables.sessions;

// Server-side session records: the JWT cookie names one, and signing out revokes it, so a copied cookie
// stops working at once.
export async function createSession(userId: number, environment: string | null): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await cdb().insert(s).values({ id, userId, environment });
  return id;
}

export async function revokeSession(id: string) {
  await cdb()
    .update(s)
    .set({ revokedAt: new Date() })
    .where(and(eq(s.id, id), isNull(s.revokedAt)));
}

// Every live session of a user, when their password or role changed; answers how many there were.
export async function revokeUserSessions(userId: number): Promise<number> {
  const rows = await cdb()
    .update(s)
    .set({ revokedAt: new Date() })
    .where(and(eq(s.userId, userId), isNull(s.revokedAt)))
    .returning({ id: s.id });
  return rows.length;
}

export type LiveSession = { id: string; userId: number; environment: string | null };

// Idle after 8 hours without a request, over after 24 hours in all.
export function sessionExpired(row: { createdAt: Date; lastSeenAt: Date }, now: number): boolean {
  return now - row.createdAt.getTime() > ABSOLUTE_MS || now - row.lastSeenAt.getTime() > IDLE_MS;
}

export async function liveSession(id: string, now = Date.now()): Promise<LiveSession | undefined> {
  const [row] = await cdb().select().from(s).where(eq(s.id, id));
  if (!row || row.revokedAt) return undefined;
  if (sessionExpired(row, now)) {
    await revokeSession(id);
    return undefined;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await cdb()
      .update(s)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(s.id, id));
  return { id: row.id, userId: row.userId, environment: row.environment };
}

export async function setSessionEnvironment(id: string, environment: string) {
  await cdb().update(s).set({ environment }).where(eq(s.id, id));
}
