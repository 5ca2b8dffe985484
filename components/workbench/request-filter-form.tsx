import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { RequestFilters } from "@/lib/workbench/inspect-schemas";

// The ISO instant as a datetime-local field shows it (UTC, minutes).
const local = (iso: string | undefined) => (iso ? iso.slice(0, 16) : undefined);

// A plain GET form: the filters land in the URL (a filtered view is a link to share) and work without JavaScript.
export function RequestFilterForm({ filters }: { filters: RequestFilters }) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the requests">
      <div className="grid gap-1">
        <Label htmlFor="rq-client">Client</Label>
        <Input id="rq-client" name="clientId" defaultValue={filters.clientId} className="h-8 w-44" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="rq-status">Status</Label>
        <select
          id="rq-status"
          name="status"
          defaultValue={filters.status ?? ""}
          className="h-8 rounded-md border bg-background px-2 text-sm"
        >
          <option value="">Any</option>
          {["2xx", "3xx", "4xx", "5xx"].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="rq-path">Path starts with</Label>
        <Input
          id="rq-path"
          name="path"
          defaultValue={filters.path}
          placeholder="/v1/leads"
          className="h-8 w-48"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="rq-from">From (UTC)</Label>
        <Input
          id="rq-from"
          name="from"
          type="datetime-local"
          defaultValue={local(filters.from)}
          className="h-8"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="rq-to">To (UTC)</Label>
        <Input id="rq-to" name="to" type="datetime-local" defaultValue={local(filters.to)} className="h-8" />
      </div>
      <Button type="submit" size="sm">
        Apply
      </Button>
    </form>
  );
}
