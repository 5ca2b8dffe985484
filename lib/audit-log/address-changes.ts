import type { FieldChange } from "./field-change";

// An address list write as the log tells it: each address by its name, each of its lines that changed
// ("Job site · line 2: — → Suite 200"), instead of the whole list as JSON. Writes upsert, so an address
// missing from the list after was not removed and is not reported.
const LINES: [key: string, label: string][] = [
  ["name", "name"],
  ["address", "line 1"],
  ["address2", "line 2"],
  ["city", "city"],
  ["state", "state"],
  ["zip", "ZIP"],
  ["country", "country"],
];

type Rec = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
// A record's address (`{ id, name, ... }`) or a written one (`{ id?, address: { name, ... } }`) as its lines.
const lines = (a: unknown): Rec | undefined => {
  if (a === null || typeof a !== "object") return undefined;
  const r = a as Rec;
  return r.address !== null && typeof r.address === "object" ? { ...(r.address as Rec), id: r.id } : r;
};

const list = (v: unknown): Rec[] =>
  Array.isArray(v) ? v.flatMap((a): Rec[] => (lines(a) ? [lines(a)!] : [])) : [];

export function addressChanges(before: unknown, after: unknown): FieldChange[] {
  const old = list(before);
  const now = list(after);
  const out: FieldChange[] = [];
  for (const a of now) {
    const was = old.find(
      (o) => (a.id !== undefined && o.id === a.id) || (a.id === undefined && o.name === a.name),
    );
    const name = text(a.name) ?? text(was?.name) ?? "address";
    for (const [key, label] of LINES) {
      const before = was ? text(was[key]) : null;
      const after = text(a[key]);
      if (before !== after) out.push({ field: `${name} · ${label}`, before, after });
    }
  }
  return out;
}
