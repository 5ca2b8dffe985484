import { formatSpan, retryPlan, retrySpanMs } from "@/lib/webhooks/retry-schedule";

// "1 min, 5 min, 30 min and 2 h"
const listOf = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

// What a number of attempts means for a failing event, in time: the span of the spec's retry schedule.
export function retrySummary(maxAttempts: number): string {
  if (maxAttempts <= 1) return "A failing event is not retried: one attempt, then it counts as failed.";
  const waits = retryPlan(maxAttempts)
    .slice(1)
    .map((p) => formatSpan(p.waitMs));
  return `A failing event is retried for about ${formatSpan(retrySpanMs(maxAttempts))} (waits of ${listOf(waits)}, each up to 20% shorter).`;
}
