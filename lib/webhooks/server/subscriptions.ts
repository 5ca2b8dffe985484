import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import { partnerApi } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { collectAll } from "@/lib/partner-api/paging";
import { maskHeadersFor } from "./mask-headers";

// Every subscription of the company (the list pages; fleets are small, and health counts need all of them).
export const listAllSubscriptions = (
  api: PartnerApiClient,
  status?: SubscriptionStatus,
): Promise<WebhookSubscription[]> =>
  collectAll(
    async (offset, limit) =>
      (await api.call("listWebhookSubscriptions", { query: { offset, limit, status } })).data,
  );

// Server-side loaders for prefetching: the same data the console API returns (header values masked for roles
// that may not see them), fetched directly.
export const fetchSubscriptions = async (user: ConsoleUser, status?: SubscriptionStatus) =>
  (await listAllSubscriptions(partnerApi(user.environment), status)).map((s) => maskHeadersFor(user.role, s));

export const fetchSubscription = async (user: ConsoleUser, id: number) =>
  maskHeadersFor(
    user.role,
    (await partnerApi(user.environment).call("getWebhookSubscription", { params: { id } })).data.data,
  );
