import "server-only";
import type { ConsoleUser } from "@/lib/auth/current";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { SubscriptionStatus } from "@/lib/partner-api/contract";
import { collectAllRead } from "@/lib/partner-api/paging";
import type { SubscriptionListData } from "../types";
import { maskHeadersFor } from "./mask-headers";

export type SubscriptionList = SubscriptionListData;

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

// A list as a role may see it: header values masked where the role may not read them.
export const maskListFor = (role: ConsoleUser["role"], list: SubscriptionList): SubscriptionList => ({
  ...list,
  data: list.data.map((s) => maskHeadersFor(role, s)),
});
