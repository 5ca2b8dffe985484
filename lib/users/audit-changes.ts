import type { FieldChange } from "@/lib/audit-log/changes";
import type { TeamMember } from "./types";

// A user's fields as the audit log shows them before → after (never a password or its hash: only whether one is set).
const shownFields = (m: TeamMember | null | undefined): Record<string, string | null> => ({
  email: m?.email ?? null,
  name: m?.name ?? null,
  role: m?.role ?? null,
  // An admin's change to an SSO user's role reads "provider → override".
  "role source": m?.roleSource ?? null,
  status: m?.status ?? null,
  password: m ? (m.hasPassword ? "set" : "not set") : null,
  "active sessions": m ? String(m.activeSessions) : null,
});

export function memberChanges(
  before: TeamMember | null | undefined,
  after: TeamMember | null | undefined,
): FieldChange[] {
  const was = shownFields(before);
  const is = shownFields(after);
  return Object.keys(is).flatMap((field) =>
    was[field] === is[field] ? [] : [{ field, before: was[field] ?? null, after: is[field] ?? null }],
  );
}

export const memberTarget = (m: { id: number; email?: string } | undefined, id?: number) =>
  m?.email ? `user ${m.email} (${m.id})` : `user ${id ?? m?.id}`;
