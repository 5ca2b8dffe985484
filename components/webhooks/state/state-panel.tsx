import { cn } from "@/lib/utils";
import type { SubscriptionState } from "@/lib/webhooks/subscription-state";
type Props = { state: SubscriptionState; time: (iso: string) => string; id?: string };

// The top of a subscription's page and of its health view: the state in a sentence, and while the receiver has
// not answered well since, why the last delivery failed (class, HTTP status, the start of the response body).
export function StatePanel({ state, time, id }: Props) {
  const f = state.lastFailure;
  const cause = f?.cause;
  const warn = state.tone === "warning" || state.tone === "destructive";
  return (
    <section
      aria-labelledby="current-health-heading"
      className={cn("grid gap-3 rounded-lg border p-4 text-sm", warn ? "border-warning border-2" : undefined)}
    >
      <h2 id="current-health-heading" className="text-base font-semibold">
        Current health
      </h2>
      <p id={id} className="font-medium">
        {state.summary}
      </p>
      {f && (
        <div className="grid gap-2">
          <h3 className="font-medium">Last failure</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Cause</dt>
            <dd>{cause?.label ?? "unknown cause"}</dd>
            {/* The status on a line of its own only when the cause does not already name it. */}
            {cause?.status != null && !cause.label.includes(String(cause.status)) && (
              <>
                <dt className="text-muted-foreground">Status</dt>
                <dd>HTTP {cause.status}</dd>
              </>
            )}
            <dt className="text-muted-foreground">When</dt>
            <dd>{time(f.at)}</dd>
            <dt className="text-muted-foreground">Delivery</dt>
            <dd>
              <span className="font-mono">{f.eventType}</span>
              {f.test && " (test event)"}
              {f.retrying && ", a retry is scheduled"}
            </dd>
          </dl>
          {cause?.snippet ? (
            <pre
              // Focusable so keyboard users can scroll it; named so it is announced as what it is.
              tabIndex={0}
              role="group"
              aria-label={
                cause.status != null ? "Response body of the last failure" : "Error of the last failure"
              }
              className="max-h-32 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all"
            >
              {cause.snippet}
            </pre>
          ) : (
            cause?.status != null && <p className="text-muted-foreground">The response had no body.</p>
          )}
        </div>
      )}
    </section>
  );
}
