import { TriangleAlert } from "lucide-react";
import type { FieldIssue, RecordIssue } from "@/lib/partner-api/contract/reader";
import { plural, pluralWord } from "@/lib/plural";

function IssueList({ issues }: { issues: FieldIssue[] }) {
  return (
    <ul className="mt-1 list-disc pl-5 font-mono text-xs">
      {issues.map((i, n) => (
        <li key={n}>
          {i.path || "(record)"}: {i.message}
        </li>
      ))}
    </ul>
  );
}

// A list's records the API sent but the console could not read in full: the count up front, each record's
// field paths on demand. The rest of the list renders as usual.
export function UnreadableRecords({ issues }: { issues?: RecordIssue[] }) {
  if (!issues?.length) return null;
  const left = issues.filter((i) => !i.shown).length;
  const partial = issues.length - left;
  const summary = [
    left ? `${plural(left, "record")} could not be read` : "",
    partial ? `${plural(partial, "record is", "records are")} shown without some fields` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return (
    <details role="status" className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
      <summary className="flex cursor-pointer items-center gap-2">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {summary}
      </summary>
      {issues.map((r) => (
        <div key={r.index} className="mt-2">
          <p className="text-xs">
            Record {r.index + 1} of the page{r.id !== undefined ? ` (id ${r.id})` : ""}:{" "}
            {r.shown ? "shown without these fields" : "left out"}
          </p>
          <IssueList issues={r.issues} />
        </div>
      ))}
    </details>
  );
}

// A detail page's fields the API sent but the console could not read: named, while the rest shows.
export function UnreadableFields({ issues }: { issues?: FieldIssue[] }) {
  if (!issues?.length) return null;
  return (
    <div role="status" className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
      <p className="flex items-center gap-2">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {plural(issues.length, "field")} could not be read and {pluralWord(issues.length, "is", "are")} shown
        as “—”:
      </p>
      <IssueList issues={issues} />
    </div>
  );
}
