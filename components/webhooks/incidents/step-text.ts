import type { Transition } from "@/lib/webhook-ops/types";
import { formatSpan } from "@/lib/webhooks/retry-schedule";

// A transition as one line of the timeline.
export function stepText(t: Transition): string {
  const d = t.detail;
  const cause = d.cause ? ` Last failure: ${d.cause.label}.` : "";
  const seen = d.baseline ? " (already so when the monitor first saw it)" : "";
  switch (t.kind) {
    case "failing":
      return `First failure seen: ${t.streak} failed ${t.streak === 1 ? "event" : "events"} in a row.${cause}${seen}`;
    case "warning": {
      const eta = d.forecast?.etaMs != null ? `, about ${formatSpan(d.forecast.etaMs)} at this pace` : "";
      return `Warning sent at ${t.step} %: ${t.streak} of ${d.threshold} failed; ${d.forecast?.remaining ?? "?"} more disable it${eta}.${cause}`;
    }
    case "disabled":
      return d.actor === "automatic"
        ? `Disabled automatically after ${t.streak} failed events in a row.${seen}`
        : `Disabled by ${d.actor ?? "someone"}.${seen}`;
    case "paused":
      return `Paused by ${d.actor ?? "someone"}.${seen}`;
    case "reactivated":
      return `Reactivated by ${d.actor ?? "someone"}; waiting for a delivery to succeed.`;
    case "recovered":
      return "Recovered: deliveries succeed again.";
  }
}
