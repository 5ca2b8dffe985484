"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatClock } from "@/lib/format/dates";
import { cn } from "@/lib/utils";
import { inboxRequestsQuery } from "@/lib/workbench/queries";
import { RequestDetail } from "./request-detail";
import { VerificationBadge } from "./verification-badge";

// The requests an inbox received, newest first and polled, so deliveries appear as they arrive; the newest is
// shown whole unless another was picked.
export function RequestList({ inboxId }: { inboxId: number }) {
  const { data, error, isPending } = useQuery(inboxRequestsQuery(inboxId));
  const [picked, setPicked] = useState<number | null>(null);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading requests…</p>;
  if (error || !data) return <p role="alert">The requests could not be loaded: {error?.message}</p>;
  const list = data.data;
  const shown = list.find((r) => r.id === picked) ?? list[0];
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
                  onClick={() => setPicked(r.id)}
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
          {shown && <RequestDetail request={shown} />}
        </div>
      )}
    </section>
  );
}
