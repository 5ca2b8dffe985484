"use client";

import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { deliveriesOptions, webhookKeys, webhookOptions } from "@/lib/webhooks/queries";
import { anyWaiting, toDeliveryFilters } from "@/lib/webhooks/delivery-log";
import { DeliveryLog } from "./delivery-log";
import { ExtensionUnavailable } from "./extension-unavailable";
import { ForecastCard } from "./forecast-card";
import { LazyIncidentTimeline } from "../incidents/lazy-incidents";
import { HealthHeader } from "./health-header";
import { RetryTimeline } from "./retry-timeline";
import { StatePanel } from "../state/state-panel";
import { useSubscriptionState } from "../state/use-subscription-state";
import { StatsCard } from "./stats-card";
import { useDeliveryLogState } from "./use-delivery-log-state";
import { useClockFormat } from "./use-clock-format";

const LIVE_MS = 3_000;

// The delivery health view of one subscription. Header, forecast and retry schedule need only the subscription
// (prefetched by the page); the log and stats exist only where the upstream offers the sandbox's extension.
export function SubscriptionHealth({ subscriptionId }: { subscriptionId: number }) {
  const qc = useQueryClient();
  const [logState, updateLog] = useDeliveryLogState();
  const deliveries = useQuery({
    ...deliveriesOptions(subscriptionId, toDeliveryFilters(logState)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // While a shown delivery waits for an attempt its outcome is about to change.
    refetchInterval: (q) => (q.state.data?.available && anyWaiting(q.state.data.page.data) ? LIVE_MS : false),
  });
  const live = !!deliveries.data?.available && anyWaiting(deliveries.data.page.data);
  // The streak moves with the outcomes, so the subscription is polled along with the log.
  const { data: sub } = useSuspenseQuery({
    ...webhookOptions(subscriptionId),
    refetchInterval: live ? LIVE_MS : false,
  });

  // When nothing waits any longer the last outcomes have landed: read the streak and the stats once more.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) {
      void qc.invalidateQueries({ queryKey: webhookKeys.detail(subscriptionId) });
      void qc.invalidateQueries({ queryKey: webhookKeys.stats(subscriptionId) });
    }
    wasLive.current = live;
  }, [live, qc, subscriptionId]);

  // A pause, disable or reactivation from the header changes which deliveries wait (a pause fails them).
  const status = useRef(sub.status);
  useEffect(() => {
    if (status.current === sub.status) return;
    status.current = sub.status;
    void qc.invalidateQueries({ queryKey: [...webhookKeys.all, "deliveries", subscriptionId] });
  }, [sub.status, qc, subscriptionId]);

  const refresh = useCallback(
    () =>
      Promise.all([
        deliveries.refetch(),
        qc.refetchQueries({ queryKey: webhookKeys.detail(subscriptionId) }),
        qc.refetchQueries({ queryKey: webhookKeys.stats(subscriptionId) }),
      ]),
    [deliveries, qc, subscriptionId],
  );

  const state = useSubscriptionState(sub);
  const { time } = useClockFormat();
  const unavailable = deliveries.data?.available === false;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <HealthHeader sub={sub} state={state} />
      <StatePanel state={state} time={time} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ForecastCard sub={sub} state={state} />
        <RetryTimeline maxAttempts={sub.maxAttempts} />
      </div>
      <LazyIncidentTimeline subscriptionId={subscriptionId} />
      {unavailable ? (
        <ExtensionUnavailable />
      ) : (
        <>
          <StatsCard subscriptionId={subscriptionId} live={live} />
          <DeliveryLog
            sub={sub}
            state={logState}
            update={updateLog}
            query={deliveries}
            live={live}
            refresh={refresh}
          />
        </>
      )}
    </div>
  );
}
