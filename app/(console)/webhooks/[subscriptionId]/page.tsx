import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { SubscriptionDetail } from "@/components/webhooks/subscription-detail";
import { subscriptionTitle } from "@/components/webhooks/detail/subscription-title";
import { loadSubscription, prefetchSubscription } from "./load-subscription";

type Props = { params: Promise<{ subscriptionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subscription } = await loadSubscription((await params).subscriptionId);
  return { title: subscriptionTitle(subscription) };
}

export default async function SubscriptionPage({ params }: Props) {
  const { subscription, state } = await prefetchSubscription((await params).subscriptionId);
  return (
    <HydrationBoundary state={state}>
      <SubscriptionDetail subscriptionId={subscription.id} />
    </HydrationBoundary>
  );
}
