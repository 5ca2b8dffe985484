import { SectionCard } from "@/components/record/section-card";
import { MAX_ATTEMPTS_CAP } from "@/lib/partner-api/contract/values";
import { formatSpan, retryPlan } from "@/lib/webhooks/retry-schedule";

// The attempts one event gets when each fails in a way that is retried, as an ordered list drawn as a timeline.
export function RetryTimeline({ maxAttempts }: { maxAttempts: number }) {
  const plan = retryPlan(maxAttempts);
  const last = plan.at(-1)!;
  return (
    <SectionCard
      title="Retry schedule"
      description={`${plan.length} ${plan.length === 1 ? "attempt" : "attempts"} per event (maxAttempts ${maxAttempts}${maxAttempts > MAX_ATTEMPTS_CAP ? `, capped at ${MAX_ATTEMPTS_CAP}` : ""}), when every attempt fails with a retryable result.`}
    >
      <div className="grid gap-4 text-sm">
        <ol className="grid">
          {plan.map((p) => (
            <li key={p.attempt} className="relative grid grid-cols-[1.25rem_1fr] gap-x-3 pb-3 last:pb-0">
              {/* The dot and the line joining it to the next attempt are drawing only. */}
              <span aria-hidden className="relative flex justify-center">
                <span className="z-10 mt-1 size-3 rounded-full border-2 border-foreground bg-background" />
                {p.attempt < plan.length && (
                  <span className="absolute top-4 bottom-[-0.25rem] w-px bg-muted-foreground" />
                )}
              </span>
              <div>
                <span className="font-medium">Attempt {p.attempt}</span>
                {": "}
                {p.attempt === 1 ? (
                  "as soon as the event occurs"
                ) : (
                  <>
                    {formatSpan(p.waitMs)} after attempt {p.attempt - 1}
                    <span className="block text-muted-foreground">
                      {formatSpan(p.atMs)} after the event (at the earliest {formatSpan(p.earliestAtMs)})
                    </span>
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
        {plan.length > 1 ? (
          <p>
            <span className="font-medium">Total span: {formatSpan(last.atMs)}</span> from the first attempt to
            the last (at the earliest {formatSpan(last.earliestAtMs)}).
          </p>
        ) : (
          <p>
            <span className="font-medium">No retries:</span> the one attempt decides the event.
          </p>
        )}
        <p className="text-muted-foreground">
          Each wait can be up to 20% shorter (random jitter). A <code>Retry-After</code> header on an answer
          that is retried replaces the wait (1 s to 6 h, no jitter). Connection errors, timeouts, 408, 429,
          3xx and 5xx are retried; other 4xx end the delivery at once, and a 2xx ends it delivered.
        </p>
      </div>
    </SectionCard>
  );
}
