import "server-only";
import { ConsoleApiError } from "@/lib/api/errors";
import type { Role } from "@/lib/db/console-schema";
import { ssoConfig } from "./config";
import { mapRole } from "./role-map";

export type Preview = { claim: string; role: Role | null; values: string[]; matched: string[]; why: string };

// What the configured mapping makes of a pasted claim set, with the reason in words (the /settings/sso preview).
export function previewMapping(text: string): Preview {
  const config = ssoConfig();
  if (!config) throw new ConsoleApiError(409, "sso_not_configured", "Single sign-on is not configured.");
  let claims: unknown;
  try {
    claims = JSON.parse(text);
  } catch {
    throw new ConsoleApiError(400, "validation_failed", "claims: not valid JSON.");
  }
  if (claims === null || typeof claims !== "object" || Array.isArray(claims))
    throw new ConsoleApiError(400, "validation_failed", "claims: must be a JSON object.");
  const claim = config.claimPath.join(".");
  const r = mapRole(claims, config);
  const values = r.values.slice(0, 50);
  if (r.role)
    return {
      claim,
      role: r.role,
      values,
      matched: r.matched,
      why: `${claim} holds ${r.matched.join(", ")}, mapped to ${r.role}${r.matched.length > 1 ? " (the highest role wins)" : ""}.`,
    };
  return {
    claim,
    role: null,
    values,
    matched: [],
    why:
      r.reason === "missing-claim"
        ? `No claim ${claim} (a string or an array of strings): no access.`
        : `No value of ${claim} is mapped to a role: no access.`,
  };
}
