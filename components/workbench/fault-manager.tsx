"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format/dates";
import type { FaultRule } from "@/lib/workbench/inspect-types";
import { FAULTS_KEY, useFaults } from "@/lib/workbench/use-faults";
import { FaultForm } from "./fault-form";
import { FAULTS_CHANGED } from "./faults-banner";

function describe(r: FaultRule): string {
  switch (r.kind) {
    case "latency":
      return r.latencyMs && r.latencyMs.min !== r.latencyMs.max
        ? `Delay ${r.latencyMs.min}–${r.latencyMs.max} ms`
        : `Delay ${r.latencyMs?.min ?? 0} ms`;
    case "error":
      return `${r.status} on ${Math.round((r.probability ?? 1) * 100)}% of requests`;
    case "rate_limit":
      return `429 (Retry-After ${r.retryAfterS} s) on ${Math.round((r.probability ?? 1) * 100)}% of requests`;
    case "fail_next":
      return `Fail the next requests with ${r.status}${r.retryAfterS ? ` (Retry-After ${r.retryAfterS} s)` : ""}: ${r.remaining} left`;
  }
}

export function FaultManager({ canWrite }: { canWrite: boolean }) {
  const { data, error } = useFaults();
  const qc = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(`/api/workbench/faults/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success("Fault rule deleted.");
      void qc.invalidateQueries({ queryKey: FAULTS_KEY });
      window.dispatchEvent(new Event(FAULTS_CHANGED));
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <div className="grid gap-6">
      {canWrite && <FaultForm />}
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="mb-2 text-lg font-semibold">
          Rules
        </h2>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}
        {data && data.data.length === 0 && (
          <EmptyState
            headingLevel={3}
            title="No fault rules"
            description="The sandbox answers every request normally."
          />
        )}
        {data && data.data.length > 0 && (
          <Table label="Fault rules">
            <TableHeader>
              <TableRow>
                <TableHead>Rule</TableHead>
                <TableHead>Applies to</TableHead>
                <TableHead>Expires (UTC)</TableHead>
                <TableHead>State</TableHead>
                {canWrite && <TableHead>Actions</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{describe(r)}</TableCell>
                  <TableCell className="font-mono text-xs">
                    {r.clientId ?? "every client"} · {r.method ?? "any method"} {r.pathPattern ?? "any path"}
                  </TableCell>
                  <TableCell>
                    {r.expiresAt
                      ? formatDateTime(new Date(r.expiresAt), { seconds: true, timeZone: "UTC" })
                      : "never"}
                  </TableCell>
                  <TableCell>{r.active ? "Active" : "Ended"}</TableCell>
                  {canWrite && (
                    <TableCell>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(r.id)}
                        aria-label={`Delete rule: ${describe(r)}`}
                      >
                        Delete
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
