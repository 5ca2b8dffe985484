import { z } from "zod";
import { savedViewTables } from "@/lib/db/console-schema";

// A saved view: a table's URL query (filters, columns, sort, page size) under a name.
export const viewTable = z.enum(savedViewTables, {
  error: `table must be one of ${savedViewTables.join(", ")}`,
});
const name = z.string().trim().min(1, "name may not be blank").max(80, "name must be at most 80 characters");
const query = z
  .string()
  .max(2000, "query must be at most 2000 characters")
  .regex(/^(\?[^#\s]*)?$/, "query must be a URL query starting with ?");

export const listViewsQuery = z.object({ table: viewTable });
export const createViewBody = z
  .object({ table: viewTable, name, shared: z.boolean().default(false), query })
  .strict();
export const updateViewBody = z
  .object({ name: name.optional(), shared: z.boolean().optional(), query: query.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, "change at least one of name, shared, query");
export const defaultViewBody = z.object({ default: z.boolean() }).strict();
