import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { cache } from "react";
import { getQueryClient } from "@/lib/queries/query-client";
import { webhookOptions } from "@/lib/queries/webhooks";
import { fetchSubscription } from "@/lib/webhooks/server/subscriptions";
import { loadRecord } from "../../load-record";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadSubscription = cache(async (rawId: string) => {
  const { user, record } = await loadRecord(rawId, fetchSubscription);
  return { user, subscription: record };
});

// The page's client components read the subscription with the same query options, so they start from this data.
export async function prefetchSubscription(rawId: string) {
  const { user, subscription } = await loadSubscription(rawId);
  const qc = getQueryClient();
  qc.setQueryData(webhookOptions(subscription.id).queryKey, subscription);
  return { user, subscription, state: dehydrate(qc) };
}
