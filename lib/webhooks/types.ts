import type { DeliveryStatus, ListEnvelope } from "@/lib/partner-api/contract";
import type {
  DeliveryStats,
  RecordIssue,
  WebhookDelivery,
  WebhookSubscription,
} from "@/lib/partner-api/contract/reader";

// The console's webhook routes' request and response shapes: domain types that the routes, the server code, the
// pure helpers and the browser fetch layer (lib/queries/webhooks) all import from here.

// Responses that are not plain `{ data }`. The delivery extensions exist only on the sandbox: against an API
// without them the routes answer `{ available: false }` instead of an error.
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

// The whole fleet, with the subscriptions the console could not read named apart.
export type SubscriptionListData = { data: WebhookSubscription[]; unreadable?: RecordIssue[] };
