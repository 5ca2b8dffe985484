import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import { fetchLastOutcome, withLastOutcomes } from "./last-outcome";
import { maskAnswerFor } from "./mask-headers";
import { listAllSubscriptions, maskListFor } from "./subscriptions";

// The subscription reads as the console's routes make them for a role (app/api/webhooks, [id], last-outcome):
// a server page prefetches ../queries.ts's options with these, so its data is what the browser's refetch gets.
// Header values are masked for roles that may not see them; the list's active subscriptions carry the receiver's
// last answer where the API has the delivery log.
export const webhookReads = (api: PartnerApiClient, role: ConsoleUser["role"]) => ({
  list: async (status?: SubscriptionStatus) =>
    maskListFor(role, await withLastOutcomes(api, role, await listAllSubscriptions(api, status))),
  get: async (id: number) =>
    maskAnswerFor(role, (await api.call("getWebhookSubscription", { params: { id } })).data),
  lastOutcome: (id: number) => fetchLastOutcome(api, id),
});
