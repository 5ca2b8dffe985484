import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditFilters } from "@/lib/audit-log/query";
import { formatDateTime } from "@/lib/format/dates";
import { targetKey } from "@/lib/audit-log/target-keys";
import { AuditChanges } from "./audit-changes";
import { AuditTarget } from "./audit-target";
import { plural } from "@/lib/plural";

type Row = {
  id: number;
  at: Date;
  userEmail: string;
  role: string;
  environment: string;
  operation: string;
  target: string | null;
  outcome: "ok" | "error";
  upstreamStatus: number | null;
  detail: string | null;
  address: string | null;
  userAgent: string | null;
  changes: unknown;
  // The Partner API's X-Request-Id of the call the entry records: support finds the API's request by it.
  requestId?: string | null;
};

function pageHref(filters: AuditFilters, page: number) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, page }))
    if (v !== undefined && v !== "" && !(k === "page" && v === 1)) qs.set(k, String(v));
  const s = qs.toString();
  return `/audit${s ? `?${s}` : ""}`;
}

export function AuditTable({
  rows,
  total,
  page,
  pageSize,
  filters,
  names,
}: {
  // Record names for targets, from the record index (lib/record-index/target-names.ts).
  names?: Map<string, string>;
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  filters: AuditFilters;
}) {
  if (rows.length === 0)
    return <EmptyState title="No audit entries" description="No entry matches these filters." />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <div className="rounded-md border">
        <Table label="Audit log">
          <TableHeader>
            <TableRow>
              <TableHead>Time (UTC)</TableHead>
              <TableHead>User</TableHead>
              <TableHead>Environment</TableHead>
              <TableHead>Operation</TableHead>
              <TableHead>Target</TableHead>
              <TableHead>Changes</TableHead>
              <TableHead>From</TableHead>
              <TableHead>Outcome</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={r.at.toISOString()}>
                    {formatDateTime(r.at, { timeZone: "UTC", seconds: true })}
                  </time>
                </TableCell>
                <TableCell className="whitespace-normal break-all">
                  {r.userEmail} <span className="block text-muted-foreground">({r.role})</span>
                </TableCell>
                <TableCell>{r.environment}</TableCell>
                <TableCell className="font-mono text-xs">{r.operation}</TableCell>
                <TableCell className="max-w-48 whitespace-normal break-words">
                  {r.target ? (
                    <AuditTarget
                      target={r.target}
                      operation={r.operation}
                      name={names?.get(targetKey(r.environment, r.target) ?? "")}
                    />
                  ) : (
                    (r.detail ?? "—")
                  )}
                </TableCell>
                {/* Wraps: a changed name or description can be long; the whole change opens on demand. */}
                <TableCell className="min-w-56 max-w-sm text-xs whitespace-normal break-words">
                  <AuditChanges changes={r.changes} operation={r.operation} outcome={r.outcome} />
                </TableCell>
                <TableCell className="whitespace-normal">
                  {r.address ?? "—"}
                  {r.userAgent && (
                    <span
                      className="block max-w-40 truncate text-xs text-muted-foreground"
                      title={r.userAgent}
                    >
                      {r.userAgent}
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  {r.outcome === "ok" ? (
                    <Badge variant="success">Succeeded</Badge>
                  ) : (
                    <Badge variant="destructive" title={r.detail ?? undefined}>
                      Failed{r.upstreamStatus ? ` (${r.upstreamStatus})` : ""}
                    </Badge>
                  )}
                  {r.requestId && (
                    <span
                      className="block max-w-40 truncate font-mono text-xs text-muted-foreground"
                      title={`API request ${r.requestId}`}
                    >
                      {`API request ${r.requestId}`}
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <nav aria-label="Pagination" className="flex items-center justify-between py-3 text-sm">
        <p className="text-muted-foreground">
          Page {page} of {pages} · {plural(total, "entry", "entries")}
        </p>
        <div className="flex gap-3">
          {page > 1 && (
            <Link href={pageHref(filters, page - 1)} className="underline">
              Previous page
            </Link>
          )}
          {page < pages && (
            <Link href={pageHref(filters, page + 1)} className="underline">
              Next page
            </Link>
          )}
        </div>
      </nav>
    </>
  );
}
