import "server-only";
import { cdb, consoleTables } from "@/lib/db/console";
import { boundRow } from "./bound";
import { logger } from "@/lib/logger";

export const SECURITY_PREFIX = "auth.";

export type SecurityEvent = {
  operation:
    | "auth.sign-in"
    | "auth.sign-in-failed"
    | "auth.sign-in-throttled"
    | "auth.sign-out"
    | "auth.sessions-revoked"
    | "auth.password-set"
    // Single sign-on: an existing user linked to a provider identity by verified email, and a role the
    // provider's claims changed at sign-in.
    | "auth.sso-linked"
    | "auth.role-changed";
  // Who: the account's email (as typed, for a failed sign-in), with the role when the account exists.
  email: string;
  userId?: number;
  role?: string;
  outcome: "ok" | "error";
  address?: string;
  userAgent?: string;
  detail?: string;
};

// Sign-ins, failures, throttling, sign-outs and revocations in the audit log beside the mutations. Never the
// password; the typed email is cut short so a password pasted into it is not kept whole.
export async function recordSecurityEvent(e: SecurityEvent): Promise<void> {
  try {
    await cdb()
      .insert(consoleTables.auditLog)
      .values(
        boundRow({
          userId: e.userId ?? null,
          userEmail: e.email || "(none)",
          role: e.role ?? "—",
          environment: "—",
          operation: e.operation,
          outcome: e.outcome,
          detail: e.detail ?? null,
          address: e.address?.slice(0, 64) ?? null,
          userAgent: e.userAgent ?? null,
        }),
      );
  } catch (err) {
    logger.error({ err, operation: e.operation }, "audit write failed");
  }
}
