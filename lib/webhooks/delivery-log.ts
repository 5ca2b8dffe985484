import { deliveryStatuses, type DeliveryStatus } from "@/lib/partner-api/contract/values";
import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import type { DeliveryFilters } from "@/lib/webhooks/types";
import { isEventType } from "@/lib/partner-api/wire/event-type";

// The delivery log's state: its filters and page in the URL, the request it makes, and the live-refresh rule.
// The stats card's series live in delivery-stats.ts, the replay dialog's dates in replay.ts.

export const DELIVERY_PAGE_SIZE = 20;

export function eventTypeProblem(text: string): string | null {
  if (text === "" || isEventType(text)) return null;
  return "An event type looks like resource.event in lower case, e.g. project.create or daily-log.update.";
}

export type DeliveryLogState = { status?: DeliveryStatus; eventType?: string; page: number };
type Params = Record<string, string | string[] | undefined> | URLSearchParams;
const get = (p: Params, k: string) =>
  p instanceof URLSearchParams ? (p.get(k) ?? undefined) : [p[k]].flat()[0];

// The log keeps its filters and page in the URL (?status=failed&event=project.create&page=2) so that a link
// shared in a support ticket shows the same deliveries. Anything unparseable falls back to the default.
export function parseDeliveryLogState(p: Params): DeliveryLogState {
  const status = get(p, "status");
  const eventType = get(p, "event");
  const page = get(p, "page");
  return {
    ...(deliveryStatuses.includes(status as DeliveryStatus) ? { status: status as DeliveryStatus } : {}),
    ...(eventType && isEventType(eventType) ? { eventType } : {}),
    page: page && /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
  };
}

export function deliveryLogSearch(s: DeliveryLogState): string {
  const qs = new URLSearchParams();
  if (s.status) qs.set("status", s.status);
  if (s.eventType) qs.set("event", s.eventType);
  if (s.page > 1) qs.set("page", String(s.page));
  const out = qs.toString();
  return out ? `?${out}` : "";
}

export function toDeliveryFilters(s: DeliveryLogState): DeliveryFilters {
  return {
    ...(s.status ? { status: s.status } : {}),
    ...(s.eventType ? { eventType: s.eventType } : {}),
    limit: DELIVERY_PAGE_SIZE,
    offset: (s.page - 1) * DELIVERY_PAGE_SIZE,
  };
}

// While any shown delivery still waits for an attempt, its outcome is about to change: refresh until none does.
export const isWaiting = (d: Pick<WebhookDelivery, "status">) =>
  d.status === "pending" || d.status === "pending_retry";
export const anyWaiting = (ds: readonly Pick<WebhookDelivery, "status">[]) => ds.some(isWaiting);

// Pretty JSON for the request body panel.
export const prettyJson = (v: unknown) => JSON.stringify(v, null, 2);
