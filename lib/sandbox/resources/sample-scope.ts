import "server-only";
import type { Scope } from "@/lib/partner-api/contract";
import { ApiError } from "../core/errors";
import type { Principal } from "../core/principal";

// The read scope each trigger resource's records need: a test send carries a record's current data, so it needs
// that scope too. Resources the sandbox holds no records of send `{}` and need none.
const readScope: Record<string, Scope | undefined> = {
  project: "read:projects",
  lead: "read:leads",
  milestone: "read:schedule",
  client: "read:contacts",
  "contact-group": "read:contacts",
  task: "read:tasks",
  vendor: "read:vendors",
  "daily-log": "read:daily-logs",
};

export function requireSampleScope(principal: Principal, resourceName: string): void {
  const scope = readScope[resourceName];
  if (!scope || principal.scopes.has(scope)) return;
  throw new ApiError(
    "insufficient_scope",
    `a test send of a ${resourceName} event carries the record's data: it needs the scope ${scope}`,
    undefined,
    { "WWW-Authenticate": `Bearer error="insufficient_scope", scope="${scope}"` },
  );
}
