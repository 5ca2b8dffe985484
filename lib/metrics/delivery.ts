import client from "prom-client";
import { metricsEnabled, shared, sharedCounter } from "./registry";

const enabled = metricsEnabled();

const attempts = sharedCounter(
  "webhook_delivery_attempts_total",
  "Webhook delivery attempts recorded, by what became of the delivery (success, retry, failed).",
  ["outcome"] as const,
);
const finals = sharedCounter(
  "webhook_deliveries_finished_total",
  "Webhook deliveries that reached a final state through an attempt (success, failed).",
  ["state"] as const,
);
const firstAttemptLatency = shared(
  "webhook_event_first_attempt_seconds",
  (registers) =>
    new client.Histogram({
      name: "webhook_event_first_attempt_seconds",
      help: "Time from an event's occurrence to the start of its delivery's first attempt.",
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    }),
);
const autoDisables = sharedCounter(
  "webhook_subscription_auto_disables_total",
  "Webhook subscriptions disabled for consecutive failed events.",
);
export const deliveryQueueDepth = shared(
  "webhook_delivery_queue_depth",
  (registers) =>
    new client.Gauge({
      name: "webhook_delivery_queue_depth",
      help: "Deliveries waiting for an attempt (pending or pending_retry), due now or later; counted up to 100000.",
      registers,
    }),
);
export const deliveryQueueDue = shared(
  "webhook_delivery_queue_due",
  (registers) =>
    new client.Gauge({
      name: "webhook_delivery_queue_due",
      help: "Deliveries due now and not claimed; counted up to 100000.",
      registers,
    }),
);
export const deliveryOldestDueAge = shared(
  "webhook_delivery_oldest_due_age_seconds",
  (registers) =>
    new client.Gauge({
      name: "webhook_delivery_oldest_due_age_seconds",
      help: "How long the oldest due, unclaimed delivery has been due (0 when none is).",
      registers,
    }),
);

export type AttemptOutcome = "success" | "retry" | "failed";

export function recordDeliveryAttempt(
  outcome: AttemptOutcome,
  attemptNumber: number,
  occurredAt: string,
  startedAt: Date,
) {
  if (!enabled) return;
  attempts.inc({ outcome });
  if (outcome !== "retry") finals.inc({ state: outcome });
  if (attemptNumber === 1) {
    const seconds = (startedAt.getTime() - Date.parse(occurredAt)) / 1000;
    if (Number.isFinite(seconds)) firstAttemptLatency.observe(Math.max(0, seconds));
  }
}

export function recordAutoDisable() {
  if (enabled) autoDisables.inc();
}
