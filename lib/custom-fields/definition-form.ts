import { z } from "zod";
import type { CustomFieldCreateBody } from "@/lib/partner-api/contract";
import { customFieldTypes, entityTypes, type EntityType } from "@/lib/partner-api/contract/values";
import { optionErrors, optionListError } from "./options";

// The create dialog's values. Options are objects because react-hook-form's field arrays key rows by object.
export const definitionFormSchema = z
  .object({
    name: z.string().trim().min(1, "Enter a name.").max(255, "At most 255 characters."),
    type: z.enum(customFieldTypes),
    customableType: z.enum(entityTypes),
    description: z.string().trim().max(2000, "At most 2000 characters."),
    options: z.array(z.object({ value: z.string() })),
  })
  .superRefine((v, ctx) => {
    const values = v.options.map((o) => o.value);
    const listError = optionListError(v.type, values);
    if (listError) ctx.addIssue({ code: "custom", path: ["options"], message: listError });
    if (v.type !== "single_select") return;
    optionErrors(values).forEach((message, i) => {
      if (message) ctx.addIssue({ code: "custom", path: ["options", i, "value"], message });
    });
  });
export type DefinitionFormValues = z.input<typeof definitionFormSchema>;

export const emptyDefinition = (customableType: EntityType = "Project"): DefinitionFormValues => ({
  name: "",
  type: "text",
  customableType,
  description: "",
  options: [],
});

export function toCreateBody(v: DefinitionFormValues): CustomFieldCreateBody {
  return {
    name: v.name.trim(),
    type: v.type,
    customableType: v.customableType,
    description: v.description.trim() || null,
    ...(v.type === "single_select" ? { options: v.options.map((o) => o.value.trim()) } : {}),
  };
}

// `options.2` from the API → the row's field in the form; everything else by its own name.
export function definitionFormPath(apiPath: string): string | undefined {
  const m = /^options\.(\d+)$/.exec(apiPath);
  if (m) return `options.${m[1]}.value`;
  return ["name", "type", "customableType", "description", "options"].includes(apiPath) ? apiPath : undefined;
}
