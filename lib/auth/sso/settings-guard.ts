import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import { listAdmins } from "./admins";
import { ssoConfig } from "./config";
import type { SsoSettings } from "./require-sso";

// Refuses settings that would lock everyone out: SSO required without SSO configured or without a usable
// break-glass admin; break-glass only for active admins with a password.
export async function checkSsoSettings(next: SsoSettings): Promise<void> {
  const admins = new Map((await listAdmins()).map((a) => [a.id, a]));
  for (const id of next.breakGlassUserIds) {
    const admin = admins.get(id);
    if (!admin?.usable)
      throw new ConsoleApiError(
        400,
        "validation_failed",
        `breakGlassUserIds: user ${id} is not an active admin with a password.`,
      );
  }
  if (!next.requireSso) return;
  if (!ssoConfig())
    throw new ConsoleApiError(
      409,
      "sso_not_configured",
      "Single sign-on is not configured: it cannot be required.",
    );
  if (next.breakGlassUserIds.length === 0)
    throw new ConsoleApiError(
      409,
      "break_glass_required",
      "Name at least one break-glass admin before requiring single sign-on.",
    );
}
