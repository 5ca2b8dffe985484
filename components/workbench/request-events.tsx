import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { deliverySearchHref, inboxRequestHref } from "@/lib/workbench/delivery-links";
import type { RecordedEvent } from "@/lib/workbench/inspect-types";

// What the request caused: each outbox event it published, and each event's webhook deliveries.
export function RequestEvents({ events }: { events: RecordedEvent[] }) {
  return (
    <section className="mt-6" aria-labelledby="events-heading">
      <h2 id="events-heading" className="mb-2 text-base font-semibold">
        Events caused
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">This request published no event.</p>
      ) : (
        <ol className="grid gap-3">
          {events.map((e) => (
            <li key={e.id} id={`event-${e.id}`} className="rounded-md border p-3">
              <h3 className="text-sm font-semibold">
                <Link
                  href={`/webhooks/deliveries?entityId=${e.entityId}`}
                  className="underline underline-offset-4"
                >
                  Event {e.id}: {e.entityType} {e.entityId} {e.eventType}
                </Link>
              </h3>
              {e.updatedFields && e.updatedFields.length > 0 && (
                <p className="text-xs text-muted-foreground">Fields: {e.updatedFields.join(", ")}</p>
              )}
              {e.deliveries.length === 0 ? (
                <p className="mt-1 text-sm text-muted-foreground">No subscription received it.</p>
              ) : (
                <ul className="mt-2 grid gap-1 text-sm" aria-label={`Deliveries of event ${e.id}`}>
                  {e.deliveries.map((d) => (
                    <li key={d.id} className="flex flex-wrap items-center gap-2">
                      <Link
                        href={deliverySearchHref(d.subscriptionId, e.entityId)}
                        className="underline underline-offset-4"
                      >
                        Delivery to subscription {d.subscriptionId}
                      </Link>
                      <Badge variant="outline">{d.status}</Badge>
                      <span className="text-xs text-muted-foreground">
                        {d.attemptCount} attempt{d.attemptCount === 1 ? "" : "s"}
                      </span>
                      {d.received.map((r, i) => (
                        <Link
                          key={r.id}
                          href={inboxRequestHref(r.inboxId, r.id)}
                          className="underline underline-offset-4"
                        >
                          {d.received.length === 1 ? "Received by the inbox" : `Inbox request ${i + 1}`}
                          <span className="text-muted-foreground"> (answered {r.responseStatus})</span>
                        </Link>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
