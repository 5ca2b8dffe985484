"use client";

import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
} from "@tanstack/react-table";
import { Activity, ExternalLink } from "lucide-react";
import Link from "next/link";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { compareUnhealthiest } from "@/lib/webhooks/health";
import { formatSpan, retrySpanMs } from "@/lib/webhooks/retry-schedule";
import { FailureMeter } from "../failure-meter";
import { SubscriptionStatusActions } from "../status-actions";
import { SubscriptionStatusBadge } from "../status-badge";
import { triggerLabels } from "./list-model";
import { RelativeTime } from "./relative-time";
import { TriggersCell } from "./triggers-cell";

export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
});
const col = createColumnHelper<typeof features, WebhookSubscription>();
const none = <span className="text-muted-foreground">—</span>;

// With no column sort chosen the rows keep the order they come in: unhealthiest first (see list-model).
export const columns = col.columns([
  col.accessor("url", {
    header: "URL",
    sortFn: "alphanumeric",
    cell: (c) => (
      <Link
        href={`/webhooks/${c.row.original.id}`}
        prefetch={false}
        title={c.getValue()}
        className="block max-w-72 truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((s) => s.description ?? "", {
    id: "description",
    header: "Description",
    sortFn: "alphanumeric",
    cell: (c) => <span className="line-clamp-2 max-w-64 whitespace-normal">{c.getValue() || none}</span>,
  }),
  // Sorted by health, not by name: ascending puts failing ones first, then disabled, paused, healthy.
  col.accessor("status", {
    header: "Status",
    sortFn: (a, b) => compareUnhealthiest(a.original, b.original),
    cell: (c) => <SubscriptionStatusBadge status={c.getValue()} />,
  }),
  col.accessor((s) => triggerLabels(s.triggers).length, {
    id: "triggers",
    header: "Triggers",
    sortFn: "basic",
    cell: (c) => <TriggersCell subscription={c.row.original} />,
  }),
  col.accessor("maxAttempts", {
    header: "Max attempts",
    sortFn: "basic",
    cell: (c) => (
      <span className="whitespace-nowrap tabular-nums">
        {c.getValue()}
        <span className="block text-xs text-muted-foreground">
          {c.getValue() === 1 ? (
            "no retries"
          ) : (
            <>
              <span className="sr-only">retries span </span>
              {formatSpan(retrySpanMs(c.getValue()))}
            </>
          )}
        </span>
      </span>
    ),
  }),
  col.accessor("consecutiveFailures", {
    header: "Failures",
    sortFn: "basic",
    sortDescFirst: true,
    cell: (c) => <FailureMeter consecutiveFailures={c.getValue()} status={c.row.original.status} />,
  }),
  col.accessor("updatedAt", {
    header: "Updated",
    sortFn: "alphanumeric",
    sortDescFirst: true,
    cell: (c) => <RelativeTime iso={c.getValue()} />,
  }),
  col.display({
    id: "actions",
    header: "Actions",
    enableSorting: false,
    cell: (c) => {
      const s = c.row.original;
      return (
        <SubscriptionStatusActions subscription={s} variant="row">
          <DropdownMenuItem asChild>
            <Link href={`/webhooks/${s.id}`} prefetch={false}>
              <ExternalLink aria-hidden />
              Open
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={`/webhooks/${s.id}/health`} prefetch={false}>
              <Activity aria-hidden />
              Delivery health
            </Link>
          </DropdownMenuItem>
        </SubscriptionStatusActions>
      );
    },
  }),
]);

export const columnLabels: Record<string, string> = {
  url: "URL",
  description: "Description",
  status: "Status",
  triggers: "Triggers",
  maxAttempts: "Max attempts",
  consecutiveFailures: "Failures",
  updatedAt: "Updated",
  actions: "Actions",
};
