import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { cache } from "react";
import { can } from "@/lib/auth/permissions";
import { partnerApi } from "@/lib/partner-api";
import { getQueryClient } from "@/lib/query-client";
import { lastOutcomeOptions, webhookOptions } from "@/lib/webhooks/queries";
import { fetchLastOutcome } from "@/lib/webhooks/server/last-outcome";
import { fetchSubscription } from "@/lib/webhooks/server/subscriptions";
import { loadRecord } from "../../load-record";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadSubscription = cache(async (rawId: string) => {
  const { user, record } = await loadRecord(rawId, fetchSubscription);
  return { user, subscription: record };
});

// The page's client components read the subscription with the same query options, so they start from this data;
// with the receiver's last answer too, so that the first paint never shows a reactivated subscription whose
// receiver still fails as healthy (a lookup that fails leaves it to the browser).
export async function prefetchSubscription(rawId: string) {
  const { user, subscription } = await loadSubscription(rawId);
  const qc = getQueryClient();
  qc.setQueryData(webhookOptions(subscription.id).queryKey, subscription);
  if (can(user.role, "subscriptions:operate"))
    await qc
      .prefetchQuery({
        queryKey: lastOutcomeOptions(subscription.id).queryKey,
        queryFn: () => fetchLastOutcome(partnerApi(user.environment), subscription.id),
      })
      .catch(() => undefined);
  return { user, subscription, state: dehydrate(qc) };
}
