import type { Role } from "@/lib/db/console-schema";

// The one permission matrix. API handlers enforce it; the UI reads the same table to hide what a role cannot do.
export const permissions = {
  "records:read": ["admin", "manager", "support"],
  "records:write": ["admin", "manager"],
  "records:delete": ["admin"],
  "subscriptions:read": ["admin", "manager", "support"],
  "subscriptions:write": ["admin", "manager"],
  "subscriptions:delete": ["admin"],
  // Pause, reactivate, disable, replay, send test deliveries, view delivery health.
  "subscriptions:operate": ["admin", "manager", "support"],
  "audit:read": ["admin"],
  // The users page: invite, change roles, disable, reset passwords, sign people out.
  "users:manage": ["admin"],
  // Everyone's own account: name, password, sessions, default environment.
  "account:manage": ["admin", "manager", "support"],
  // Single sign-on settings: the mapping preview, "require SSO" and the break-glass admins.
  "sso:manage": ["admin"],
  // The sandbox workbench (shown only in the sandbox): see inboxes and the clock; create and change inboxes, move
  // the clock; reset the sandbox's data to the seed.
  "workbench:read": ["admin", "manager", "support"],
  "workbench:write": ["admin", "manager"],
  "workbench:reset": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role | undefined, permission: Permission): boolean {
  return !!role && (permissions[permission] as readonly Role[]).includes(role);
}
