import { z } from "zod";

import type { FieldIssue, ReadList, ReadOne, RecordIssue } from "./outcomes";

type Read<T> = { ok: true; data: T; issues: FieldIssue[] } | { ok: false; issues: FieldIssue[] };
type Shape = z.ZodObject<z.core.$ZodLooseShape>;

const MAX_ROUNDS = 4;
const toIssue = (i: z.core.$ZodIssue): FieldIssue => ({ path: i.path.join("."), message: i.message });
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

// Reads one record with its reader schema. A field that cannot be read is left out when the record may do
// without it (the field reads absence as null or a default); an unreadable item of a list field (an address,
// a custom value) leaves out that item. Only a record whose essentials fail (its id, say) is unreadable.
export function readRecord<S extends Shape>(schema: S, raw: unknown): Read<z.output<S>> {
  const issues: FieldIssue[] = [];
  let input = raw;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = schema.safeParse(input);
    if (result.success) return { ok: true, data: result.data, issues };
    const found = result.error.issues.map(toIssue);
    issues.push(...found);
    if (!isObject(input)) return { ok: false, issues };
    const next = { ...input };
    const dropItems = new Map<string, Set<number>>();
    for (const issue of result.error.issues) {
      const [key, index] = issue.path;
      const field = typeof key === "string" ? schema.shape[key] : undefined;
      if (!field || typeof key !== "string") return { ok: false, issues };
      if (typeof index === "number" && Array.isArray(next[key])) {
        dropItems.set(key, (dropItems.get(key) ?? new Set()).add(index));
      } else if (field.safeParse(undefined).success) {
        delete next[key];
      } else {
        return { ok: false, issues };
      }
    }
    for (const [key, indexes] of dropItems)
      next[key] = (next[key] as unknown[]).filter((_, i) => !indexes.has(i));
    input = next;
  }
  return { ok: false, issues };
}

const envelope = z.object({
  data: z.array(z.unknown()),
  limit: z.int(),
  offset: z.int(),
  total: z.int().min(0).optional(),
});

export type Outcome<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

// Reads a list envelope record by record: one record that cannot be read is reported, never the whole page.
// The envelope itself must be readable. `total` is "described as present" but not required: when it is
// missing the console counts what it has, plus one when the page came back full (so paging goes on).
export function readList<S extends Shape>(item: S, raw: unknown): Outcome<ReadList<z.output<S>>> {
  const env = envelope.safeParse(raw);
  if (!env.success) return { ok: false, issues: env.error.issues.map(toIssue) };
  const { data, limit, offset } = env.data;
  const out: z.output<S>[] = [];
  const unreadable: RecordIssue[] = [];
  data.forEach((rawItem, index) => {
    const read = readRecord(item, rawItem);
    if (read.ok) out.push(read.data);
    if (read.issues.length) {
      const id = isObject(rawItem) ? rawItem.id : undefined;
      unreadable.push({
        index,
        ...(typeof id === "number" || typeof id === "string" ? { id } : {}),
        shown: read.ok,
        issues: read.issues.map((i) => ({ ...i, path: `data.${index}.${i.path}` })),
      });
    }
  });
  const total = env.data.total ?? offset + data.length + (data.length >= limit ? 1 : 0);
  return {
    ok: true,
    value: { data: out, limit, offset, total, ...(unreadable.length ? { unreadable } : {}) },
  };
}

// Reads `{ data: record }`: fields that cannot be read are left out and named; an unreadable record fails.
export function readOne<S extends Shape>(item: S, raw: unknown): Outcome<ReadOne<z.output<S>>> {
  if (!isObject(raw)) return { ok: false, issues: [{ path: "", message: "not a JSON object" }] };
  const read = readRecord(item, raw.data);
  const issues = read.issues.map((i) => ({ ...i, path: i.path ? `data.${i.path}` : "data" }));
  if (!read.ok) return { ok: false, issues };
  return { ok: true, value: { data: read.data, ...(issues.length ? { unreadable: issues } : {}) } };
}

// Shapes with nothing open to read differently (the delete result, the trigger catalog).
export function readPlain<S extends z.ZodType>(schema: S, raw: unknown): Outcome<z.output<S>> {
  const r = schema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: r.error.issues.map(toIssue) };
}
