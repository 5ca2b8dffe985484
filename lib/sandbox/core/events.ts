import "server-only";
import { currentTraceparent } from "@/lib/tracing";
import type { Queryable } from "./db";
import { schema } from "./db";
import type { Principal } from "./principal";
import { noteEventIds } from "./request-scope";

export type EventInput = {
  entityType: string;
  eventType: "create" | "update" | "delete";
  entityId: number;
  updatedFields?: string[];
};

// Written inside the mutation's own transaction: an event exists exactly when its change committed.
// The request's trace context goes with them, for their deliveries' attempts to link to.
export async function recordEvents(tx: Queryable, principal: Principal, events: EventInput[]): Promise<void> {
  if (events.length === 0) return;
  const traceparent = currentTraceparent();
  const rows = await tx
    .insert(schema.outboxEvents)
    .values(
      events.map((e) => ({
        companyId: principal.companyId,
        entityType: e.entityType,
        eventType: e.eventType,
        entityId: e.entityId,
        updatedFields: e.eventType === "delete" ? null : (e.updatedFields ?? []),
        actor: { type: "user", id: principal.actorUserId },
        traceparent,
      })),
    )
    .returning({ id: schema.outboxEvents.id });
  // The request inspector links the request to them (core/request-scope.ts).
  noteEventIds(rows.map((r) => r.id));
}

// Names of the fields whose values a write actually changed, as the REST schema names them.
export function changedFields(before: Record<string, unknown>, patch: Record<string, unknown>): string[] {
  return Object.keys(patch).filter(
    (k) => patch[k] !== undefined && JSON.stringify(patch[k]) !== JSON.stringify(before[k]),
  );
}
