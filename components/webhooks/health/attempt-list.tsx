import type { DeliveryAttempt } from "@/lib/partner-api/contract/reader";
import { formatMs } from "@/lib/webhooks/delivery-stats";
import { cn } from "@/lib/utils";
import { attemptOutcomeText } from "./delivery-status";
import type { useTimeFormat } from "./use-time-format";

type Props = { attempts: DeliveryAttempt[]; fmt: ReturnType<typeof useTimeFormat>; now: number };

// Every attempt of a delivery in order: what came back (or why nothing did), when, how long it took, and when
// the retry it scheduled is due.
export function AttemptList({ attempts, fmt, now }: Props) {
  if (attempts.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No attempt yet: the delivery is waiting for its first.</p>
    );
  return (
    <ol className="grid gap-3">
      {attempts.map((a) => (
        <li key={a.attemptNumber} className="grid gap-2 rounded-md border p-3 text-sm">
          <p className="font-medium">
            Attempt {a.attemptNumber}:{" "}
            <span className={cn(a.outcome === "failed" && "text-destructive")}>
              {attemptOutcomeText[a.outcome]}
            </span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-muted-foreground">Started</dt>
            <dd>{fmt.time(a.startedAt)}</dd>
            <dt className="text-muted-foreground">Duration</dt>
            <dd>{a.durationMs === null ? "—" : formatMs(a.durationMs)}</dd>
            <dt className="text-muted-foreground">Response</dt>
            <dd>{a.responseStatus === null ? "None" : `HTTP ${a.responseStatus}`}</dd>
            {a.error && (
              <>
                <dt className="text-muted-foreground">Error</dt>
                <dd className="break-words">{a.error}</dd>
              </>
            )}
            {a.nextAttemptAt && (
              <>
                <dt className="text-muted-foreground">Retry due</dt>
                <dd>
                  {fmt.time(a.nextAttemptAt)}{" "}
                  <span className="text-muted-foreground">{fmt.relative(a.nextAttemptAt, now)}</span>
                </dd>
              </>
            )}
          </dl>
          {a.responseBody !== null && a.responseBody !== "" && (
            <div className="grid gap-1">
              <p className="text-muted-foreground">Response body (first 2 KB)</p>
              <pre
                // Focusable so keyboard users can scroll it; a named group so it is announced as what it is.
                tabIndex={0}
                role="group"
                aria-label={`Response body of attempt ${a.attemptNumber}`}
                className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all"
              >
                {a.responseBody}
              </pre>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
