"use client";

import { useQuery } from "@tanstack/react-query";
import { useTable, type SortingState } from "@tanstack/react-table";
import { AlertTriangle, Plus, SearchX, Webhook } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { sortableHeaders } from "@/components/data-table/sortable-headers";
import { UnreadableRecords } from "@/components/record/unreadable-notice";
import { useShell } from "@/components/shell/environment-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { can } from "@/lib/auth/permissions";
import { webhookListOptions } from "@/lib/webhooks/queries";
import { FleetHealth } from "../fleet-health";
import { statusLook } from "../status-badge";
import { columnLabels, columns, features } from "./columns";
import { visibleSubscriptions } from "./list-model";
import { WebhooksToolbar } from "./toolbar";
import { useStatusFilter } from "./use-status-filter";

const webhookHeaders = sortableHeaders((c) => columnLabels[c.id] ?? c.id);

// On a phone the row keeps what support acts on: the URL, status and health, and the actions; the rest is on the
// subscription's page.
const hiddenOnPhone = new Set(["description", "triggers", "maxAttempts", "consecutiveFailures", "updatedAt"]);
const phoneColumns = (id: string) => (hiddenOnPhone.has(id) ? "max-sm:hidden" : undefined);

// One query for the whole fleet (small by nature): the health counts need every subscription, and the status
// filter is applied here, so switching it is instant. Polled, since failures and auto-disables happen on their own.
export function WebhooksList() {
  const [status, setStatus] = useStatusFilter();
  const { role } = useShell();
  const query = useQuery({ ...webhookListOptions(), refetchInterval: 30_000 });
  const all = query.data?.data;
  const rows = useMemo(() => visibleSubscriptions(all ?? [], status), [all, status]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({
    features,
    columns,
    data: rows,
    // Keyed by subscription, not position: a row that moves (its status changed) keeps its menu and dialog.
    getRowId: (s) => String(s.id),
    state: { sorting },
    onSortingChange: setSorting,
  });

  if (query.isError && !all)
    return (
      <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
        <p className="flex items-center gap-2 font-medium text-destructive">
          <AlertTriangle aria-hidden className="size-4" />
          Webhook subscriptions could not be loaded
        </p>
        <p className="mt-1 text-muted-foreground">{query.error.message}</p>
        <Button className="mt-3" size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );

  if (!all)
    return (
      <div aria-busy="true" aria-label="Loading webhook subscriptions" className="space-y-2">
        <Skeleton className="h-20 w-full max-w-2xl" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );

  const canCreate = can(role, "subscriptions:write");
  if (all.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        icon={<Webhook />}
        title="No webhook subscriptions yet"
        description={`A subscription sends a signed POST to an endpoint whenever a record you choose is created, changed or deleted.${canCreate ? "" : " Managers and admins can create one."}`}
        action={
          canCreate && (
            <Button asChild>
              <Link href="/webhooks/new">
                <Plus aria-hidden />
                Create subscription
              </Link>
            </Button>
          )
        }
      />
    );

  return (
    <>
      <FleetHealth subscriptions={all} status={status} onFilter={setStatus} />
      <section aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading" className="sr-only">
          Subscriptions
        </h2>
        <WebhooksToolbar
          status={status}
          onStatus={setStatus}
          shown={rows.length}
          total={all.length}
          sorted={sorting.length > 0}
          onResetSort={() => setSorting([])}
          refreshing={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
        <UnreadableRecords issues={query.data?.unreadable} />
        {query.isError && (
          <p role="alert" className="mb-3 text-sm text-destructive">
            The list could not be refreshed ({query.error.message}); it shows what was loaded before.
          </p>
        )}
        <DataTable
          label="Webhooks"
          table={table}
          busy={query.isFetching}
          cellClassName="align-middle"
          columnClassName={phoneColumns}
          ariaSort={webhookHeaders.ariaSort}
          renderHeader={(h) =>
            h.column.id === "actions" ? (
              <span className="sr-only">{columnLabels.actions}</span>
            ) : (
              webhookHeaders.renderHeader(h)
            )
          }
          empty={
            <EmptyState
              className="m-4"
              icon={<SearchX />}
              title={`No ${status ? statusLook[status].label.toLowerCase() : ""} subscriptions`}
              description={`None of the ${all.length} subscriptions is ${status ?? "shown"}.`}
              action={
                <Button variant="outline" onClick={() => setStatus(undefined)}>
                  Clear filter
                </Button>
              }
            />
          }
        />
      </section>
    </>
  );
}
