import { readChanges } from "@/lib/audit-log/changes";

// Operations that record their fields before → after (lib/audit-log/before.ts); their entries from before that
// was recorded say so rather than showing nothing.
const RECORDING = new Set([
  "project.update",
  "lead.update",
  "lead.updatePhase",
  "lead.retire",
  "lead.reactivate",
  "lead.convert",
  "milestone.update",
  "customFieldEntries.set",
]);

// "expectedStartDate" → "expected start date"
const label = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/Id$/, "")
    .toLowerCase()
    .trim();

// Each changed field of an entry as "field: before → after".
export function AuditChanges({
  changes,
  operation,
  outcome,
}: {
  changes: unknown;
  operation: string;
  outcome: "ok" | "error";
}) {
  const list = readChanges(changes);
  if (list === null)
    return outcome === "ok" && RECORDING.has(operation) ? (
      <span className="text-muted-foreground">before not recorded</span>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  if (list.length === 0) return <span className="text-muted-foreground">no field changed</span>;
  return (
    <ul className="space-y-0.5">
      {list.map((c, i) => (
        <li key={i}>
          <span className="text-muted-foreground">{label(c.field)}:</span>{" "}
          <del className="decoration-muted-foreground">{c.before ?? "(empty)"}</del> →{" "}
          <ins className="no-underline">{c.after ?? "(empty)"}</ins>
        </li>
      ))}
    </ul>
  );
}
