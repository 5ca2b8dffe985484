import "server-only";
import { and, isNotNull, ne } from "drizzle-orm";
import { cdb, consoleTables } from "@/lib/db/console";

const u = consoleTables.users;

// SSO users whose role an admin changed away from the provider's: the next SSO sign-in replaces it.
export async function listRoleOverrides() {
  return cdb()
    .select({ id: u.id, email: u.email, role: u.role, ssoRole: u.ssoRole })
    .from(u)
    .where(and(isNotNull(u.ssoRole), ne(u.role, u.ssoRole)))
    .orderBy(u.email)
    .limit(200);
}
