import type { FieldChange } from "@/lib/audit-log/field-change";
import type { SsoSettings } from "./require-sso";

// The audit log's before → after of a settings write: the requirement and the break-glass admins by id.
export function settingsChanges(before: SsoSettings, after: SsoSettings | undefined): FieldChange[] {
  if (!after) return [];
  const ids = (s: SsoSettings) => s.breakGlassUserIds.join(", ") || null;
  const changes: FieldChange[] = [];
  if (before.requireSso !== after.requireSso)
    changes.push({ field: "requireSso", before: String(before.requireSso), after: String(after.requireSso) });
  if (ids(before) !== ids(after))
    changes.push({ field: "breakGlassUserIds", before: ids(before), after: ids(after) });
  return changes;
}
