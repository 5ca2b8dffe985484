import { z } from "zod";
import { id, isoTimestamp, pagingQuery } from "./common";

export const triggerCatalog = [
  ["client", "Client", ["create", "update", "delete"]],
  ["project", "Project", ["create", "update", "delete"]],
  ["lead", "Lead", ["create", "update", "delete"]],
  ["task", "Task", ["create", "update", "delete"]],
  ["milestone", "Milestone", ["create", "update", "delete"]],
  ["vendor", "Vendor", ["create", "update"]],
  ["file", "File", ["create", "update", "delete"]],
  ["team-member", "Team Member", ["create", "update"]],
  ["subcontractor", "Subcontractor", ["create", "update"]],
  ["daily-log", "Daily Log", ["create", "update", "delete"]],
  ["contact-group", "Contact Group", ["create", "update", "delete"]],
].flatMap(([resourceName, noun, events]) =>
  (events as string[]).map((eventType) => ({
    resourceName: resourceName as string,
    eventType,
    label: `${noun as string} ${eventType === "create" ? "Created" : eventType === "update" ? "Updated" : "Deleted"}`,
    description: `Fires when a ${(noun as string).toLowerCase()} is ${eventType === "create" ? "created" : eventType === "update" ? "modified" : "removed"}.`,
  })),
);

export const webhookTrigger = z
  .object({ resourceName: z.string(), eventType: z.string(), label: z.string(), description: z.string() })
  .meta({ id: "WebhookTrigger" });
export type WebhookTrigger = z.infer<typeof webhookTrigger>;

export const subscriptionStatuses = ["active", "paused", "disabled"] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const AUTO_DISABLE_THRESHOLD = 10;
export const MAX_ATTEMPTS_CAP = 10;
export const DEFAULT_MAX_ATTEMPTS = 5;

// The spec's retry schedule: the nominal waits before attempts 2, 3, 4 and 5; every later attempt waits the
// last one. Each wait loses up to RETRY_MAX_JITTER of itself. The sandbox's engine and the console's forecasts
// both read it from here.
export const RETRY_SCHEDULE_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
export const RETRY_MAX_JITTER = 0.2;

// Headers the engine sets itself (or the transport owns): a subscription may not name them.
export const reservedHeaderNames = [
  "content-type",
  "x-webhook-signature",
  "x-webhook-timestamp",
  "content-length",
  "host",
  "transfer-encoding",
  "connection",
];

// RFC 9110 §5.1: a field name is a token.
export const HEADER_NAME_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// RFC 9110 §5.5: a field value is visible ASCII and obs-text (the Latin-1 range Node sends as bytes), with spaces
// and tabs only inside it; no other control characters (CR, LF, NUL...) and nothing beyond Latin-1, which Node
// refuses to send. Empty is a valid value.
export const HEADER_FIELD_VALUE =
  /^(?:[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?)?$/;

// Why a value is not a field value, in words a user can act on; null when it is one.
export function headerValueProblem(value: string): string | null {
  if (HEADER_FIELD_VALUE.test(value)) return null;
  if (/[\r\n]/.test(value)) return "header values may not contain line breaks";
  if (/^[\t ]|[\t ]$/.test(value)) return "header values may not start or end with spaces or tabs";
  if (/[\x00-\x08\x0a-\x1f\x7f]/.test(value)) return "header values may not contain control characters";
  return "header values may hold only Latin-1 characters (no emoji or other Unicode beyond U+00FF)";
}

const headerName = z.string().min(1).max(100).regex(HEADER_NAME_TOKEN, "header names must be HTTP tokens");
export const webhookHeaders = z
  .record(
    headerName,
    z
      .string()
      .max(1000)
      .superRefine((v, ctx) => {
        const problem = headerValueProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  )
  .superRefine((h, ctx) => {
    const names = Object.keys(h);
    if (names.length > 20) ctx.addIssue({ code: "custom", message: "at most 20 custom headers" });
    for (const n of names)
      if (reservedHeaderNames.includes(n.toLowerCase()))
        ctx.addIssue({
          code: "custom",
          path: [n],
          message: `${n} is set by the delivery engine and may not be overridden`,
        });
  });

export const triggerRef = z.object({ resourceName: z.string().min(1), eventType: z.string().min(1) });
export type TriggerRef = z.infer<typeof triggerRef>;

export const subscriptionTrigger = z.object({
  id,
  resourceName: z.string(),
  eventType: z.string(),
  isActive: z.boolean(),
});

export const webhookSubscription = z
  .object({
    id,
    companyId: id,
    url: z.string(),
    status: subscriptionStatus,
    description: z.string().nullable(),
    maxAttempts: z.int().min(1).max(MAX_ATTEMPTS_CAP),
    headers: z.record(z.string(), z.string()),
    consecutiveFailures: z.int().min(0),
    createdBy: id,
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
    triggers: z.array(subscriptionTrigger),
  })
  .meta({ id: "WebhookSubscription" });
export type WebhookSubscription = z.infer<typeof webhookSubscription>;

export const webhookSubscriptionWithSecret = webhookSubscription
  .extend({ secret: z.string() })
  .meta({ id: "WebhookSubscriptionWithSecret" });
export type WebhookSubscriptionWithSecret = z.infer<typeof webhookSubscriptionWithSecret>;

// Values above the cap are stored as the cap (the spec's "silently capped"); below 1 is refused.
const maxAttempts = z
  .int()
  .min(1, "maxAttempts must be at least 1")
  .max(1_000_000)
  .transform((n) => Math.min(n, MAX_ATTEMPTS_CAP));

const url = z.string().trim().min(1, "url is required").max(2048);

export const subscriptionCreateBody = z.object({
  url,
  triggers: z.array(triggerRef).max(100).optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  maxAttempts: maxAttempts.optional(),
  headers: webhookHeaders.optional(),
});
export type SubscriptionCreateBody = z.infer<typeof subscriptionCreateBody>;

export const subscriptionUpdateBody = z.object({
  url: url.optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  maxAttempts: maxAttempts.optional(),
  headers: webhookHeaders.optional(),
  status: subscriptionStatus.optional(),
  triggers: z.array(triggerRef).max(100).optional(),
  updateTriggers: z.boolean().optional(),
});
export type SubscriptionUpdateBody = z.infer<typeof subscriptionUpdateBody>;

export const subscriptionListQuery = pagingQuery.extend({ status: subscriptionStatus.optional() });
