import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiRequestError, type FieldError } from "@/lib/api-client";

const ADDRESS_LINE = /^addresses\.(\d+)\.address\.(name|address|address2|city|state|zip|country)$/;

export type FormPathOf<V extends FieldValues> = (apiPath: string) => FieldPath<V> | undefined;

// Where an API error detail belongs in a form: one of its own top-level fields (the API's names, or an alias the
// API accepts for one), or a line of one address row; undefined when no single field owns it (shown form-wide).
export function formPathMapper<V extends FieldValues>(
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FormPathOf<V> {
  const own = new Set(fields.filter((f) => f !== "addresses"));
  const alias = new Map(Object.entries(aliases));
  return (apiPath) => {
    const field = alias.get(apiPath) ?? apiPath;
    if (own.has(field)) return field as FieldPath<V>;
    const m = ADDRESS_LINE.exec(apiPath);
    return m ? (`addresses.${Number(m[1])}.${m[2]}` as FieldPath<V>) : undefined;
  };
}

// Splits the API's details into field errors and the messages no field can show.
export function splitServerErrors<V extends FieldValues>(details: FieldError[], formPathOf: FormPathOf<V>) {
  const fields: { path: FieldPath<V>; message: string }[] = [];
  const rest: string[] = [];
  for (const d of details) {
    const path = formPathOf(d.path);
    if (path) fields.push({ path, message: d.message });
    else rest.push(`${d.path}: ${d.message}`);
  }
  return { fields, rest };
}

// Puts a failed save's field errors on their fields (focusing the first) and returns the form-wide message, if
// any is left: the details no field owns, the error itself, or that the console could not be reached.
export function applyServerError<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "setError">,
  err: unknown,
  formPathOf: FormPathOf<V>,
): string | undefined {
  if (!(err instanceof ApiRequestError))
    return "The console could not be reached. Check your connection and try again.";
  const { fields, rest } = splitServerErrors(err.details, formPathOf);
  fields.forEach((f, i) =>
    form.setError(f.path, { type: "server", message: f.message }, { shouldFocus: i === 0 }),
  );
  if (fields.length > 0 && rest.length === 0) return undefined;
  return rest.join("; ") || err.message;
}
