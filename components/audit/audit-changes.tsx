import { readChanges, type FieldChange } from "@/lib/audit-log/changes";
import { formatMoney } from "@/lib/format/money";
import { plural } from "@/lib/plural";

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

// The fields the record pages show as money.
const MONEY = new Set(["budget"]);
// How many changes the row shows before "whole change", and how long a value reads in the row.
const INLINE = 3;
const SHORT = 40;

// "expectedStartDate" → "expected start date"; a nested field ("Job site · line 2") is already a label.
const label = (field: string) =>
  field.includes(" · ")
    ? field
    : field
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/Id$/, "")
        .toLowerCase()
        .trim();

// A value as the record pages show it: amounts as money, nothing as "—".
function formatted(field: string, value: string | null): string {
  if (value === null) return "—";
  if (MONEY.has(field) && value.trim() !== "" && Number.isFinite(Number(value)))
    return formatMoney(Number(value));
  return value;
}
const cut = (s: string) => (s.length > SHORT ? `${s.slice(0, SHORT - 1)}…` : s);

function Change({ c, short }: { c: FieldChange; short: boolean }) {
  const v = (value: string | null) => (short ? cut : String)(formatted(c.field, value));
  return (
    <li>
      <span className="text-muted-foreground">{label(c.field)}:</span>{" "}
      <del className="no-underline">{v(c.before)}</del> → <ins className="no-underline">{v(c.after)}</ins>
    </li>
  );
}

// Each changed field of an entry as "field: before → after", formatted as the pages format them; a long change
// shows its first fields, cut short, and the whole of it on demand (a native disclosure, keyboard operable).
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
  const long =
    list.length > INLINE ||
    list.some((c) => [c.before, c.after].some((v) => formatted(c.field, v).length > SHORT));
  return (
    <>
      <ul className="space-y-0.5">
        {list.slice(0, INLINE).map((c, i) => (
          <Change key={i} c={c} short />
        ))}
      </ul>
      {long && (
        <details className="mt-1">
          <summary className="cursor-pointer text-muted-foreground underline underline-offset-4">
            Whole change ({plural(list.length, "field")})
          </summary>
          <ul className="mt-1 space-y-0.5 border-l pl-2">
            {list.map((c, i) => (
              <Change key={i} c={c} short={false} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
