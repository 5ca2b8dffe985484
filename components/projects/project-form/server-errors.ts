import type { FieldPath } from "react-hook-form";
import type { FieldError } from "@/lib/api-client";
import type { ProjectFormValues } from "./form-schema";

const TOP_LEVEL = new Set([
  "name",
  "contactId",
  "statusId",
  "ownerId",
  "budget",
  "projectType",
  "projectTypeName",
  "notes",
  "archived",
]);
const ADDRESS_LINE = /^addresses\.(\d+)\.address\.(name|address|address2|city|state|zip|country)$/;

// Where an API error detail belongs in the form, or undefined when no single field owns it (shown form-wide).
export function formPathOf(apiPath: string): FieldPath<ProjectFormValues> | undefined {
  // The API accepts `clientId` as an alias of contactId; the form has one field for both.
  if (apiPath === "clientId") return "contactId";
  if (TOP_LEVEL.has(apiPath)) return apiPath as FieldPath<ProjectFormValues>;
  const m = ADDRESS_LINE.exec(apiPath);
  return m ? (`addresses.${Number(m[1])}.${m[2]}` as FieldPath<ProjectFormValues>) : undefined;
}

// Splits the API's details into field errors and the messages no field can show.
export function splitServerErrors(details: FieldError[]) {
  const fields: { path: FieldPath<ProjectFormValues>; message: string }[] = [];
  const rest: string[] = [];
  for (const d of details) {
    const path = formPathOf(d.path);
    if (path) fields.push({ path, message: d.message });
    else rest.push(`${d.path}: ${d.message}`);
  }
  return { fields, rest };
}
