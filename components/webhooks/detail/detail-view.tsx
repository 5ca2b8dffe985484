"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { DetailHeader } from "@/components/record/detail-header";
import { DetailItem, DetailList, none } from "@/components/record/detail-list";
import { SectionCard } from "@/components/record/section-card";
import { TimestampItems } from "@/components/record/timestamp-items";
import { useShell } from "@/components/shell/environment-context";
import { can } from "@/lib/auth/permissions";
import { webhookOptions } from "@/lib/webhooks/queries";
import { FailureMeter } from "../failure-meter";
import { retrySummary } from "../form/retry-summary";
import { TestEventResult, useTestEvent } from "../health/test-event";
import { useClockFormat } from "../health/use-clock-format";
import { SubscriptionStateBadge } from "../state/state-badge";
import { StatePanel } from "../state/state-panel";
import { useSubscriptionState } from "../state/use-subscription-state";
import { HeaderList } from "./header-list";
import type { RecreateResponse } from "./recreate-action";
import { SubscriptionActions } from "./subscription-actions";
import { subscriptionTitle } from "./subscription-title";
import { TriggerList } from "./trigger-list";
import { ConsoleOwnBadge, ConsoleOwnNote, useConsoleOwn } from "../own/console-own";

type Props = { subscriptionId: number; onRecreated: (result: RecreateResponse) => void };

// One subscription: where it delivers, its state and the cause of its last failure, a test send, its failure
// streak, what it receives and how it retries.
export function DetailView({ subscriptionId, onRecreated }: Props) {
  const { data: s } = useSuspenseQuery(webhookOptions(subscriptionId));
  const { role } = useShell();
  const state = useSubscriptionState(s);
  const { time } = useClockFormat();
  const test = useTestEvent(s.id);
  const own = useConsoleOwn(s.id);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <DetailHeader
        back={{ href: "/webhooks", label: "Webhooks" }}
        title={subscriptionTitle(s)}
        badges={
          <>
            <SubscriptionStateBadge state={state} />
            {own && <ConsoleOwnBadge />}
          </>
        }
        actions={
          own ? undefined : (
            <SubscriptionActions
              subscription={s}
              onRecreated={onRecreated}
              test={can(role, "subscriptions:operate") ? test : undefined}
              testNote="subscription-state-summary"
            />
          )
        }
      />
      {own && <ConsoleOwnNote />}
      <TestEventResult test={test} healthHref={`/webhooks/${s.id}/health`} />
      <StatePanel state={state} time={time} id="subscription-state-summary" />

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Endpoint">
          <DetailList>
            <DetailItem label="URL">
              <span className="font-mono break-all">{s.url}</span>
            </DetailItem>
            <DetailItem label="Description">{s.description || none}</DetailItem>
            <DetailItem label="Subscription id">{s.id}</DetailItem>
            <TimestampItems createdAt={s.createdAt} updatedAt={s.updatedAt} />
          </DetailList>
        </SectionCard>
        <SectionCard
          title="Failures"
          description="Failed events in a row; at 10 the API disables the subscription. A delivered event resets the count."
        >
          <FailureMeter consecutiveFailures={s.consecutiveFailures} status={s.status} size="lg" />
        </SectionCard>
        <SectionCard title="Events">
          <TriggerList triggers={s.triggers} />
        </SectionCard>
        <SectionCard title="Delivery">
          <div className="grid gap-5">
            <DetailList>
              <DetailItem label="Attempts per event">
                {s.maxAttempts}
                <p className="text-muted-foreground">{retrySummary(s.maxAttempts)}</p>
              </DetailItem>
            </DetailList>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">Custom headers</h3>
              <HeaderList headers={s.headers} masked={!can(role, "subscriptions:write")} />
            </div>
          </div>
        </SectionCard>
      </div>
    </div>
  );
}
