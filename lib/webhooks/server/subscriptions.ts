import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import { partnerApi } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import type { RecordIssue, WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { collectAllRead } from "@/lib/partner-api/paging";

export type SubscriptionList = { data: WebhookSubscription[]; unreadable?: RecordIssue[] };

// Every subscription of the company (the list pages; fleets are small, and health counts need all of them), with
// the ones the console could not read named apart.
export const listAllSubscriptions = (
  api: PartnerApiClient,
  status?: SubscriptionStatus,
): Promise<SubscriptionList> =>
  collectAllRead(
    async (offset, limit) =>
      (await api.call("listWebhookSubscriptions", { query: { offset, limit, status } })).data,
  );

// Server-side loaders for prefetching: the same data the console API returns, fetched directly.
export const fetchSubscriptions = (user: ConsoleUser, status?: SubscriptionStatus) =>
  listAllSubscriptions(partnerApi(user.environment), status);

export const fetchSubscription = async (user: ConsoleUser, id: number) =>
  (await partnerApi(user.environment).call("getWebhookSubscription", { params: { id } })).data.data;
