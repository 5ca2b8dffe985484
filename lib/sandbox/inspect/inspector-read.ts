import "server-only";
import { and, count, desc, eq, gte, inArray, like, lt, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { RecordedRequest, RecordedRequestSummary } from "@/lib/partner-api/contract/workbench-inspect";
import type { Principal } from "../core/principal";
import { sdb, schema } from "../core/db";
import { ApiError } from "../core/errors";

const r = schema.workbenchRequests;

// GET /sandbox/workbench/requests: newest first, filtered by client, status class, path prefix and time.
export const requestsQuery = z.strictObject({
  clientId: z.string().min(1).max(200).optional(),
  status: z.enum(["2xx", "3xx", "4xx", "5xx"]).optional(),
  path: z.string().min(1).max(200).startsWith("/").optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type RequestsQuery = z.infer<typeof requestsQuery>;

const summary = {
  id: r.id,
  at: r.at,
  clientId: r.clientId,
  method: r.method,
  path: r.path,
  status: r.status,
  durationMs: r.durationMs,
  requestId: r.requestId,
  fault: r.fault,
  errorCode: sql<string | null>`${r.error}->>'code'`,
};

export async function listRequests(p: Principal, q: RequestsQuery) {
  const where: SQL[] = [eq(r.companyId, p.companyId)];
  if (q.clientId) where.push(eq(r.clientId, q.clientId));
  if (q.status) {
    const low = Number(q.status[0]) * 100;
    where.push(gte(r.status, low), lt(r.status, low + 100));
  }
  if (q.path) where.push(like(r.path, `${q.path.replace(/[\\%_]/g, "\\$&")}%`));
  if (q.from) where.push(gte(r.at, new Date(q.from)));
  if (q.to) where.push(lte(r.at, new Date(q.to)));
  const db = sdb();
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(r)
      .where(and(...where))
      .orderBy(desc(r.at), desc(r.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(r)
      .where(and(...where)),
  ]);
  return {
    data: rows.map((row): RecordedRequestSummary => ({ ...row, at: row.at.toISOString() })),
    limit: q.limit,
    offset: q.offset,
    total: total?.n ?? 0,
  };
}

// GET /sandbox/workbench/requests/{id}: the whole request, the events it published and their deliveries.
export async function getRequest(p: Principal, id: string): Promise<{ data: RecordedRequest }> {
  const db = sdb();
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.companyId, p.companyId)));
  if (!row) throw new ApiError("not_found", `request ${id} not found`);
  const eventIds = row.eventIds ?? [];
  const e = schema.outboxEvents;
  const d = schema.webhookDeliveries;
  const none = eventIds.length === 0;
  const [events, deliveries] = await Promise.all([
    none
      ? []
      : db
          .select({
            id: e.id,
            entityType: e.entityType,
            eventType: e.eventType,
            entityId: e.entityId,
            updatedFields: e.updatedFields,
            occurredAt: e.occurredAt,
          })
          .from(e)
          .where(and(inArray(e.id, eventIds), eq(e.companyId, p.companyId)))
          .orderBy(e.id),
    none
      ? []
      : db
          .select({
            id: d.id,
            eventId: d.outboxEventId,
            subscriptionId: d.subscriptionId,
            eventType: d.eventType,
            status: d.status,
            attemptCount: d.attemptCount,
            createdAt: d.createdAt,
          })
          .from(d)
          .where(and(inArray(d.outboxEventId, eventIds), eq(d.companyId, p.companyId)))
          .orderBy(d.createdAt),
  ]);
  const received = await receivedBy(
    p.companyId,
    deliveries.map((dl) => dl.id),
  );
  const { companyId: _company, eventIds: _ids, ...request } = row;
  return {
    data: {
      ...request,
      at: row.at.toISOString(),
      events: events.map((ev) => ({
        ...ev,
        occurredAt: ev.occurredAt.toISOString(),
        deliveries: deliveries
          .filter((dl) => dl.eventId === ev.id)
          .map(({ eventId: _e, ...dl }) => ({
            ...dl,
            createdAt: dl.createdAt.toISOString(),
            received: received
              .filter((x) => x.deliveryId === dl.id && x.subscriptionId === dl.subscriptionId)
              .map(({ deliveryId: _d, subscriptionId: _s, ...x }) => x),
          })),
      })),
    },
  };
}

// The inbox requests that received these deliveries (each attempt that reached an inbox), oldest first; only
// those signed with the secret of the delivery's own subscription name it (workbench/receive.ts).
async function receivedBy(companyId: number, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return [];
  const q = schema.workbenchInboxRequests;
  const rows = await sdb()
    .select({
      id: q.id,
      inboxId: q.inboxId,
      deliveryId: q.deliveryId,
      receivedAt: q.receivedAt,
      responseStatus: q.responseStatus,
      verification: q.verification,
    })
    .from(q)
    .where(and(eq(q.companyId, companyId), inArray(q.deliveryId, deliveryIds)))
    .orderBy(q.id);
  return rows.map((x) => ({
    id: x.id,
    inboxId: x.inboxId,
    deliveryId: x.deliveryId,
    subscriptionId: x.verification.subscriptionId,
    receivedAt: x.receivedAt.toISOString(),
    responseStatus: x.responseStatus,
  }));
}
