"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Inbox, RefreshCw, SearchX } from "lucide-react";
import { useState } from "react";
import { SectionCard } from "@/components/record/section-card";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type { DeliveriesResponse } from "@/lib/webhooks/types";
import { DELIVERY_PAGE_SIZE, type DeliveryLogState } from "@/lib/webhooks/delivery-log";
import { DeliveryFilters } from "./delivery-filters";
import { DeliveryItem } from "./delivery-item";
import { LoadError } from "./load-error";
import { ReplayFailedDialog } from "./replay-failed-dialog";
import { TestEventButton, TestEventResult, useTestEvent } from "./test-event";
import { useTimeFormat } from "./use-time-format";

type Props = {
  sub: WebhookSubscription;
  state: DeliveryLogState;
  update: (patch: Partial<DeliveryLogState>) => void;
  query: UseQueryResult<DeliveriesResponse>;
  live: boolean;
  refresh: () => Promise<unknown>;
};

// The subscription's deliveries, newest first, a page at a time, with the acts support needs on them: test
// sends, replays, and replaying everything that failed since a given time.
export function DeliveryLog({ sub, state, update, query, live, refresh }: Props) {
  const fmt = useTimeFormat();
  const test = useTestEvent(sub.id);
  const active = sub.status === "active";
  const [refreshing, setRefreshing] = useState(false);
  // Relative times ("in 40 seconds") are as of the latest fetch; while a retry waits that is every 3 s.
  const now = query.dataUpdatedAt;

  const page = query.data?.available ? query.data.page : undefined;
  const filtered = !!(state.status || state.eventType);

  return (
    <SectionCard
      title="Delivery log"
      description="Newest first. Expand a delivery for its request body and attempts."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <TestEventButton test={test} active={active} />
          <ReplayFailedDialog sub={sub} />
          <div className="ml-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {live && (
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden
                  className="size-2 animate-pulse rounded-full bg-foreground motion-reduce:animate-none"
                />
                Live: refreshing every 3 s while deliveries wait
              </span>
            )}
            {query.dataUpdatedAt > 0 && (
              <span>Updated {fmt.time(new Date(query.dataUpdatedAt).toISOString())}</span>
            )}
            <Button
              variant="outline"
              size="sm"
              aria-busy={refreshing || undefined}
              onClick={async () => {
                if (refreshing) return;
                setRefreshing(true);
                await refresh().finally(() => setRefreshing(false));
              }}
            >
              <RefreshCw
                aria-hidden
                className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined}
              />
              {refreshing ? "Refreshing…" : "Refresh"}
            </Button>
          </div>
        </div>
        {!active && (
          <p id="health-inactive-note" className="rounded-md border p-3 text-sm">
            This subscription is {sub.status}: test events and replays need an active subscription. Reactivate
            it first; only events from then on are delivered, so replay what failed afterwards.
          </p>
        )}
        <TestEventResult test={test} />
        <DeliveryFilters state={state} update={update} triggers={sub.triggers} />

        {/* Deliveries say when their next attempt is due in relative words, whose code (date-fns) loads after
            the page: they wait for it, as for the data. */}
        {query.isPending || !fmt.relativeReady ? (
          <div aria-busy="true" className="grid gap-2">
            <span className="sr-only" role="status">
              Loading deliveries…
            </span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError && !page ? (
          <LoadError
            what="The delivery log"
            error={query.error}
            retry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : page && page.data.length === 0 && page.total > 0 ? (
          <EmptyState
            icon={<SearchX />}
            title="Nothing on this page"
            description="The log has fewer deliveries now than when this page was opened."
            action={
              <Button variant="outline" size="sm" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            }
          />
        ) : page && page.data.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchX />}
              title="No deliveries match"
              description="Change or clear the filters to see more deliveries."
              action={
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => update({ status: undefined, eventType: undefined })}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Inbox />}
              title="No deliveries yet — send a test event"
              description={
                active
                  ? "Deliveries appear here when a subscribed event occurs. A test event checks the endpoint now."
                  : "Deliveries appear here when a subscribed event occurs while the subscription is active."
              }
              action={active ? <TestEventButton test={test} active={active} /> : undefined}
            />
          )
        ) : page ? (
          <>
            {query.isError && (
              <LoadError
                what="The latest deliveries"
                error={query.error}
                retry={() => query.refetch()}
                retrying={query.isFetching}
              />
            )}
            <ul
              className="grid gap-2"
              aria-label="Deliveries"
              aria-busy={query.isPlaceholderData || undefined}
            >
              {page.data.map((d) => (
                <DeliveryItem
                  key={d.id}
                  delivery={d}
                  subscriptionId={sub.id}
                  active={active}
                  fmt={fmt}
                  now={now}
                />
              ))}
            </ul>
            <LogPager
              offset={page.offset}
              count={page.data.length}
              total={page.total}
              state={state}
              update={update}
            />
          </>
        ) : null}
      </div>
    </SectionCard>
  );
}

function LogPager({
  offset,
  count,
  total,
  state,
  update,
}: {
  offset: number;
  count: number;
  total: number;
  state: DeliveryLogState;
  update: (patch: Partial<DeliveryLogState>) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / DELIVERY_PAGE_SIZE));
  return (
    <nav
      aria-label="Delivery log pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        {offset + 1}–{offset + count} of {total.toLocaleString()} {total === 1 ? "delivery" : "deliveries"}
      </p>
      <div className="flex items-center gap-2">
        <span>
          Page {Math.min(state.page, pages)} of {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={state.page <= 1}
          onClick={() => update({ page: state.page - 1 })}
        >
          <ChevronLeft aria-hidden />
          Newer
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={state.page >= pages}
          onClick={() => update({ page: state.page + 1 })}
        >
          Older
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
