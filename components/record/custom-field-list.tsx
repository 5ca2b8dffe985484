import type { CustomFieldEntry } from "@/lib/partner-api/contract";
import { DetailItem, DetailList } from "./detail-list";

// A record's custom field values, read-only.
export function CustomFieldList({ entries }: { entries: CustomFieldEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No custom field values.</p>;
  return (
    <DetailList>
      {entries.map((e) => (
        <DetailItem key={e.id} label={e.customField.name}>
          <EntryValue entry={e} />
        </DetailItem>
      ))}
    </DetailList>
  );
}

function EntryValue({ entry }: { entry: CustomFieldEntry }) {
  if (entry.customField.type === "checkbox") return entry.value === "true" ? "Yes" : "No";
  // Only web links become anchors: a stored value could be any scheme, javascript: included.
  if (entry.customField.type === "link" && /^https?:\/\//i.test(entry.value)) {
    return (
      <a
        href={entry.value}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline-offset-4 hover:underline"
      >
        {entry.value}
      </a>
    );
  }
  return entry.value;
}
