import "server-only";
import { dehydrate } from "@tanstack/react-query";
import { cache } from "react";
import { can } from "@/lib/auth/permissions";
import { partnerApi } from "@/lib/partner-api";
import { lastOutcomeOptions, webhookOptions } from "@/lib/webhooks/queries";
import { webhookReads } from "@/lib/webhooks/server/reads";
import { loadRecord, pageQueryClient } from "../../load-record";

// One upstream fetch per request, shared by generateMetadata and the page (React's per-request cache).
export const loadSubscription = cache(async (rawId: string) => {
  const { user, record } = await loadRecord(rawId, (api, id, user) =>
    pageQueryClient().fetchQuery({ ...webhookOptions(id, webhookReads(api, user.role)), retry: false }),
  );
  return { user, subscription: record };
});

// Prefetched with the receiver's last answer, so the first paint never shows a reactivated subscription whose
// receiver still fails as healthy.
export async function prefetchSubscription(rawId: string) {
  const { user, subscription } = await loadSubscription(rawId);
  const qc = pageQueryClient();
  if (can(user.role, "subscriptions:operate"))
    await qc.prefetchQuery(
      lastOutcomeOptions(subscription.id, webhookReads(partnerApi(user.environment), user.role)),
    );
  return { user, subscription, state: dehydrate(qc) };
}
