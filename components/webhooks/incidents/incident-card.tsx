import { Badge } from "@/components/ui/badge";
import type { Incident } from "@/lib/webhook-ops/timeline/types";
import { IncidentDeliveries } from "./incident-deliveries";
import { stepText } from "./step-text";

// One incident: when it ran, each transition in order, and the delivery log's view of it.
export function IncidentCard({
  incident,
  time,
}: {
  incident: Incident;
  subscriptionId: number;
  time: (iso: string) => string;
}) {
  const log = incident.log;
  return (
    <li className="rounded-md border p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <Badge variant={incident.closedAt ? "secondary" : "destructive"}>
          {incident.closedAt ? "Closed" : "Open"}
        </Badge>
        Since {time(incident.openedAt)}
        {incident.closedAt && <> · ended {time(incident.closedAt)}</>}
      </p>
      <ol className="mt-2 grid gap-1 border-l pl-4 text-sm" aria-label="What happened">
        {incident.transitions.map((t) => (
          <li key={t.id}>
            <time dateTime={t.at} className="text-muted-foreground">
              {time(t.at)}
            </time>{" "}
            · {stepText(t)}
          </li>
        ))}
      </ol>
      {log && (
        <div className="mt-3 grid gap-2 text-sm">
          {Object.keys(log.errorClasses).length > 0 && (
            <p className="flex flex-wrap items-center gap-1">
              <span className="text-muted-foreground">Errors seen:</span>
              {Object.entries(log.errorClasses).map(([cls, n]) => (
                <Badge key={cls} variant="outline">
                  {cls === "connect" ? "connect" : cls.toUpperCase()} × {n}
                </Badge>
              ))}
            </p>
          )}
          {log.lastResponse && (
            <p>
              <span className="text-muted-foreground">Last response:</span> {log.lastResponse.label} at{" "}
              {time(log.lastResponse.at)}
              {log.lastResponse.snippet && (
                <code className="ml-1 break-all rounded bg-muted px-1 text-xs">
                  {log.lastResponse.snippet}
                </code>
              )}
            </p>
          )}
          <IncidentDeliveries failed={log.failed} truncated={log.truncated} time={time} />
        </div>
      )}
    </li>
  );
}
