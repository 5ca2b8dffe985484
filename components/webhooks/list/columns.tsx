"use client";

import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
} from "@tanstack/react-table";
import Link from "next/link";
import { compareUnhealthiest } from "@/lib/webhooks/health";
import { formatSpan, retrySpanMs } from "@/lib/webhooks/retry-schedule";
import { subscriptionState } from "@/lib/webhooks/subscription-state";
import type { ListedSubscription } from "@/lib/webhooks/types";
import { FailureMeter } from "../failure-meter";
import { SubscriptionStateBadge } from "../state/state-badge";
import { triggerLabels } from "./list-model";
import { RelativeTime } from "./relative-time";
import { LazyRowActions } from "./lazy-row-actions";
import { TriggersCell } from "./triggers-cell";
import { ConsoleOwnBadge, useConsoleOwn } from "../own/console-own";

export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
});
const col = createColumnHelper<typeof features, ListedSubscription>();
const none = <span className="text-muted-foreground">—</span>;

function DescriptionCell({ id, text }: { id: number; text: string }) {
  const own = useConsoleOwn(id);
  return (
    <span className="line-clamp-2 max-w-64 whitespace-normal">
      {own && <ConsoleOwnBadge />} {text || none}
    </span>
  );
}

// The console's own subscription has no actions for people (the console refuses them): it says so instead.
function ActionsCell({ subscription }: { subscription: ListedSubscription }) {
  const own = useConsoleOwn(subscription.id);
  if (own) return <span className="text-xs text-muted-foreground">Managed by the console</span>;
  return <LazyRowActions subscription={subscription} />;
}

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
        className="block max-w-72 truncate font-medium max-sm:max-w-36 underline-offset-4 hover:underline focus-visible:underline"
      >
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((s) => s.description ?? "", {
    id: "description",
    header: "Description",
    sortFn: "alphanumeric",
    cell: (c) => <DescriptionCell id={c.row.original.id} text={c.getValue()} />,
  }),
  // Sorted by health, not by name: ascending puts failing ones first, then disabled, paused, healthy.
  col.accessor("status", {
    header: "Status",
    sortFn: (a, b) => compareUnhealthiest(a.original, b.original),
    // Status and health in one badge: "Active · failing (8 of 10)", "Reactivated, not yet verified".
    cell: (c) => (
      <SubscriptionStateBadge state={subscriptionState(c.row.original, c.row.original.lastOutcome)} />
    ),
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
    cell: (c) => <ActionsCell subscription={c.row.original} />,
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
