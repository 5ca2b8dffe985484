import { z } from "zod";

// Ids are positive integers on the wire; path ids arrive as strings and are parsed with pathId. The sandbox stores
// them as 32-bit integers and refuses larger ones in what it is sent, saying so; the console itself reads, routes
// and sends back any positive safe integer (reader/READER.md).
export const id = z
  .int()
  .positive()
  .max(2_147_483_647, "must be at most 2147483647 (the sandbox stores ids as 32-bit integers)");
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "must be a positive integer")
  .transform(Number)
  .pipe(id);

export const isoTimestamp = z.iso.datetime({ offset: false });

export const MAX_PAGE_SIZE = 300;
export const DEFAULT_PAGE_SIZE = 20;

// Query strings carry text: accept only canonical integers so "1.5", "1e2" or "" are refused, not coerced.
const intText = (name: string) =>
  z.string().regex(/^(0|[1-9][0-9]*)$/, `${name} must be a non-negative integer`);

export const pagingQuery = z.object({
  limit: intText("limit")
    .transform(Number)
    .pipe(
      z.int().min(1, "limit must be at least 1").max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`),
    )
    .default(DEFAULT_PAGE_SIZE),
  offset: intText("offset").transform(Number).pipe(z.int().max(2_147_483_647)).default(0),
});

export const queryId = (name: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, `${name} must be a positive integer`)
    .transform(Number)
    .pipe(id);

export const queryBoolean = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false` }).transform((v) => v === "true");

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    limit: z.int(),
    offset: z.int(),
    total: z.int(),
  });
}

export function singleEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export const deleteEnvelope = z.object({ deleted: z.boolean() }).meta({ id: "DeleteResult" });

export type ListEnvelope<T> = { data: T[]; limit: number; offset: number; total: number };
