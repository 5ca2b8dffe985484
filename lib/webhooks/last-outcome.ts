import type { WebhookDelivery } from "@/lib/partner-api/contract/reader";
import { failureCause, type FailureCause } from "./failure-cause";

// The newest finished attempt across the newest deliveries, test sends included, so a subscription whose
// receiver still fails is never shown as healthy (as Svix keeps "failing" in view until a delivery succeeds).
export type LastOutcome = {
  ok: boolean;
  // When the attempt finished (or started, when the API gives no end).
  at: string;
  test: boolean;
  deliveryId: string;
  eventType: string;
  // A retry of this delivery is scheduled (the event is not counted as failed yet).
  retrying: boolean;
  cause: FailureCause | null;
};

type Delivery = Pick<WebhookDelivery, "id" | "eventType" | "test" | "attempts">;

const finished = new Set(["success", "retry", "failed"]);

export function lastOutcomeOf(deliveries: readonly Delivery[]): LastOutcome | null {
  let best: LastOutcome | null = null;
  for (const d of deliveries)
    for (const a of d.attempts) {
      if (!finished.has(a.outcome)) continue;
      const at = a.finishedAt ?? a.startedAt;
      if (best && Date.parse(at) <= Date.parse(best.at)) continue;
      const ok = a.outcome === "success";
      best = {
        ok,
        at,
        test: d.test,
        deliveryId: d.id,
        eventType: d.eventType,
        retrying: a.outcome === "retry",
        cause: ok ? null : failureCause(a),
      };
    }
  return best;
}
