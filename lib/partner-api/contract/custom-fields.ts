import { z } from "zod";
import { id, isoTimestamp, pagingQuery, queryId } from "./common";
import { customFieldTypes, entityTypes, MAX_OPTIONS, type EntityType } from "./values";

export const customFieldType = z.enum(customFieldTypes);
export const entityType = z.enum(entityTypes);

// Definitions and entries accept `Inquiry` as an alias of `Lead` (the guide's name); lookup takes `Lead` only.
export const entityTypeWithAlias = z
  .enum([...entityTypes, "Inquiry"], {
    error: `must be one of ${entityTypes.join(", ")} (or Inquiry for Lead)`,
  })
  .transform((v): EntityType => (v === "Inquiry" ? "Lead" : v));

export const customField = z
  .object({
    id,
    name: z.string(),
    type: customFieldType,
    description: z.string().nullable(),
    options: z.array(z.string()),
    customableType: entityType,
    createdAt: isoTimestamp,
  })
  .meta({ id: "CustomField" });
export type CustomField = z.infer<typeof customField>;

export const customFieldCreateBody = z
  .object({
    name: z.string().trim().min(1, "name is required").max(255),
    type: customFieldType,
    customableType: entityTypeWithAlias,
    description: z.string().trim().max(2000).nullable().optional(),
    options: z
      .array(z.string().trim().min(1, "options may not be blank").max(255))
      .max(MAX_OPTIONS)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === "single_select") {
      if (!body.options || body.options.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["options"],
          message: "single_select needs at least one option",
        });
    } else if (body.options && body.options.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "options apply only to single_select fields",
      });
    }
    const seen = new Set<string>();
    body.options?.forEach((o, i) => {
      if (seen.has(o))
        ctx.addIssue({ code: "custom", path: ["options", i], message: `duplicate option "${o}"` });
      seen.add(o);
    });
  });
export type CustomFieldCreateBody = z.infer<typeof customFieldCreateBody>;

export const customFieldListQuery = pagingQuery.extend({ customableType: entityTypeWithAlias.optional() });

export const customFieldEntry = z
  .object({
    id,
    customFieldId: id,
    customableId: id,
    customableType: entityType,
    value: z.string(),
    customField: z.object({ id, name: z.string(), type: customFieldType }),
  })
  .meta({ id: "CustomFieldEntry" });
export type CustomFieldEntry = z.infer<typeof customFieldEntry>;

export const customFieldEntryWrite = z
  .object({
    id: id.optional(),
    customFieldId: id.optional(),
    value: z.string().max(10_000),
  })
  .refine((e) => e.id !== undefined || e.customFieldId !== undefined, {
    message: "customFieldId is required when id is absent",
    path: ["customFieldId"],
  });

export const customFieldEntriesBody = z.object({
  entityId: id,
  entityType: entityTypeWithAlias,
  customFieldEntries: z.array(customFieldEntryWrite).min(1, "at least one entry is required").max(100),
});
export type CustomFieldEntriesBody = z.infer<typeof customFieldEntriesBody>;

export const customFieldEntryListQuery = pagingQuery.extend({
  entityType: entityTypeWithAlias,
  entityId: queryId("entityId"),
});

export const lookupQuery = z.object({
  entityType,
  fieldName: z.string().min(1, "fieldName is required").max(255),
  value: z.string().max(10_000),
});

export const lookupResult = z
  .object({ entityType, entityId: id, entity: z.record(z.string(), z.unknown()) })
  .meta({ id: "CustomFieldLookupResult" });
export type LookupResult = z.infer<typeof lookupResult>;
