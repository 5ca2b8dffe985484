import {
  subscriptionStatuses,
  triggerCatalog,
  type SubscriptionStatus,
} from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { compareUnhealthiest } from "@/lib/webhooks/health";

// The list's one URL filter; anything else in `?status=` is ignored rather than an error.
export function parseStatusFilter(raw: string | string[] | null | undefined): SubscriptionStatus | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return subscriptionStatuses.find((s) => s === value);
}

export const statusHref = (status?: SubscriptionStatus) =>
  status ? `/webhooks?status=${status}` : "/webhooks";

// The table's rows for a filter, unhealthiest first (the order with no column sort chosen).
export function visibleSubscriptions<S extends WebhookSubscription>(
  all: readonly S[],
  status?: SubscriptionStatus,
): S[] {
  return all.filter((s) => !status || s.status === status).sort(compareUnhealthiest);
}

const labels = new Map(triggerCatalog.map((t) => [`${t.resourceName}.${t.eventType}`, t.label]));

// The names of the events a subscription receives (its active triggers), in catalogue order where known;
// a trigger the catalogue lacks (a newer API) is shown by its raw name rather than dropped.
export function triggerLabels(triggers: WebhookSubscription["triggers"]): string[] {
  const keys = triggers.filter((t) => t.isActive).map((t) => `${t.resourceName}.${t.eventType}`);
  const order = [...labels.keys()];
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b)).map((k) => labels.get(k) ?? k);
}
