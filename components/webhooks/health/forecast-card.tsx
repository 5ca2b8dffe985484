import type { ReactNode } from "react";
import { CircleCheck, CirclePause, Ban, TriangleAlert } from "lucide-react";
import { SectionCard } from "@/components/record/section-card";
import { AUTO_DISABLE_THRESHOLD } from "@/lib/partner-api/contract/values";
import type { WebhookSubscription } from "@/lib/partner-api/contract/reader";
import { failuresUntilDisable } from "@/lib/webhooks/health";
import { formatSpan, retrySpanMs } from "@/lib/webhooks/retry-schedule";
import type { SubscriptionState } from "@/lib/webhooks/subscription-state";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// The card's first line: the state in words, after an icon that repeats it.
function Lead({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 font-medium">
      {icon}
      <span>{children}</span>
    </p>
  );
}

// What happens next at the current state: how close an active subscription is to auto-disable, or what a paused
// or disabled one misses and what reactivating does (and does not) do.
export function ForecastCard({ sub, state }: { sub: WebhookSubscription; state: SubscriptionState }) {
  const health = state.kind;
  const remaining = failuresUntilDisable(sub);
  const eventFails = (
    <p>
      {sub.maxAttempts > 1
        ? `An event counts as failed once all ${plural(sub.maxAttempts, "attempt")} of its round fail, about ${formatSpan(retrySpanMs(sub.maxAttempts))} after it occurred, or at once when the endpoint answers a 4xx other than 408 or 429.`
        : "An event counts as failed as soon as its one attempt fails (no retries)."}{" "}
      One delivered event resets the streak to 0.
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
        what failed before, use <strong>Replay failed deliveries…</strong> in the delivery log after
        reactivating.
      </p>
    </>
  );
  return (
    <SectionCard title="Forecast">
      <div className="grid gap-3 text-sm">
        {health === "healthy" && (
          <>
            <Lead icon={<CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />}>
              {state.summary}
            </Lead>
            <p>
              {plural(AUTO_DISABLE_THRESHOLD, "failed event")} in a row would disable this subscription
              automatically.
            </p>
            {eventFails}
          </>
        )}
        {health === "unverified" && (
          <>
            <Lead icon={<TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />}>
              {state.summary}
            </Lead>
            <p>
              {state.label.startsWith("Reactivated")
                ? "The failure count started again at 0 when it was reactivated, but the endpoint has not answered well since."
                : "No event has failed for good yet (the failure count is 0), but the endpoint's last answer was a failure."}{" "}
              Send a test event to check it; each new event that fails counts toward auto-disable (
              {AUTO_DISABLE_THRESHOLD} in a row).
            </p>
            {eventFails}
          </>
        )}
        {health === "failing" && remaining !== null && (
          <>
            <Lead icon={<TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />}>
              At the current streak, {plural(remaining, "more failed event")}{" "}
              {remaining === 1 ? "disables" : "disable"} this subscription.
            </Lead>
            <p>
              {plural(sub.consecutiveFailures, "event")} in a row failed; at {AUTO_DISABLE_THRESHOLD} the
              engine disables the subscription and stops all deliveries until someone reactivates it.
            </p>
            {eventFails}
          </>
        )}
        {health === "paused" && (
          <>
            <Lead icon={<CirclePause aria-hidden className="mt-0.5 size-4 shrink-0" />}>Paused.</Lead>
            {whenInactive}
          </>
        )}
        {health === "disabled" && (
          <>
            <Lead icon={<Ban aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />}>
              {sub.consecutiveFailures >= AUTO_DISABLE_THRESHOLD
                ? `Disabled automatically after ${AUTO_DISABLE_THRESHOLD} failed events in a row.`
                : "Disabled."}
            </Lead>
            {whenInactive}
          </>
        )}
      </div>
    </SectionCard>
  );
}
