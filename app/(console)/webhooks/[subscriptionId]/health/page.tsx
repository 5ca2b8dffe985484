import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SubscriptionHealth } from "@/components/webhooks/health/subscription-health";
import { can } from "@/lib/auth/permissions";
import { loadSubscription, prefetchSubscription } from "../load-subscription";

type Props = { params: Promise<{ subscriptionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subscription } = await loadSubscription((await params).subscriptionId);
  return { title: `Delivery health · subscription ${subscription.id}` };
}

// The subscription is prefetched so header, forecast and retry schedule render at once; the delivery log and
// stats load on the client, which polls them while deliveries wait.
export default async function SubscriptionHealthPage({ params }: Props) {
  const { user, subscription, state } = await prefetchSubscription((await params).subscriptionId);
  // Every role may operate subscriptions today; should that change, the view is not offered rather than broken.
  if (!can(user.role, "subscriptions:operate")) notFound();
  return (
    <HydrationBoundary state={state}>
      <SubscriptionHealth subscriptionId={subscription.id} />
    </HydrationBoundary>
  );
}
