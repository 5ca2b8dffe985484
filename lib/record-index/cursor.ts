// Keyset paging: the cursor carries the last row's sort key and id, so page n costs what page 1 costs.
// Opaque to the browser (base64url JSON), checked on the way in.
export const sortKeys = ["name", "updatedAt", "budget", "status"] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortOrder = "asc" | "desc";
// `t`: the first page's total, carried so later pages need no count(*); it may lag changes made while paging.
export type Cursor = { s: SortKey; o: SortOrder; v: string | number; id: number; t?: number };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.s, c.o, c.v, c.id, ...(c.t === undefined ? [] : [c.t])])).toString(
    "base64url",
  );
}

// null for anything this sort and order did not make: a cursor from another sort is refused, not misread.
export function decodeCursor(raw: string, sort: SortKey, order: SortOrder): Cursor | null {
  if (raw.length > 600 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || (parsed.length !== 4 && parsed.length !== 5)) return null;
  const [s, o, v, id, t] = parsed as unknown[];
  if (t !== undefined && (typeof t !== "number" || !Number.isSafeInteger(t) || t < 0)) return null;
  if (s !== sort || o !== order) return null;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 0) return null;
  const numeric = sort === "budget";
  if (numeric ? typeof v !== "number" || !Number.isFinite(v) : typeof v !== "string" || v.length > 300)
    return null;
  if (sort === "updatedAt" && Number.isNaN(Date.parse(v as string))) return null;
  return { s: sort, o: order, v: v as string | number, id, ...(t === undefined ? {} : { t }) };
}
