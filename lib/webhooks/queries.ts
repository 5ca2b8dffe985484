import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type { SubscriptionStatus, WebhookTrigger } from "@/lib/partner-api/contract";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import type {
  DeliveriesResponse,
  DeliveryFilters,
  LastOutcomeResponse,
  StatsResponse,
  SubscriptionListData,
} from "@/lib/webhooks/types";

// Never cached anywhere: the create and recreate responses (they carry the secret). Those go through
// apiFetch in a component's own state, not through useMutation, so no query or mutation cache holds them.
export const webhookKeys = {
  all: ["webhooks"] as const,
  lists: () => [...webhookKeys.all, "list"] as const,
  list: (status?: SubscriptionStatus) => [...webhookKeys.lists(), status ?? "all"] as const,
  detail: (id: number) => [...webhookKeys.all, "detail", id] as const,
  deliveries: (id: number, f: DeliveryFilters) => [...webhookKeys.all, "deliveries", id, f] as const,
  stats: (id: number) => [...webhookKeys.all, "stats", id] as const,
  outcome: (id: number) => [...webhookKeys.all, "outcome", id] as const,
  triggers: ["webhook-triggers"] as const,
};

// The browser fetches over the console's routes; a server page uses webhookReads(api, role), the calls they make.
const overRoutes = {
  list: (status?: SubscriptionStatus) =>
    apiFetch<SubscriptionListData>(`/api/webhooks${toSearch({ status })}`),
  get: (id: number) => apiFetch<{ data: WebhookSubscription }>(`/api/webhooks/${id}`),
  lastOutcome: (id: number) => apiFetch<LastOutcomeResponse>(`/api/webhooks/${id}/last-outcome`),
};
export type WebhookReads = typeof overRoutes;

export const webhookListOptions = (
  status?: SubscriptionStatus,
  reads: Pick<WebhookReads, "list"> = overRoutes,
) => queryOptions({ queryKey: webhookKeys.list(status), queryFn: () => reads.list(status) });

export const webhookOptions = (id: number, reads: Pick<WebhookReads, "get"> = overRoutes) =>
  queryOptions({ queryKey: webhookKeys.detail(id), queryFn: async () => (await reads.get(id)).data });

export const deliveriesOptions = (id: number, f: DeliveryFilters) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, f),
    queryFn: () => apiFetch<DeliveriesResponse>(`/api/webhooks/${id}/deliveries${toSearch(f)}`),
  });

export const lastOutcomeOptions = (id: number, reads: Pick<WebhookReads, "lastOutcome"> = overRoutes) =>
  queryOptions({ queryKey: webhookKeys.outcome(id), queryFn: () => reads.lastOutcome(id) });

export const deliveryStatsOptions = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.stats(id),
    queryFn: () => apiFetch<StatsResponse>(`/api/webhooks/${id}/stats`),
  });

export const triggerOptions = () =>
  queryOptions({
    queryKey: webhookKeys.triggers,
    queryFn: async () => (await apiFetch<{ data: WebhookTrigger[] }>("/api/webhook-triggers")).data,
    staleTime: 30 * 60_000,
  });
