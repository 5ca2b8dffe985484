"use client";

import { useQuery } from "@tanstack/react-query";
import { formatClock } from "@/lib/format/dates";
import { cn } from "@/lib/utils";
import { inboxRequestQuery, inboxRequestsQuery } from "@/lib/workbench/queries";
import { RequestDetail } from "./request-detail";
import { VerificationBadge } from "./verification-badge";

// The requests an inbox received, newest first and polled, so deliveries appear as they arrive; the newest is
// shown whole unless another was picked. A picked request older than the list shows is read on its own.
export function RequestList({
  inboxId,
  picked,
  onPick,
}: {
  inboxId: number;
  picked: number | null;
  onPick: (requestId: number) => void;
}) {
  const { data, error, isPending } = useQuery(inboxRequestsQuery(inboxId));
  const listed = data?.data.find((r) => r.id === picked);
  const older = useQuery({
    ...inboxRequestQuery(inboxId, picked ?? 0),
    enabled: picked !== null && data !== undefined && !listed,
  });
  if (isPending) return <p className="text-sm text-muted-foreground">Loading requests…</p>;
  if (error || !data) return <p role="alert">The requests could not be loaded: {error?.message}</p>;
  const list = data.data;
  const shown = listed ?? older.data?.data ?? (picked === null || older.isError ? list[0] : undefined);
  return (
    <section aria-labelledby={`requests-${inboxId}`} className="grid gap-3">
      <h3 id={`requests-${inboxId}`} className="text-base font-semibold">
        Requests received ({data.total})
      </h3>
      {data.total > list.length && (
        <p className="text-sm text-muted-foreground">
          The newest {list.length} are shown; the inbox keeps the last 500.
        </p>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. Requests to the receiving URL appear here as they arrive.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(14rem,20rem)_minmax(0,1fr)]">
          <ul
            aria-label="Received requests"
            className="grid max-h-[32rem] content-start gap-1 overflow-y-auto"
          >
            {list.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  aria-current={r.id === shown?.id ? "true" : undefined}
                  onClick={() => onPick(r.id)}
                  className={cn(
                    "flex w-full flex-wrap items-center gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-accent",
                    r.id === shown?.id && "bg-accent",
                  )}
                >
                  <span className="font-mono">{formatClock(new Date(r.receivedAt), { seconds: true })}</span>
                  <span>{r.method}</span>
                  <span>→ {r.responseStatus}</span>
                  <VerificationBadge result={r.verification.result} />
                </button>
              </li>
            ))}
          </ul>
          <div className="grid min-w-0 content-start gap-2">
            {picked !== null && !listed && older.isPending && (
              <p className="text-sm text-muted-foreground">Loading request {picked}…</p>
            )}
            {picked !== null && older.isError && (
              <p role="status" className="text-sm text-muted-foreground">
                Request {picked} is no longer kept by this inbox (it keeps the last 500); the newest is shown.
              </p>
            )}
            {shown && <RequestDetail request={shown} />}
          </div>
        </div>
      )}
    </section>
  );
}
