import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format/dates";
import { REQUESTS_PAGE_SIZE, type RequestFilters } from "@/lib/workbench/inspect-schemas";
import type { RequestPage } from "@/lib/workbench/inspect-types";
import { StatusBadge } from "./status-badge";

function pageHref(filters: RequestFilters, offset: number) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, offset: offset || undefined }))
    if (v !== undefined && v !== "") qs.set(k, String(v));
  return `/workbench/requests${qs.size ? `?${qs}` : ""}`;
}

export function RequestTable({ page, filters }: { page: RequestPage; filters: RequestFilters }) {
  if (page.data.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title="No requests"
        description="No partner-API request matches these filters yet. Requests appear here within a second."
      />
    );
  const { offset, total } = page;
  return (
    <>
      <Table label="Requests">
        <TableHeader>
          <TableRow>
            <TableHead>Time (UTC)</TableHead>
            <TableHead>Request</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Duration</TableHead>
            <TableHead>Client</TableHead>
            <TableHead>Request id</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell className="whitespace-nowrap">
                {formatDateTime(new Date(r.at), { seconds: true, timeZone: "UTC" })}
              </TableCell>
              <TableCell>
                <Link href={`/workbench/requests/${r.id}`} className="font-mono underline underline-offset-4">
                  {r.method} {r.path}
                </Link>
                {r.fault && (
                  <Badge variant="warning" className="ml-2">
                    fault
                  </Badge>
                )}
              </TableCell>
              <TableCell>
                <StatusBadge status={r.status} />
                {r.errorCode && <span className="ml-2 text-xs text-muted-foreground">{r.errorCode}</span>}
              </TableCell>
              <TableCell className="tabular-nums">{Math.round(r.durationMs)} ms</TableCell>
              <TableCell className="font-mono text-xs">{r.clientId}</TableCell>
              <TableCell className="font-mono text-xs">{r.requestId}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav aria-label="Pages" className="mt-3 flex items-center gap-3 text-sm">
        <span>
          {offset + 1}–{offset + page.data.length} of {total}
        </span>
        {offset > 0 && <Link href={pageHref(filters, Math.max(0, offset - REQUESTS_PAGE_SIZE))}>Newer</Link>}
        {offset + page.data.length < total && (
          <Link href={pageHref(filters, offset + REQUESTS_PAGE_SIZE)}>Older</Link>
        )}
      </nav>
    </>
  );
}
