import {
  customFieldValueRules,
  isKnownCustomFieldType,
  type EntityType,
} from "@/lib/partner-api/contract/values";
import type { CustomField, CustomFieldEntry } from "@/lib/partner-api/contract/reader";
import { formatDuration, parseDuration } from "@/lib/inputs/duration";

// Entity types as people read them: the API's names (its alias "Inquiry" is read as "Lead": contract/custom-fields.ts).
export const entityTypeLabel = (t: EntityType) => t;

// What a value must look like, checked with the contract's rules so the console and the API agree. "" clears.
export function valueError(field: Pick<CustomField, "type" | "options">, value: string): string | undefined {
  if (value === "" || !isKnownCustomFieldType(field.type)) return undefined;
  if (field.type === "single_select")
    return field.options.includes(value) ? undefined : "Pick one of the field's options.";
  const rule = customFieldValueRules[field.type];
  return rule.check(value) ? undefined : `Enter ${rule.describe}.`;
}

// Durations are typed and edited as people say them ("1 h 30 min", "2 days"), stored as ISO 8601 (the API's
// check stays strict: valueError above). Other types are typed as they are stored.
type Typed = Pick<CustomField, "type" | "options">;
export const toTypedValue = (field: Typed, stored: string) =>
  field.type === "duration" && stored !== "" ? formatDuration(stored) : stored;

export function toStoredValue(field: Typed, typed: string): string {
  if (field.type !== "duration" || typed.trim() === "") return typed;
  const parsed = parseDuration(typed);
  return parsed.ok ? parsed.value : typed;
}

// What is wrong with a value as typed in the form, in the parser's words for a duration.
export function typedValueError(field: Typed, typed: string): string | undefined {
  if (field.type !== "duration" || typed.trim() === "") return valueError(field, typed);
  const parsed = parseDuration(typed);
  return parsed.ok ? undefined : parsed.error;
}

// The form's values keyed by definition id, from the record's entries ("" where it has none).
export function valuesOf(fields: readonly CustomField[], entries: readonly CustomFieldEntry[]) {
  const byField = new Map(entries.map((e) => [e.customFieldId, e.value]));
  return Object.fromEntries(fields.map((f) => [key(f.id), byField.get(f.id) ?? ""]));
}

export const key = (fieldId: number) => `f${fieldId}`;

// The form's starting values: each as it is typed (durations in words).
export const typedValuesOf = (fields: readonly CustomField[], entries: readonly CustomFieldEntry[]) => {
  const stored = valuesOf(fields, entries);
  return Object.fromEntries(fields.map((f) => [key(f.id), toTypedValue(f, stored[key(f.id)] ?? "")]));
};

export type EntryWrite = { id: number; value: string } | { customFieldId: number; value: string };

// The PATCH body's entries for what changed: an existing entry by its id, a new one by its field's id. `fieldIds`
// says which definition each entry is, so the API's `customFieldEntries.<i>.value` errors find their field.
export function changedEntries(
  fields: readonly CustomField[],
  entries: readonly CustomFieldEntry[],
  values: Readonly<Record<string, string>>,
) {
  const existing = new Map(entries.map((e) => [e.customFieldId, e]));
  const writes: EntryWrite[] = [];
  const fieldIds: number[] = [];
  for (const f of fields) {
    // Values of a type the console does not know are shown read-only, never written back.
    if (!isKnownCustomFieldType(f.type)) continue;
    const typed = values[key(f.id)] ?? "";
    const entry = existing.get(f.id);
    // Unchanged text is no change (a stored "PT90M" reads "1 h 30 min" and is not rewritten as "PT1H30M").
    if (toTypedValue(f, entry?.value ?? "") === typed) continue;
    const value = toStoredValue(f, typed);
    if ((entry?.value ?? "") === value) continue;
    writes.push(entry ? { id: entry.id, value } : { customFieldId: f.id, value });
    fieldIds.push(f.id);
  }
  return { writes, fieldIds };
}

// `customFieldEntries.3.value` → the definition id of the fourth entry sent.
export function fieldOfErrorPath(path: string, fieldIds: readonly number[]): number | undefined {
  const m = /^customFieldEntries\.(\d+)\./.exec(path);
  return m ? fieldIds[Number(m[1])] : undefined;
}
