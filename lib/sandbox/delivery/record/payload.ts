// The delivery request body (spec, Events: Delivery request). Everything but delivery_id and attempt_number is
// fixed when the delivery is created and stored, so retries and replays resend the same occurred_at and data.

export type OutboxEvent = {
  id: number;
  companyId: number;
  entityType: string;
  eventType: string;
  entityId: number;
  updatedFields: string[] | null;
  occurredAt: Date;
  actor: { type: string; id: number };
  traceparent?: string | null;
};

export type Payload = {
  event_type: string;
  company_id: number;
  entity_type: string;
  entity_id: number;
  occurred_at: string;
  updated_fields?: string[];
  data: Record<string, unknown>;
  actor: { type: string; id: number };
  test?: true;
};

export function basePayload(
  e: OutboxEvent,
  data: Record<string, unknown> | undefined,
  test = false,
): Payload {
  return {
    event_type: `${e.entityType}.${e.eventType}`,
    company_id: e.companyId,
    entity_type: e.entityType,
    entity_id: e.entityId,
    occurred_at: e.occurredAt.toISOString(),
    // Present on create and update, omitted on delete.
    ...(e.eventType === "delete" ? {} : { updated_fields: e.updatedFields ?? [] }),
    data: e.eventType === "delete" ? {} : (data ?? {}),
    actor: e.actor,
    ...(test ? { test: true as const } : {}),
  };
}

// The exact bytes of one attempt: the stored body with this attempt's delivery_id and attempt_number, in the
// spec's field order (test last, where present).
export function attemptBody(base: Payload, deliveryId: string, attemptNumber: number): string {
  const { test, ...rest } = base;
  return JSON.stringify({
    ...rest,
    delivery_id: deliveryId,
    attempt_number: attemptNumber,
    ...(test ? { test } : {}),
  });
}
