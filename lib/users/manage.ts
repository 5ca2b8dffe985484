import "server-only";
import { and, eq } from "drizzle-orm";
import { ConsoleApiError } from "@/lib/api/errors";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { cdb, consoleTables, type ConsoleTx } from "@/lib/db/console";
import type { Role } from "@/lib/db/console-schema";
import { memberById } from "./list";
import { createPasswordLink } from "./password-links";
import type { TeamMember } from "./types";

const u = consoleTables.users;

export type MemberChange = { before: TeamMember; after: TeamMember; revoked: number };

const notFound = (id: number) => new ConsoleApiError(404, "not_found", `No user has the id ${id}.`);
const lastAdmin = () =>
  new ConsoleApiError(
    409,
    "last_admin",
    "This is the last active admin: make another user an admin first, so someone can still manage users.",
  );

// Runs an act on one user in a transaction that first locks every active admin's row: two admins demoting or
// disabling each other at once are serialised, and the second sees the first's change (READ COMMITTED re-reads
// locked rows), so the last active admin always remains.
async function withUser<T>(
  id: number,
  act: (tx: ConsoleTx, before: TeamMember, admins: number) => Promise<T>,
) {
  return cdb().transaction(async (tx) => {
    const admins = await tx
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.role, "admin"), eq(u.status, "active")))
      .orderBy(u.id)
      .for("update");
    await tx.select({ id: u.id }).from(u).where(eq(u.id, id)).for("update");
    const before = await memberById(tx, id);
    if (!before) throw notFound(id);
    return act(tx, before, admins.length);
  });
}

// Role and status: a user who stops being an active admin must not be the last one; a changed role or a
// disabled account ends the user's sessions (they sign in again under the new rules, or not at all).
export async function changeMember(
  id: number,
  change: { role?: Role; status?: "active" | "disabled" },
): Promise<MemberChange> {
  return withUser(id, async (tx, before, admins) => {
    const role = change.role ?? before.role;
    const status = change.status ?? before.status;
    const wasAdmin = before.role === "admin" && before.status === "active";
    if (wasAdmin && (role !== "admin" || status !== "active") && admins <= 1) throw lastAdmin();
    await tx.update(u).set({ role, status }).where(eq(u.id, id));
    const ends = role !== before.role || (status === "disabled" && before.status !== "disabled");
    const revoked = ends ? await revokeUserSessions(id, { db: tx }) : 0;
    return { before, after: (await memberById(tx, id))!, revoked };
  });
}

// A reset: the old password stops working at once, every session ends, and a new one-time link is made.
export async function resetMemberPassword(id: number, by: number): Promise<MemberChange & { token: string }> {
  return withUser(id, async (tx, before) => {
    if (before.status !== "active")
      throw new ConsoleApiError(409, "user_disabled", "Enable this user before resetting their password.");
    if (before.signInMethod === "sso")
      throw new ConsoleApiError(
        409,
        "sso_user",
        "This user signs in through single sign-on: their password is kept by the identity provider.",
      );
    await tx.update(u).set({ passwordHash: null }).where(eq(u.id, id));
    const revoked = await revokeUserSessions(id, { db: tx });
    const token = await createPasswordLink(tx, { userId: id, purpose: "reset", createdBy: by });
    return { before, after: (await memberById(tx, id))!, revoked, token };
  });
}

export async function signOutMember(id: number): Promise<MemberChange> {
  return withUser(id, async (tx, before) => {
    const revoked = await revokeUserSessions(id, { db: tx });
    return { before, after: (await memberById(tx, id))!, revoked };
  });
}

// An invited user has no password until they use their link (an SSO user never needs one).
export async function inviteMember(
  input: { email: string; name: string; role: Role },
  by: number,
): Promise<{ member: TeamMember; token: string }> {
  return cdb().transaction(async (tx) => {
    const [row] = await tx
      .insert(u)
      .values({ email: input.email, name: input.name, role: input.role, passwordHash: null })
      .onConflictDoNothing()
      .returning({ id: u.id });
    if (!row)
      throw new ConsoleApiError(409, "user_exists", `A user with the email ${input.email} already exists.`);
    const token = await createPasswordLink(tx, { userId: row.id, purpose: "invite", createdBy: by });
    return { member: (await memberById(tx, row.id))!, token };
  });
}
