import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { refusedTo } from "@/lib/auth/refused";
import { EditSubscription } from "@/components/webhooks/detail/edit-subscription";
import { can } from "@/lib/auth/permissions";
import { subscriptionTitle } from "@/components/webhooks/detail/subscription-title";
import { loadSubscription, prefetchSubscription } from "../load-subscription";

type Props = { params: Promise<{ subscriptionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subscription } = await loadSubscription((await params).subscriptionId);
  return { title: `Edit ${subscriptionTitle(subscription)}` };
}

export default async function EditSubscriptionPage({ params }: Props) {
  const { user, subscription, state } = await prefetchSubscription((await params).subscriptionId);
  // The API refuses the write anyway; a role that may not edit is not offered the form.
  if (!can(user.role, "subscriptions:write"))
    redirect(refusedTo(`/webhooks/${subscription.id}`, "edit-webhook"));
  return (
    <HydrationBoundary state={state}>
      <EditSubscription subscriptionId={subscription.id} />
    </HydrationBoundary>
  );
}
