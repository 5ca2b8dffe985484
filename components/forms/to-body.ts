import { parseMoney } from "@/lib/inputs/money";

export type FormMode = "create" | "edit";

// The text of a value as an input holds it; unset is blank.
export const text = (v: string | number | null | undefined) => (v == null ? "" : String(v));

// A blank input means "not set": a create leaves it out (the API's default applies), an edit sends null to clear it.
export function blankAs(mode: FormMode) {
  const blank = mode === "create" ? undefined : null;
  return {
    str: (s: string) => (s.trim() === "" ? blank : s.trim()),
    num: (s: string, parse: (s: string) => number = Number) => (s.trim() === "" ? blank : parse(s.trim())),
  };
}

// Drops the fields a create leaves out, so the body holds only what the user set.
export const definedOnly = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;

// A budget as typed ("$65,000", "65 000,50"; the schema has refused anything else) as the number the API takes.
export const budgetNumber = (s: string) => {
  const parsed = parseMoney(s);
  return parsed.ok ? parsed.value : Number.NaN;
};
