import { z } from "zod";
import { isoTimestamp } from "./common";

// What the sandbox workbench's request inspector and fault rules answer (/sandbox/workbench/requests, /faults):
// the sandbox builds its answers to these types, the OpenAPI document is converted from them, the console reads
// them.

export const faultKinds = ["latency", "error", "rate_limit", "fail_next"] as const;

const errorDetail = z.object({ path: z.string(), message: z.string() });

export const recordedRequestSummary = z.object({
  id: z.uuid().describe("Id of the recorded request."),
  at: isoTimestamp.describe("When it was received."),
  clientId: z.string().describe("The OAuth client that sent it."),
  method: z.string(),
  path: z.string(),
  status: z.int().describe("Status answered."),
  durationMs: z.number().describe("Time to answer, in milliseconds."),
  requestId: z.string().nullable().describe("Its X-Request-Id."),
  fault: z.string().nullable().describe("The fault rule that answered it, if one did."),
  errorCode: z.string().nullable().describe("The error code answered, if any."),
});
export type RecordedRequestSummary = z.infer<typeof recordedRequestSummary>;

// An inbox request that received a delivery: one per attempt that reached an inbox.
export const deliveryReceipt = z.object({
  id: z.int().describe("Id of the inbox request."),
  inboxId: z.int(),
  receivedAt: isoTimestamp,
  responseStatus: z.int().describe("What the inbox answered."),
});

export const recordedDelivery = z.object({
  id: z.uuid().describe("The delivery's id (its delivery_id)."),
  subscriptionId: z.int(),
  eventType: z.string(),
  status: z.string(),
  attemptCount: z.int(),
  createdAt: isoTimestamp,
  received: z.array(deliveryReceipt).describe("The workbench inbox requests that received it, oldest first."),
});
export type RecordedDelivery = z.infer<typeof recordedDelivery>;

export const recordedEvent = z.object({
  id: z.int(),
  entityType: z.string(),
  eventType: z.string(),
  entityId: z.int(),
  updatedFields: z.array(z.string()).nullable(),
  occurredAt: isoTimestamp,
  deliveries: z.array(recordedDelivery),
});
export type RecordedEvent = z.infer<typeof recordedEvent>;

export const recordedRequest = recordedRequestSummary.omit({ errorCode: true }).extend({
  query: z.string().nullable(),
  route: z.string().nullable().describe("The route template matched."),
  bearerLast4: z.string().nullable().describe("The bearer token's last 4 characters; never the token."),
  rateLimit: z.record(z.string(), z.string()).nullable().describe("The rate-limit headers answered."),
  scopeCheck: z.object({ needed: z.array(z.string()), missing: z.array(z.string()) }).nullable(),
  error: z
    .object({ code: z.string(), message: z.string(), details: z.array(errorDetail).optional() })
    .nullable(),
  requestBody: z.string().nullable().describe("Truncated, secrets removed."),
  responseBody: z.string().nullable().describe("Truncated, secrets removed."),
  events: z.array(recordedEvent).describe("The events it published, with their deliveries."),
});
export type RecordedRequest = z.infer<typeof recordedRequest>;

export const faultRule = z.object({
  id: z.uuid(),
  clientId: z.string().nullable().describe("Only requests of this client; every client when null."),
  kind: z.enum(faultKinds),
  method: z.string().nullable().describe("Only requests with this method."),
  pathPattern: z.string().nullable().describe("Only requests whose path matches (* any segment)."),
  latencyMs: z.object({ min: z.int(), max: z.int() }).optional().describe("Added latency (latency rules)."),
  probability: z.number().optional().describe("Share of matching requests it applies to."),
  status: z.int().optional().describe("Status it answers with."),
  retryAfterS: z.int().optional().describe("Retry-After it sends."),
  remaining: z.int().optional().describe("Requests still to fail (fail_next rules)."),
  expiresAt: isoTimestamp.nullable().describe("When the rule ends."),
  createdAt: isoTimestamp,
  active: z.boolean().describe("Neither expired nor spent."),
});
export type FaultRule = z.infer<typeof faultRule>;
