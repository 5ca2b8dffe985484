import type { IncidentDelivery } from "@/lib/webhook-ops/timeline/types";

const SHOWN = 20;

// The events that failed or were abandoned during an incident (the delivery log), the first few listed.
export function IncidentDeliveries({
  failed,
  truncated,
  time,
}: {
  failed: IncidentDelivery[];
  truncated: boolean;
  time: (iso: string) => string;
}) {
  if (failed.length === 0)
    return <p className="text-muted-foreground">No event failed or was abandoned in it.</p>;
  return (
    <details>
      <summary className="cursor-pointer">
        {failed.length}
        {truncated ? "+" : ""} {failed.length === 1 ? "event" : "events"} failed or abandoned
      </summary>
      <ul className="mt-1 grid gap-0.5 pl-4 text-xs">
        {failed.slice(0, SHOWN).map((d) => (
          <li key={d.id}>
            {time(d.createdAt)} · {d.eventType}
            {d.entityId !== null && ` #${d.entityId}`} · {d.failureReason ?? d.status}
          </li>
        ))}
        {failed.length > SHOWN && <li>…and {failed.length - SHOWN} more</li>}
      </ul>
    </details>
  );
}
