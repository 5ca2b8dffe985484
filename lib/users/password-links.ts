import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { cdb, consoleTables, type ConsoleDbOrTx } from "@/lib/db/console";

export const LINK_TTL_MS = 24 * 3_600_000;
const TOKEN_BYTES = 32; // 256 bits: unguessable, and 43 base64url characters in the link
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const links = consoleTables.passwordLinks;

// Only the SHA-256 of a token is stored: a copy of the database lets nobody set anyone's password.
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

// A new one-time link for the user; it replaces any unused one they had (the last link sent is the one that works).
export async function createPasswordLink(
  db: ConsoleDbOrTx,
  link: { userId: number; purpose: "invite" | "reset"; createdBy: number | null },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await db.delete(links).where(and(eq(links.userId, link.userId), isNull(links.usedAt)));
  await db.insert(links).values({
    ...link,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  return token;
}

export type LinkProblem = "unknown" | "used" | "expired" | "disabled";
export type LinkState =
  | { ok: true; linkId: number; userId: number; email: string; purpose: "invite" | "reset" }
  | { ok: false; problem: LinkProblem };

// What a token stands for now; `lock` holds the link's row until the caller's transaction ends.
export async function readLink(db: ConsoleDbOrTx, token: string, lock = false): Promise<LinkState> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, problem: "unknown" };
  const u = consoleTables.users;
  const query = db
    .select({
      id: links.id,
      userId: links.userId,
      purpose: links.purpose,
      expiresAt: links.expiresAt,
      usedAt: links.usedAt,
      email: u.email,
      status: u.status,
    })
    .from(links)
    .innerJoin(u, eq(u.id, links.userId))
    .where(eq(links.tokenHash, hashToken(token)));
  // Locks the user row too (drizzle would schema-qualify an "OF links", which PostgreSQL refuses).
  const [row] = await (lock ? query.for("update") : query);
  if (!row) return { ok: false, problem: "unknown" };
  if (row.usedAt) return { ok: false, problem: "used" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, problem: "expired" };
  if (row.status !== "active") return { ok: false, problem: "disabled" };
  return { ok: true, linkId: row.id, userId: row.userId, email: row.email, purpose: row.purpose };
}

export const inspectLink = (token: string) => readLink(cdb(), token);

export const LINK_PROBLEMS: Record<LinkProblem, string> = {
  unknown: "This link is not valid. Check that you copied all of it, or ask an admin for a new one.",
  used: "This link has already been used. Sign in with your password, or ask an admin for a new link.",
  expired: "This link has expired (links work for 24 hours). Ask an admin for a new one.",
  disabled: "This account is disabled. Ask an admin to enable it.",
};
