import { CircleCheck, CirclePause, Ban, TriangleAlert } from "lucide-react";
import { SectionCard } from "@/components/record/section-card";
import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { failuresUntilDisable, healthOf } from "@/lib/webhooks/health";
import { formatSpan, retrySpanMs } from "@/lib/webhooks/retry-schedule";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// What happens next at the current state: how close an active subscription is to auto-disable, or what a paused
// or disabled one misses and what reactivating does (and does not) do.
export function ForecastCard({ sub }: { sub: WebhookSubscription }) {
  const health = healthOf(sub);
  const remaining = failuresUntilDisable(sub);
  const span = formatSpan(retrySpanMs(sub.maxAttempts));
  const attempts = plural(sub.maxAttempts, "attempt");
  const eventFails = (
    <p>
      An event counts as failed once all {attempts} of its round fail, about {span} after it occurred, or at
      once when the endpoint answers a 4xx other than 408 or 429. One delivered event resets the streak to 0.
    </p>
  );
  const whenInactive = (
    <>
      <p>
        Nothing is delivered: events that occur now are not queued for this subscription and cannot be
        replayed later. Retries that were waiting were marked failed.
      </p>
      <p>
        Reactivating resets the failure count to 0 and delivers only events that occur from then on. To resend
        what failed before, use <strong>Replay failed since…</strong> in the delivery log after reactivating.
      </p>
    </>
  );
  return (
    <SectionCard title="Forecast">
      <div className="grid gap-3 text-sm">
        {health === "healthy" && (
          <>
            <p className="flex items-start gap-2 font-medium">
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              Healthy: no failure streak. The latest event, if there was one, was delivered.
            </p>
            <p>
              {plural(AUTO_DISABLE_THRESHOLD, "failed event")} in a row would disable this subscription
              automatically.
            </p>
            {eventFails}
          </>
        )}
        {health === "failing" && remaining !== null && (
          <>
            <p className="flex items-start gap-2 font-medium">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              At the current streak, {plural(remaining, "more failed event")}{" "}
              {remaining === 1 ? "disables" : "disable"} this subscription.
            </p>
            <p>
              {plural(sub.consecutiveFailures, "event")} in a row failed; at {AUTO_DISABLE_THRESHOLD} the
              engine disables the subscription and stops all deliveries until someone reactivates it.
            </p>
            {eventFails}
          </>
        )}
        {health === "paused" && (
          <>
            <p className="flex items-start gap-2 font-medium">
              <CirclePause aria-hidden className="mt-0.5 size-4 shrink-0" />
              Paused.
            </p>
            {whenInactive}
          </>
        )}
        {health === "disabled" && (
          <>
            <p className="flex items-start gap-2 font-medium">
              <Ban aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              {sub.consecutiveFailures >= AUTO_DISABLE_THRESHOLD
                ? `Disabled automatically after ${AUTO_DISABLE_THRESHOLD} failed events in a row.`
                : "Disabled."}
            </p>
            {whenInactive}
          </>
        )}
      </div>
    </SectionCard>
  );
}
