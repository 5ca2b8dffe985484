import { z } from "zod";
import { EVENT_TYPE_PATTERN } from "../wire/event-type";
import { id, isoTimestamp, pagingQuery, pathId } from "./common";
import { deliveryStatuses } from "./values";

// Sandbox-only extensions for consoles: the delivery log of a subscription, replays, test sends and hourly
// statistics. The real Partner API has none of these; the OpenAPI document marks them x-sandbox-only.

export const deliveryStatus = z.enum(deliveryStatuses);

// Why a delivery failed: attempts used up, a non-retryable status, its subscription paused or disabled while it
// waited, or a test send that was not answered with 2xx.
export const failureReasons = ["exhausted", "rejected", "abandoned", "test"] as const;

export const attemptOutcomes = ["in_flight", "success", "retry", "failed", "interrupted"] as const;

export const deliveryAttempt = z
  .object({
    attemptNumber: z.int().min(1),
    outcome: z.enum(attemptOutcomes),
    startedAt: isoTimestamp,
    finishedAt: isoTimestamp.nullable(),
    durationMs: z.int().min(0).nullable(),
    responseStatus: z.int().nullable(),
    responseBody: z.string().nullable().describe("The first 2 KB of the response body"),
    error: z.string().nullable().describe("Why there was no response (connection, DNS, TLS, timeout)"),
    nextAttemptAt: isoTimestamp.nullable().describe("When the retry this failure scheduled is due"),
  })
  .meta({ id: "WebhookDeliveryAttempt" });
export type DeliveryAttempt = z.infer<typeof deliveryAttempt>;

export const webhookDelivery = z
  .object({
    id: z.uuid().describe("The delivery_id receivers see"),
    subscriptionId: id,
    eventType: z.string().describe("`<entity_type>.<eventType>`, e.g. project.create"),
    test: z.boolean(),
    status: deliveryStatus,
    failureReason: z.enum(failureReasons).nullable(),
    attemptCount: z.int().min(0),
    nextAttemptAt: isoTimestamp.nullable(),
    occurredAt: isoTimestamp,
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
    requestBody: z
      .record(z.string(), z.unknown())
      .describe("The body of the latest attempt (or of the first)"),
    attempts: z.array(deliveryAttempt),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const deliveryListQuery = pagingQuery.extend({
  status: deliveryStatus.optional(),
  eventType: z.string().regex(EVENT_TYPE_PATTERN, "eventType must look like project.create").optional(),
  since: isoTimestamp.optional().describe("Only deliveries created at or after this time"),
});

// Path parameters of the replay: the subscription's integer id and the delivery's UUID.
export const deliveryPathParams = z.object({ id: pathId, deliveryId: z.uuid("must be a UUID") });

export const deliveryStatsHour = z.object({
  hour: isoTimestamp.describe("Start of the hour (UTC)"),
  attempts: z.int().min(0),
  delivered: z.int().min(0).describe("Attempts answered with 2xx"),
  failed: z.int().min(0).describe("Attempts that ended their delivery as failed"),
  retried: z.int().min(0).describe("Failed attempts that scheduled a retry"),
  p50DurationMs: z.number().nullable(),
  p95DurationMs: z.number().nullable(),
});

export const deliveryStats = z
  .object({ from: isoTimestamp, to: isoTimestamp, hours: z.array(deliveryStatsHour) })
  .meta({ id: "WebhookDeliveryStats" });
export type DeliveryStats = z.infer<typeof deliveryStats>;

// A page of "replay every failed delivery in a window" (failed and abandoned alike, test sends never), for a
// console that recovers after an outage: pages in (createdAt, id) order resumed from `after`, so a million
// deliveries are replayed a bounded page at a time; `dryRun` only counts the window's failed deliveries.
export const REPLAY_PAGE_MAX = 1000;
export const replayCursor = z
  .string()
  .regex(/^\d{1,17}_[0-9a-f-]{36}$/, "after must be a cursor from a previous page")
  .describe("The `next` of the previous page");
export const replayFailedBody = z
  .object({
    from: isoTimestamp.describe("Deliveries created at or after this time"),
    to: isoTimestamp.describe("…and at or before this time"),
    after: replayCursor.optional(),
    limit: z.int().min(1).max(REPLAY_PAGE_MAX).default(500),
    dryRun: z.boolean().default(false),
  })
  .refine((b) => Date.parse(b.from) <= Date.parse(b.to), {
    message: "from must not be after to",
    path: ["from"],
  });
export const replayFailedPage = z
  .object({
    matched: z.int().min(0).describe("Dry run: every failed delivery of the window; else those of this page"),
    replayed: z.int().min(0),
    next: replayCursor.nullable().describe("Where the next page starts; null when this was the last"),
  })
  .meta({ id: "WebhookReplayFailedPage" });

// Delivery search across a company's subscriptions (or one): the log's filters and the entity's id, the HTTP
// status class of any attempt ("none": no response), a time range and text in the payload.
const wholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number);
export const statusClasses = ["2xx", "3xx", "4xx", "5xx", "none"] as const;
export const deliverySearchQuery = pagingQuery.extend({
  subscriptionId: wholeNumber("subscriptionId").optional(),
  status: deliveryStatus.optional(),
  eventType: z.string().regex(EVENT_TYPE_PATTERN, "eventType must look like project.create").optional(),
  entityId: wholeNumber("entityId").optional().describe("The payload's entity_id"),
  statusClass: z
    .enum(statusClasses)
    .optional()
    .describe("Any attempt answered in this class (none: no answer)"),
  since: isoTimestamp.optional().describe("Created at or after this time"),
  until: isoTimestamp.optional().describe("Created at or before this time"),
  q: z.string().trim().min(1).max(200).optional().describe("Text the payload contains (case-insensitive)"),
});
