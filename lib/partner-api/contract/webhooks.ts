import { z } from "zod";
import { id, isoTimestamp, pagingQuery } from "./common";
import {
  HEADER_NAME_TOKEN,
  headerValueProblem,
  MAX_ATTEMPTS_CAP,
  reservedHeaderNames,
  subscriptionStatuses,
} from "./values";

export const webhookTrigger = z
  .object({ resourceName: z.string(), eventType: z.string(), label: z.string(), description: z.string() })
  .meta({ id: "WebhookTrigger" });
export type WebhookTrigger = z.infer<typeof webhookTrigger>;

export const subscriptionStatus = z.enum(subscriptionStatuses);

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
