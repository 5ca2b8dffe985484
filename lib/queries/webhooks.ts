import { queryOptions } from "@tanstack/react-query";
import { apiFetch, toSearch } from "@/lib/api-client";
import type {
  DeliveryStatus,
  ListEnvelope,
  SubscriptionStatus,
  WebhookTrigger,
} from "@/lib/partner-api/contract";
import type {
  DeliveryStats,
  RecordIssue,
  WebhookDelivery,
  WebhookSubscription,
} from "@/lib/partner-api/contract/reader";

// Responses of the console's webhook routes that are not plain `{ data }`. The delivery extensions exist only
// on the sandbox: against an API without them the routes answer `{ available: false }` instead of an error.
export type DeliveriesResponse =
  { available: true; page: ListEnvelope<WebhookDelivery> } | { available: false };
export type StatsResponse = { available: true; stats: DeliveryStats } | { available: false };
// matched: the failed deliveries picked for replay (test sends skipped); capped: more failed deliveries since
// that time exist than one run replays (the newest are replayed; run again for the rest once these succeed).
export type ReplayFailedResult = {
  matched: number;
  replayed: number;
  errors: { id: string; message: string }[];
  capped: boolean;
};
export type SignatureCheckResult = { valid: boolean; reason: string };

export type DeliveryFilters = {
  status?: DeliveryStatus;
  eventType?: string;
  limit: number;
  offset: number;
};

// Never cached anywhere: the create and recreate responses (they carry the secret). Those go through
// apiFetch in a component's own state, not through useMutation, so no query or mutation cache holds them.
export const webhookKeys = {
  all: ["webhooks"] as const,
  lists: () => [...webhookKeys.all, "list"] as const,
  list: (status?: SubscriptionStatus) => [...webhookKeys.lists(), status ?? "all"] as const,
  detail: (id: number) => [...webhookKeys.all, "detail", id] as const,
  deliveries: (id: number, f: DeliveryFilters) => [...webhookKeys.all, "deliveries", id, f] as const,
  stats: (id: number) => [...webhookKeys.all, "stats", id] as const,
  triggers: ["webhook-triggers"] as const,
};

// The whole fleet, with the subscriptions the console could not read named apart.
export type SubscriptionListData = { data: WebhookSubscription[]; unreadable?: RecordIssue[] };

export const webhookListOptions = (status?: SubscriptionStatus) =>
  queryOptions({
    queryKey: webhookKeys.list(status),
    queryFn: () => apiFetch<SubscriptionListData>(`/api/webhooks${toSearch({ status })}`),
  });

export const webhookOptions = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: async () => (await apiFetch<{ data: WebhookSubscription }>(`/api/webhooks/${id}`)).data,
  });

export const deliveriesOptions = (id: number, f: DeliveryFilters) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, f),
    queryFn: () => apiFetch<DeliveriesResponse>(`/api/webhooks/${id}/deliveries${toSearch(f)}`),
  });

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
