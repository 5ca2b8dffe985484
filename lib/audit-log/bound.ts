import type { FieldChange } from "./changes";

// What an audit field may hold: every text bounded, and the characters that could make a line read as something
// else escaped (\u202e) rather than kept: control characters (a newline could start a fake entry), bidi controls
// (U+202E turns the rest of a line around), zero-width and other invisible format characters.
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

export const AUDIT_LIMITS = {
  operation: 64,
  target: 200,
  detail: 500,
  email: 200,
  role: 32,
  environment: 100,
  userAgent: 300,
  change: 200,
} as const;

export function auditText(value: string, max: number): string {
  const escaped = value.replace(HIDDEN, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, "0")}`);
  return escaped.length > max ? `${escaped.slice(0, max - 1)}…` : escaped;
}

const opt = (value: string | null | undefined, max: number) => (value == null ? null : auditText(value, max));

// An entry's texts as stored and as shown (rows written before these bounds are read through it too).
export function boundRow<
  T extends {
    operation: string;
    userEmail: string;
    role: string;
    environment: string;
    target?: string | null;
    detail?: string | null;
    userAgent?: string | null;
    changes?: unknown;
  },
>(row: T): T {
  const L = AUDIT_LIMITS;
  return {
    ...row,
    operation: auditText(row.operation, L.operation),
    userEmail: auditText(row.userEmail, L.email),
    role: auditText(row.role, L.role),
    environment: auditText(row.environment, L.environment),
    ...(row.target !== undefined && { target: opt(row.target, L.target) }),
    ...(row.detail !== undefined && { detail: opt(row.detail, L.detail) }),
    ...(row.userAgent !== undefined && { userAgent: opt(row.userAgent, L.userAgent) }),
    ...(Array.isArray(row.changes) && {
      changes: (row.changes as FieldChange[]).slice(0, 50).map(boundChange),
    }),
  };
}

const boundChange = (c: FieldChange): FieldChange => ({
  field: auditText(String(c.field), AUDIT_LIMITS.change),
  before: opt(c.before, AUDIT_LIMITS.change),
  after: opt(c.after, AUDIT_LIMITS.change),
});
