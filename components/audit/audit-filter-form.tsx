import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AuditFilters } from "@/lib/audit-log/query";

// A plain GET form: the filters land in the URL and work without JavaScript.
export function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
      <div className="grid gap-1">
        <Label htmlFor="audit-user">User</Label>
        <Input
          id="audit-user"
          name="user"
          defaultValue={filters.user}
          placeholder="email contains…"
          className="h-8 w-48"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-operation">Operation</Label>
        <Input
          id="audit-operation"
          name="operation"
          defaultValue={filters.operation}
          placeholder="e.g. project.update"
          className="h-8 w-48"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-outcome">Outcome</Label>
        <select
          id="audit-outcome"
          name="outcome"
          defaultValue={filters.outcome ?? ""}
          className="h-8 rounded-md border bg-background px-2 text-sm"
        >
          <option value="">Any</option>
          <option value="ok">Succeeded</option>
          <option value="error">Failed</option>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={filters.from} className="h-8" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={filters.to} className="h-8" />
      </div>
      <Button type="submit" size="sm">
        Apply
      </Button>
    </form>
  );
}
