import { z } from "zod";
import { isoTimestamp } from "./common";

// The sandbox workbench's HTTP surface beside the partner API (/sandbox/workbench/…, README "Sandbox workbench"):
// webhook inboxes, the delivery engine's clock and resets. Bodies are closed (unknown keys refused).

// The requests an inbox keeps (the next evicts the oldest), its body limit, how many inboxes a company may have.
export const INBOX_REQUESTS_KEPT = 500;
export const INBOX_BODY_LIMIT = 262_144;
export const INBOXES_PER_COMPANY = 20;
// An answer may wait past the engine's acknowledgement timeout (30 s by default), to watch it time out.
export const INBOX_DELAY_MAX_MS = 120_000;
export const INBOX_FAIL_NEXT_MAX = 1_000;
export const INBOX_RETRY_AFTER_MAX_S = 86_400;
// Advancing the clock by more than 30 days at once serves no schedule (the longest wait is 6 hours).
export const CLOCK_ADVANCE_MAX_S = 30 * 86_400;
export const RESET_ALL_CONFIRMATION = "reset everything";

const answerStatus = z
  .int("status must be an integer")
  .min(200, "status must be 2xx, 4xx or 5xx")
  .max(599, "status must be 2xx, 4xx or 5xx")
  .refine((s) => s < 300 || s >= 400, "status must be 2xx, 4xx or 5xx (a redirect is never followed)");

export const inboxBehaviour = z
  .strictObject({
    status: answerStatus,
    retryAfterS: z.int().min(0).max(INBOX_RETRY_AFTER_MAX_S).optional(),
    delayMs: z.int().min(0).max(INBOX_DELAY_MAX_MS).optional(),
    failNext: z.int().min(0).max(INBOX_FAIL_NEXT_MAX).optional(),
  })
  .refine((b) => b.retryAfterS === undefined || b.status === 429 || b.status === 503, {
    path: ["retryAfterS"],
    message: "retryAfterS goes only with status 429 or 503",
  });
export type InboxBehaviourInput = z.infer<typeof inboxBehaviour>;

const inboxName = z.string().trim().min(1, "name is required").max(80, "name must be at most 80 characters");
export const inboxCreateBody = z.strictObject({ name: inboxName });
export const inboxUpdateBody = z
  .strictObject({ name: inboxName.optional(), behaviour: inboxBehaviour.optional() })
  .refine((b) => b.name !== undefined || b.behaviour !== undefined, "send name, behaviour or both");

export const verificationResults = [
  "verified",
  "stale_timestamp",
  "wrong_secret",
  "body_altered",
  "unsigned",
  "no_subscription",
] as const;

export const inbox = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  behaviour: z.object({
    status: z.int(),
    retryAfterS: z.int().nullable(),
    delayMs: z.int(),
    failNext: z.int(),
  }),
  requestCount: z.int(),
  lastRequestAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type Inbox = z.infer<typeof inbox>;

export const inboxRequest = z.object({
  id: z.int(),
  receivedAt: isoTimestamp,
  method: z.string(),
  query: z.string(),
  headers: z.record(z.string(), z.string()),
  // Null when the body was over INBOX_BODY_LIMIT (answered 413; only its size is kept).
  body: z.string().nullable(),
  size: z.int(),
  verification: z.object({
    result: z.enum(verificationResults),
    reason: z.string(),
    subscriptionId: z.int().nullable(),
  }),
  responseStatus: z.int(),
  delayMs: z.int(),
  // The delivery it carried, when signed with the secret of that delivery's subscription.
  deliveryId: z.uuid().nullable(),
});
export type InboxRequest = z.infer<typeof inboxRequest>;

export const clockState = z.object({
  // The sandbox time the delivery engine schedules by (real time plus offsetS), and the real time.
  now: isoTimestamp,
  realNow: isoTimestamp,
  offsetS: z.int(),
});
export type ClockState = z.infer<typeof clockState>;
export const clockAdvanceBody = z.strictObject({
  seconds: z.int("seconds must be an integer").min(1).max(CLOCK_ADVANCE_MAX_S),
});

export const resetBody = z.strictObject({
  scope: z.enum(["company", "all"]),
  confirm: z.string().max(200),
});
export const resetInfo = z.object({
  company: z.object({ id: z.int(), name: z.string() }),
  // What `confirm` must be for each scope: the company's name, or RESET_ALL_CONFIRMATION.
  confirm: z.object({ company: z.string(), all: z.string() }),
});
export type ResetInfo = z.infer<typeof resetInfo>;
