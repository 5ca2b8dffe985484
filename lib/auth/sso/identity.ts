import "server-only";
import { and, eq } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";
import type { Role } from "@/lib/db/console-schema";
import { findUserByEmail } from "@/lib/auth/users";

const u = consoleTables.users;
export type ConsoleUserRow = typeof u.$inferSelect;

export type Identity = {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
};

export type Resolved =
  | { user: ConsoleUserRow; how: "known" | "linked" | "created" }
  | { refused: "email-unverified" | "email-linked-elsewhere" | "no-email" };

// The console user of a provider identity: by (issuer, subject); else the user with that email, linked only when
// the provider vouches for the address (email_verified true) and the user has no other SSO identity; else a new
// user with the mapped role and no password.
export async function resolveUser(id: Identity, role: Role): Promise<Resolved> {
  const known = await byIdentity(id);
  if (known) return { user: known, how: "known" };
  if (!id.email) return { refused: "no-email" };
  const existing = await findUserByEmail(id.email);
  if (existing) {
    if (!id.emailVerified) return { refused: "email-unverified" };
    if (existing.ssoSubject !== null) return { refused: "email-linked-elsewhere" };
    const [linked] = await cdb()
      .update(u)
      .set({ ssoIssuer: id.issuer, ssoSubject: id.subject })
      .where(eq(u.id, existing.id))
      .returning();
    return { user: linked!, how: "linked" };
  }
  const [created] = await cdb()
    .insert(u)
    .values({
      email: id.email.trim().toLowerCase(),
      name: id.name ?? null,
      role,
      ssoRole: role,
      signInMethod: "sso",
      ssoIssuer: id.issuer,
      ssoSubject: id.subject,
    })
    .onConflictDoNothing()
    .returning();
  // Two first sign-ins at once: the other made the user; this one is then a known identity.
  if (created) return { user: created, how: "created" };
  const raced = await byIdentity(id);
  return raced ? { user: raced, how: "known" } : { refused: "email-linked-elsewhere" };
}

async function byIdentity(id: Identity) {
  const [row] = await cdb()
    .select()
    .from(u)
    .where(and(eq(u.ssoIssuer, id.issuer), eq(u.ssoSubject, id.subject)));
  return row;
}

// The provider's role is the source of truth: every SSO sign-in sets it, replacing an admin's override.
export async function applySignIn(user: ConsoleUserRow, role: Role): Promise<ConsoleUserRow> {
  const [row] = await cdb()
    .update(u)
    .set({ role, ssoRole: role, signInMethod: "sso", lastSignInAt: new Date() })
    .where(eq(u.id, user.id))
    .returning();
  return row!;
}
