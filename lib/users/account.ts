import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { ConsoleApiError } from "@/lib/api/errors";
import { hashPassword, passwordProblem, verifyPassword } from "@/lib/auth/passwords";
import { revokeSession, revokeUserSessions } from "@/lib/auth/sessions";
import { cdb, consoleTables } from "@/lib/db/console";
import { environments } from "@/lib/partner-api/environments";
import { deviceOf } from "./device";
import { liveSessionWhere } from "./list";
import type { Account, OwnSession } from "./types";

const u = consoleTables.users;
const s = consoleTables.sessions;

// A session's id is its bearer secret's key: the browser gets a hash of it to name the session by.
const handleOf = (sessionId: string) =>
  createHash("sha256").update(sessionId).digest("base64url").slice(0, 22);

export async function readAccount(userId: number): Promise<Account> {
  const [row] = await cdb().select().from(u).where(eq(u.id, userId));
  if (!row) throw new ConsoleApiError(404, "not_found", "Your account no longer exists.");
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    hasPassword: row.passwordHash != null,
    defaultEnvironment: row.defaultEnvironment,
    environments: environments().map((e) => e.name),
  };
}

export async function updateAccount(
  userId: number,
  change: { name?: string; defaultEnvironment?: string | null },
) {
  const env = change.defaultEnvironment;
  if (env != null && !environments().some((e) => e.name === env))
    throw new ConsoleApiError(400, "validation_failed", "defaultEnvironment: no environment has that name", [
      { path: "defaultEnvironment", message: "no environment has that name" },
    ]);
  await cdb().update(u).set(change).where(eq(u.id, userId));
  return readAccount(userId);
}

// The current password is required; every other session ends (a thief holding one is signed out), this one stays.
export async function changePassword(user: { id: number; sessionId: string }, current: string, next: string) {
  const problem = passwordProblem(next);
  if (problem)
    throw new ConsoleApiError(400, "validation_failed", `newPassword: ${problem}`, [
      { path: "newPassword", message: problem },
    ]);
  const [row] = await cdb().select({ hash: u.passwordHash }).from(u).where(eq(u.id, user.id));
  if (!row?.hash)
    throw new ConsoleApiError(
      409,
      "no_password",
      "Your account signs in without a password; there is none to change.",
    );
  if (!(await verifyPassword(current, row.hash)))
    throw new ConsoleApiError(400, "wrong_password", "The current password is not correct.", [
      { path: "currentPassword", message: "The current password is not correct." },
    ]);
  await cdb()
    .update(u)
    .set({ passwordHash: await hashPassword(next) })
    .where(eq(u.id, user.id));
  return { ended: await revokeUserSessions(user.id, { except: user.sessionId }) };
}

export async function ownSessions(user: { id: number; sessionId: string }): Promise<OwnSession[]> {
  const rows = await cdb()
    .select()
    .from(s)
    .where(and(eq(s.userId, user.id), liveSessionWhere()))
    .orderBy(desc(s.lastSeenAt));
  return rows.map((r) => ({
    handle: handleOf(r.id),
    device: deviceOf(r.userAgent),
    address: r.address,
    signedInAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === user.sessionId,
  }));
}

// Ends one of the user's other sessions (this one ends by signing out).
export async function endOwnSession(user: { id: number; sessionId: string }, handle: string) {
  const rows = await cdb()
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.userId, user.id), liveSessionWhere()));
  const found = rows.find((r) => handleOf(r.id) === handle);
  if (!found) throw new ConsoleApiError(404, "not_found", "That session has already ended.");
  if (found.id === user.sessionId)
    throw new ConsoleApiError(409, "current_session", "This is the session you are using: sign out instead.");
  await revokeSession(found.id);
  return { ended: 1 };
}

export const endOtherSessions = async (user: { id: number; sessionId: string }) => ({
  ended: await revokeUserSessions(user.id, { except: user.sessionId }),
});
