"use client";

import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import { prettyJson } from "@/lib/webhooks/delivery-log";
import { deliveryRecord } from "@/lib/webhooks/delivery-record";
import { failureCause } from "@/lib/webhooks/failure-cause";
import { cn } from "@/lib/utils";
import { AttemptList } from "./attempt-list";
import { DeliveryStatusBadge, failureReasonText } from "./delivery-status";
import { ReplayButton } from "./replay-button";
import type { useTimeFormat } from "./use-time-format";

type Props = {
  delivery: WebhookDelivery;
  subscriptionId: number;
  active: boolean;
  fmt: ReturnType<typeof useTimeFormat>;
  now: number;
};

// One delivery: a summary row that discloses its request body and attempts.
export function DeliveryItem({ delivery: d, subscriptionId, active, fmt, now }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const last = d.attempts.at(-1);
  // The cause of the latest failed attempt, named in the row itself ("HTTP 500", "connection refused").
  const failedLast = last && (last.outcome === "failed" || last.outcome === "retry");
  const cause = failedLast ? failureCause(last) : null;
  const record = deliveryRecord(d.requestBody);
  return (
    <li className="rounded-lg border">
      <div className="flex flex-wrap items-center gap-2 p-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 rounded-md p-1 text-left text-sm hover:bg-accent"
        >
          <ChevronRight
            aria-hidden
            className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")}
          />
          <span className="font-mono font-medium">{d.eventType}</span>
          {record && <span className="min-w-0 truncate">{record}</span>}
          <DeliveryStatusBadge status={d.status} abandoned={d.failureReason === "abandoned"} />
          {d.test && <Badge variant="outline">Test</Badge>}
          <span className="text-muted-foreground">{fmt.time(d.createdAt)}</span>
          <span className="text-muted-foreground">
            {d.attemptCount} {d.attemptCount === 1 ? "attempt" : "attempts"}
            {!cause && last?.responseStatus != null && `, last HTTP ${last.responseStatus}`}
          </span>
          {cause && (
            <span className="font-medium">
              <span className="sr-only">Cause: </span>
              {cause.label}
              {cause.kind === "http" && cause.snippet && (
                <span className="font-normal text-muted-foreground">
                  {" "}
                  “{cause.snippet.length > 40 ? `${cause.snippet.slice(0, 40)}…` : cause.snippet}”
                </span>
              )}
            </span>
          )}
          {d.nextAttemptAt && (
            <span className="text-muted-foreground">
              {fmt.relative(d.nextAttemptAt, now)
                ? `next attempt ${fmt.relative(d.nextAttemptAt, now)}`
                : "next attempt due now"}
            </span>
          )}
        </button>
        {!d.test && (d.status === "failed" || d.status === "pending_retry") && (
          <ReplayButton delivery={d} subscriptionId={subscriptionId} active={active} />
        )}
      </div>
      <div id={panelId} hidden={!open} className="grid gap-4 border-t p-3">
        {open && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Delivery id</dt>
              <dd className="font-mono break-all">{d.id}</dd>
              <dt className="text-muted-foreground">Event occurred</dt>
              <dd>{fmt.time(d.occurredAt)}</dd>
              <dt className="text-muted-foreground">Last change</dt>
              <dd>{fmt.time(d.updatedAt)}</dd>
              {d.failureReason && (
                <>
                  <dt className="text-muted-foreground">Why it failed</dt>
                  <dd>
                    {failureReasonText[d.failureReason]}
                    {cause && `; the last attempt: ${cause.label}`}
                  </dd>
                </>
              )}
              {d.nextAttemptAt && (
                <>
                  <dt className="text-muted-foreground">Next attempt</dt>
                  <dd>
                    {fmt.time(d.nextAttemptAt)}{" "}
                    <span className="text-muted-foreground">{fmt.relative(d.nextAttemptAt, now)}</span>
                  </dd>
                </>
              )}
            </dl>
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Request body</h3>
              <pre
                // Focusable so keyboard users can scroll it.
                tabIndex={0}
                role="group"
                aria-label={`Request body of delivery ${d.id}`}
                className="max-h-80 overflow-auto rounded bg-muted p-3 font-mono text-xs"
              >
                {prettyJson(d.requestBody)}
              </pre>
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Attempts</h3>
              <AttemptList attempts={d.attempts} fmt={fmt} now={now} />
            </div>
          </>
        )}
      </div>
    </li>
  );
}
