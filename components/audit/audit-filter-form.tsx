import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AuditFilters } from "@/lib/audit-log/query";

type Field = { name: keyof AuditFilters; label: string } & (
  | { type: "text" | "date"; placeholder?: string; width?: string }
  | { type: "select"; options: [string, string][] }
);

const fields: Field[] = [
  { name: "user", label: "User", type: "text", placeholder: "email contains…", width: "w-48" },
  { name: "operation", label: "Operation", type: "text", placeholder: "e.g. project.update", width: "w-48" },
  {
    name: "kind",
    label: "Kind",
    type: "select",
    options: [
      ["security", "Security events"],
      ["change", "Changes"],
    ],
  },
  { name: "address", label: "Address", type: "text", placeholder: "e.g. 203.0.113.", width: "w-40" },
  {
    name: "outcome",
    label: "Outcome",
    type: "select",
    options: [
      ["ok", "Succeeded"],
      ["error", "Failed"],
    ],
  },
  { name: "from", label: "From", type: "date" },
  { name: "to", label: "To", type: "date" },
];

// A plain GET form: the filters land in the URL and work without JavaScript.
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
      {fields.map((f) => {
        const id = `audit-${f.name}`;
        const value = String(filters[f.name] ?? "");
        return (
          <div key={f.name} className="grid gap-1">
            <Label htmlFor={id}>{f.label}</Label>
            {f.type === "select" ? (
              <select
                id={id}
                name={f.name}
                defaultValue={value}
                className="h-8 rounded-md border bg-background px-2 text-sm"
              >
                <option value="">Any</option>
                {f.options.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                id={id}
                name={f.name}
                type={f.type}
                defaultValue={value || undefined}
                placeholder={f.type === "text" ? f.placeholder : undefined}
                className={`h-8 ${f.type === "text" ? (f.width ?? "") : ""}`}
              />
            )}
          </div>
        );
      })}
      <Button type="submit" size="sm">
        Apply
      </Button>
    </form>
  );
}
