import "server-only";
import { eq } from "drizzle-orm";
import { recordSecurityEvent } from "@/lib/audit-log/security";
import { hashPassword } from "@/lib/auth/passwords";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { cdb, consoleTables } from "@/lib/db/console";
import { readLink, type LinkProblem } from "./password-links";

// Uses a link once: the link's row is locked, so two submits of one link cannot both set a password.
export async function setPasswordWithLink(
  token: string,
  password: string,
  from: { address?: string; userAgent?: string },
): Promise<{ ok: true; email: string } | { ok: false; problem: LinkProblem }> {
  const passwordHash = await hashPassword(password);
  const result = await cdb().transaction(async (tx) => {
    const link = await readLink(tx, token, true);
    if (!link.ok) return link;
    await tx
      .update(consoleTables.passwordLinks)
      .set({ usedAt: new Date() })
      .where(eq(consoleTables.passwordLinks.id, link.linkId));
    await tx.update(consoleTables.users).set({ passwordHash }).where(eq(consoleTables.users.id, link.userId));
    const revoked = await revokeUserSessions(link.userId, { db: tx });
    return { ...link, revoked };
  });
  if (!result.ok) return result;
  await recordSecurityEvent({
    operation: "auth.password-set",
    outcome: "ok",
    email: result.email,
    userId: result.userId,
    ...from,
    detail: `password set with a ${result.purpose} link; ${result.revoked} session(s) revoked`,
  });
  return { ok: true, email: result.email };
}
