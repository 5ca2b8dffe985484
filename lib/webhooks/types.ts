import type { DeliveryStatus, ListEnvelope } from "@/lib/partner-api/contract";
import type {
  DeliveryStats,
  RecordIssue,
  WebhookDelivery,
  WebhookSubscription,
} from "@/lib/partner-api/contract/reader";
import type { LastOutcome } from "./last-outcome";

// The webhook routes' request and response shapes, shared by routes, server code, helpers and ./queries.ts.

// Responses that are not plain `{ data }`. The delivery extensions exist only on the sandbox: against an API
// without them the routes answer `{ available: false }` instead of an error.
export type DeliveriesResponse =
  { available: true; page: ListEnvelope<WebhookDelivery> } | { available: false };
// The receiver's last answer (null: nothing attempted yet); from the delivery extension, like the log.
export type LastOutcomeResponse = { available: true; last: LastOutcome | null } | { available: false };
export type StatsResponse = { available: true; stats: DeliveryStats } | { available: false };
// matched: the failed deliveries picked (test sends skipped); capped: more failed since then than one run replays
// (the newest go first; run again for the rest).
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

// A row of the list: the record, with the receiver's last answer where the console looked it up (active ones).
export type ListedSubscription = WebhookSubscription & { lastOutcome?: LastOutcome | null };
// The whole fleet, with the subscriptions the console could not read named apart.
export type SubscriptionListData = { data: ListedSubscription[]; unreadable?: RecordIssue[] };
