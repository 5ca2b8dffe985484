"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { compareUnhealthiest } from "@/lib/webhooks/health";
import { formatSpan, retrySpanMs } from "@/lib/webhooks/retry-schedule";
import { subscriptionState } from "@/lib/webhooks/subscription-state";
import type { ListedSubscription } from "@/lib/webhooks/types";
import { FailureMeter } from "../failure-meter";
import { SubscriptionStateBadge } from "../state/state-badge";
import { triggerLabels } from "./list-model";
import { RelativeTime } from "./relative-time";
import { RowActions } from "./row-actions";
import type { SortColumn } from "./sorting";
import { TriggersCell } from "./triggers-cell";

type S = ListedSubscription;
// A column of the list: its header, its cell, and how it sorts (the actions column does not).
export type WebhookColumn = {
  id: string;
  label: string;
  sort?: Omit<SortColumn<S>, "id">;
  cell: (s: S) => ReactNode;
};

const none = <span className="text-muted-foreground">—</span>;

// With no column sort chosen the rows keep the order they come in: unhealthiest first (see list-model).
export const columns: WebhookColumn[] = [
  {
    id: "url",
    label: "URL",
    sort: { value: (s) => s.url, sortFn: "alphanumeric" },
    cell: (s) => (
      <Link
        href={`/webhooks/${s.id}`}
        prefetch={false}
        title={s.url}
        className="block max-w-72 truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
      >
        {s.url}
      </Link>
    ),
  },
  {
    id: "description",
    label: "Description",
    sort: { value: (s) => s.description ?? "", sortFn: "alphanumeric" },
    cell: (s) => <span className="line-clamp-2 max-w-64 whitespace-normal">{s.description || none}</span>,
  },
  {
    // Sorted by health, not by name: ascending puts failing ones first, then disabled, paused, healthy.
    id: "status",
    label: "Status",
    sort: { value: (s) => s.status, sortFn: compareUnhealthiest },
    // Status and health in one badge: "Active · failing (8 of 10)", "Reactivated, not yet verified".
    cell: (s) => <SubscriptionStateBadge state={subscriptionState(s, s.lastOutcome)} />,
  },
  {
    id: "triggers",
    label: "Triggers",
    sort: { value: (s) => triggerLabels(s.triggers).length, sortFn: "basic" },
    cell: (s) => <TriggersCell subscription={s} />,
  },
  {
    id: "maxAttempts",
    label: "Max attempts",
    sort: { value: (s) => s.maxAttempts, sortFn: "basic" },
    cell: (s) => (
      <span className="whitespace-nowrap tabular-nums">
        {s.maxAttempts}
        <span className="block text-xs text-muted-foreground">
          {s.maxAttempts === 1 ? (
            "no retries"
          ) : (
            <>
              <span className="sr-only">retries span </span>
              {formatSpan(retrySpanMs(s.maxAttempts))}
            </>
          )}
        </span>
      </span>
    ),
  },
  {
    id: "consecutiveFailures",
    label: "Failures",
    sort: { value: (s) => s.consecutiveFailures, sortFn: "basic", descFirst: true },
    cell: (s) => <FailureMeter consecutiveFailures={s.consecutiveFailures} status={s.status} />,
  },
  {
    id: "updatedAt",
    label: "Updated",
    sort: { value: (s) => s.updatedAt, sortFn: "alphanumeric", descFirst: true },
    cell: (s) => <RelativeTime iso={s.updatedAt} />,
  },
  { id: "actions", label: "Actions", cell: (s) => <RowActions subscription={s} /> },
];

export const sortColumns: SortColumn<S>[] = columns.flatMap((c) => (c.sort ? [{ id: c.id, ...c.sort }] : []));
