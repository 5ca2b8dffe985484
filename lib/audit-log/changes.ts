// What a console write changed, as the audit log keeps it: each field with its value before and after. Values
// are short display text (names rather than ids where the record carries them), never whole bodies.
import { addressChanges } from "./address-changes";
import type { FieldChange } from "./field-change";

export type { FieldChange };

const MAX = 120;

// A value as the log shows it: null for nothing, text cut to a readable length, objects by their name or JSON.
export function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value.length > MAX ? `${value.slice(0, MAX - 1)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const named = value as { name?: unknown; displayName?: unknown };
  if (typeof named.displayName === "string") return shown(named.displayName);
  if (typeof named.name === "string") return shown(named.name);
  return shown(JSON.stringify(value));
}

type Rec = Record<string, unknown>;
const asRecord = (v: unknown): Rec | undefined =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Rec) : undefined;

// A written field as the record shows it: the field itself, or the object a written id stands for
// (statusId → status, contactId → client, projectType → type), so the log names things.
function fieldOf(record: Rec, key: string): unknown {
  if (key in record) return record[key];
  if (key === "contactId") return record.client;
  if (key === "projectType") return record.type;
  if (key.endsWith("Id")) return record[key.slice(0, -2)];
  return undefined;
}

// The fields of a write body whose values differ between the record before and after it. `after` is the
// record the API answered with (what it stored); without one, the body's value stands for it.
export function changedFields(body: unknown, before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(body);
  const old = asRecord(before);
  if (!b || !old) return [];
  const now = asRecord(after);
  const out: FieldChange[] = [];
  for (const key of Object.keys(b)) {
    if (b[key] === undefined) continue;
    if (key === "addresses") {
      out.push(...addressChanges(old[key], now ? now[key] : b[key]));
      continue;
    }
    const was = shown(fieldOf(old, key));
    const is = shown(now ? fieldOf(now, key) : b[key]) ?? shown(b[key]);
    if (was !== is) out.push({ field: key, before: was, after: is });
  }
  return out;
}

// The changes column as read back: entries written before it existed hold null, and a shape this version
// does not know is dropped rather than shown wrong.
export function readChanges(raw: unknown): FieldChange[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.flatMap((c) => {
    const r = asRecord(c);
    if (!r || typeof r.field !== "string") return [];
    const text = (v: unknown) =>
      typeof v === "string" ? v : v === null || v === undefined ? null : shown(v);
    return [{ field: r.field, before: text(r.before), after: text(r.after) }];
  });
}
