import "server-only";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/db/console-schema";

// Custom header values are often the receiver's credentials: a role that cannot edit subscriptions sees the
// names only, each value replaced by this mask. Done on the server, so the values never reach such a browser.
export const MASKED_VALUE = "••••••••";

type WithHeaders = { headers: Record<string, string> };

export function maskHeadersFor<T extends WithHeaders>(role: Role, sub: T): T {
  if (can(role, "subscriptions:write")) return sub;
  return { ...sub, headers: Object.fromEntries(Object.keys(sub.headers).map((k) => [k, MASKED_VALUE])) };
}

// The same for an API answer `{ data: subscription }` (pause, disable, reactivate, get).
export const maskAnswerFor = <T extends { data: WithHeaders }>(role: Role, answer: T): T => ({
  ...answer,
  data: maskHeadersFor(role, answer.data),
});
