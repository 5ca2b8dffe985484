import { formatIsoDay } from "@/lib/format/dates";
import { formatDuration } from "@/lib/inputs/duration";
import type { CustomField } from "@/lib/partner-api/contract/reader";

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

// A stored value as people read it; only http(s) links become anchors (a value could hold any scheme).
export function ValueDisplay({ field, value }: { field: Pick<CustomField, "type">; value: string }) {
  if (value === "") return muted("Not set");
  switch (field.type) {
    case "checkbox":
      return value === "true" ? "Yes" : "No";
    case "link":
      return /^https?:\/\//i.test(value) ? (
        <a
          href={value}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline-offset-4 hover:underline"
        >
          {value}
        </a>
      ) : (
        value
      );
    case "date":
      return <time dateTime={value}>{formatIsoDay(value)}</time>;
    case "duration":
      return formatDuration(value);
    default:
      return value;
  }
}
