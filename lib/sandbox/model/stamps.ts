import "server-only";

// A row's createdAt/updatedAt: a Date (drizzle reads) or PostgreSQL's text of a timestamptz (the list pages
// read it raw, page-query.ts), written on the wire as Date.prototype.toISOString does.
export type Stamp = Date | string;
export type WithStamps<R> = Omit<R, "createdAt" | "updatedAt"> & { createdAt: Stamp; updatedAt: Stamp };

// PostgreSQL's UTC text rewritten without making a Date (a 100k-row export makes 200k of them); milliseconds are
// truncated as Date's parser does. Any other form goes through Date.
const UTC_TEXT = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

export function isoStamp(v: Stamp): string {
  if (typeof v !== "string") return v.toISOString();
  const m = UTC_TEXT.exec(v);
  if (!m) return new Date(v).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
}
