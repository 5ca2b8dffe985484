import "server-only";
import { z } from "zod";
import {
  subscriptionCreateBody,
  subscriptionStatus,
  subscriptionUpdateBody,
} from "@/lib/partner-api/contract";
import { checkHeaderNames } from "../header-rule";
import { webhookUrl } from "../url-rule";

// Inputs of the console's webhook routes: the contract's bodies, with the console's own URL and header-name
// rules (the ones its form applies) checked too, so that what the form refuses the route refuses as well.

export const webhookListQuery = z.object({ status: subscriptionStatus.optional() });

const headers = subscriptionCreateBody.shape.headers.unwrap().superRefine(checkHeaderNames);

export const webhookCreateBody = subscriptionCreateBody.extend({
  url: webhookUrl,
  headers: headers.optional(),
});

// Edits need subscriptions:write, status changes only subscriptions:operate (support), so a status in an
// edit is refused rather than applied or silently dropped.
export const webhookUpdateBody = subscriptionUpdateBody
  .omit({ status: true })
  .extend({
    url: webhookUrl.optional(),
    headers: headers.optional(),
    status: z
      .never({ error: "change the status with pause, disable or reactivate, not with an edit" })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.updateTriggers && b.triggers === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["triggers"],
        message: "send the full trigger list with updateTriggers: true",
      });
  });

// A little slack for the browser's clock running ahead of the server's.
const CLOCK_SKEW_MS = 60_000;

export const replayFailedBody = z.object({
  since: z.iso
    .datetime({ offset: true, error: "since must be an ISO 8601 timestamp, like 2025-01-31T09:00:00Z" })
    .transform((v) => new Date(v).toISOString())
    // Before the epoch (year 0000 with an offset) would become an extended-year timestamp the API refuses.
    .refine((v) => Date.parse(v) >= 0, "since may not be before 1970")
    .refine((v) => Date.parse(v) <= Date.now() + CLOCK_SKEW_MS, "since may not be in the future"),
});

// Deliveries carry small JSON bodies; a megabyte is far more than any of them.
export const SIGNATURE_BODY_MAX = 1_000_000;

// Messages name the field only: none of these values may ever be echoed back or logged.
export const signatureCheckBody = z.object({
  body: z
    .string({ error: "body must be text: the raw request body as it arrived" })
    .max(SIGNATURE_BODY_MAX, "body may be at most 1 MB"),
  timestamp: z
    .string({ error: "timestamp must be text: the X-Webhook-Timestamp header's value" })
    .trim()
    .min(1, "enter the X-Webhook-Timestamp header's value")
    .max(100, "timestamp is too long for unix seconds"),
  signature: z
    .string({ error: "signature must be text: the X-Webhook-Signature header's value" })
    .trim()
    .min(1, "enter the X-Webhook-Signature header's value")
    .max(200, "signature is too long: it looks like sha256= followed by 64 hexadecimal characters"),
  secret: z
    .string({ error: "secret must be text: the subscription's signing secret" })
    .trim()
    .min(1, "enter the subscription's signing secret")
    .max(1000, "secret is too long"),
});
export type SignatureCheckInput = z.infer<typeof signatureCheckBody>;
