import "server-only";
import { asc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { sdb, schema } from "../core/db";
import { sandboxConfig } from "../core/config";
import { attempt } from "./dispatch/attempt";
import { classify } from "./record/classify";
import { entityKey, loadEntityData, newestEntityId } from "./queue/entity-data";
import { basePayload } from "./record/payload";

type Subscription = typeof schema.webhookSubscriptions.$inferSelect;

// What a test send is about: the subscription's first trigger (project.update without triggers).
export async function sampleTrigger(sub: Subscription) {
  const tr = schema.webhookSubscriptionTriggers;
  const [trigger] = await sdb()
    .select()
    .from(tr)
    .where(eq(tr.subscriptionId, sub.id))
    .orderBy(asc(tr.id))
    .limit(1);
  return { entityType: trigger?.resourceName ?? "project", eventType: trigger?.eventType ?? "update" };
}

type Trigger = Awaited<ReturnType<typeof sampleTrigger>>;

// A sample event for a test send about the company's newest record of the trigger's type, with its current data
// (0 and {} where the sandbox holds none).
async function samplePayload(sub: Subscription, { entityType, eventType }: Trigger, actorUserId: number) {
  const db = sdb();
  const entityId = (await newestEntityId(db, sub.companyId, entityType)) ?? 0;
  const data = (await loadEntityData(db, [{ companyId: sub.companyId, entityType, entityId }])).get(
    entityKey(entityType, entityId),
  );
  const event = {
    id: 0,
    companyId: sub.companyId,
    entityType,
    eventType,
    entityId,
    updatedFields: Object.keys(data ?? {}).filter((k) => k !== "id"),
    occurredAt: new Date(),
    actor: { type: "user", id: actorUserId },
  };
  return basePayload(event, data, true);
}

// One attempt of a `test: true` sample event, made now and recorded as a delivery of its own. Never retried,
// never counted in consecutiveFailures, and its result is returned to the caller.
export async function sendTest(sub: Subscription, trigger: Trigger, actorUserId: number) {
  const payload = await samplePayload(sub, trigger, actorUserId);
  const id = randomUUID();
  const startedAt = new Date();
  const result = await attempt(
    { id, attemptNumber: 1, payload, url: sub.url, secret: sub.secret, headers: sub.headers },
    {
      timeoutMs: sandboxConfig().webhooks.timeoutMs,
      targets: sandboxConfig().webhooks.targets,
      signal: new AbortController().signal,
    },
  );
  const finishedAt = new Date();
  const ok = classify(result) === "success";
  return sdb().transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.webhookDeliveries)
      .values({
        id,
        subscriptionId: sub.id,
        companyId: sub.companyId,
        eventType: payload.event_type,
        test: true,
        status: ok ? "success" : "failed",
        failureReason: ok ? null : "test",
        attemptCount: 1,
        roundAttempts: 1,
        payload,
        occurredAt: new Date(payload.occurred_at),
        createdAt: startedAt,
        updatedAt: finishedAt,
      })
      .returning();
    await tx.insert(schema.webhookDeliveryAttempts).values({
      deliveryId: id,
      attemptNumber: 1,
      outcome: ok ? "success" : "failed",
      startedAt,
      finishedAt,
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      responseStatus: result.kind === "response" ? result.status : null,
      responseBody: result.kind === "response" ? result.body : null,
      error: result.kind === "error" ? result.error : null,
    });
    return row!;
  });
}
