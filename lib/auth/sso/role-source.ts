import type { Role } from "@/lib/db/console-schema";

// Where a user's role comes from, for the pages that show it: the identity provider's mapping, an admin's
// override of it (kept until the user's next SSO sign-in puts the provider's back), or the console alone.
export type RoleSource = "provider" | "override" | "console";

export function roleSource(u: { role: Role; ssoRole: Role | null }): RoleSource {
  if (u.ssoRole === null) return "console";
  return u.role === u.ssoRole ? "provider" : "override";
}
