import "server-only";
import { isPartnerApiError } from "@/lib/partner-api";
import type { PartnerApiClient } from "@/lib/partner-api/client";
import type { SearchQuery } from "./params";

// One page of the search; { available: false } from an API without the sandbox's delivery extension.
export async function searchDeliveries(api: PartnerApiClient, query: SearchQuery) {
  try {
    const page = (await api.call("searchWebhookDeliveries", { query })).data;
    return { available: true as const, page };
  } catch (err) {
    if (isPartnerApiError(err) && err.status === 404 && query.subscriptionId === undefined)
      return { available: false as const };
    throw err;
  }
}
