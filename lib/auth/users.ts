import "server-only";
import { eq, sql } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { Role } from "@/lib/db/console-schema";
import { recordSecurityEvent } from "@/lib/audit-log/security";
import { hashPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";

const u = consoleTables.users;

export async function findUserByEmail(email: string) {
  const [row] = await cdb()
    .select()
    .from(u)
    .where(sql`lower(${u.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

// Why a known user may not sign in with a password (the audit log's detail; the user sees the usual failure).
export function signInRefusal(user: { status: string; passwordHash: string | null }): string | undefined {
  if (user.status !== "active") return "user disabled";
  if (user.passwordHash == null) return "no password set";
  return undefined;
}

export async function markSignedIn(userId: number, method: "password" | "sso") {
  await cdb().update(u).set({ lastSignInAt: new Date(), signInMethod: method }).where(eq(u.id, userId));
}

// Creates the user unless one with that email exists (whoever created it first wins; nothing is updated).
export async function insertUserIfAbsent(input: {
  email: string;
  role: Role;
  password: string;
  name: string;
}) {
  if (await findUserByEmail(input.email)) return;
  const passwordHash = await hashPassword(input.password);
  await cdb()
    .insert(u)
    .values({ email: input.email.trim().toLowerCase(), role: input.role, passwordHash, name: input.name })
    .onConflictDoNothing();
}

// Creates the user, or updates role and password of an existing one (so the CLI can also reset a password, and
// enable a disabled user again: the way back in when no admin is left to do it).
// A changed password or role ends the user's sessions: whoever held one signs in again, under the new rules.
export async function upsertUser(input: { email: string; role: Role; password: string; name?: string }) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(email);
  if (existing) {
    await cdb()
      .update(u)
      .set({ role: input.role, passwordHash, name: input.name ?? existing.name, status: "active" })
      .where(eq(u.id, existing.id));
    const revoked = await revokeUserSessions(existing.id);
    await recordSecurityEvent({
      operation: "auth.sessions-revoked",
      outcome: "ok",
      email,
      userId: existing.id,
      role: input.role,
      detail: `${revoked} session(s) revoked: password${existing.role === input.role ? "" : " and role"} changed (user:add)`,
    });
    return { id: existing.id, created: false, revoked };
  }
  const [row] = await cdb()
    .insert(u)
    .values({ email, role: input.role, passwordHash, name: input.name ?? null })
    .returning({ id: u.id });
  return { id: row!.id, created: true, revoked: 0 };
}
