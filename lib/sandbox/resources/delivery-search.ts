import "server-only";
import { and, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { sdb, schema } from "../core/db";
import { viewDeliveries } from "../delivery/read/deliveries-view";
import type { Handlers } from "./handler-types";
import { envelope } from "./paging";
import { mustRow } from "./webhooks";

const d = schema.webhookDeliveries;
const classRange: Record<string, [number, number]> = {
  "2xx": [200, 299],
  "3xx": [300, 399],
  "4xx": [400, 499],
  "5xx": [500, 599],
};

// LIKE's own characters taken literally.
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The company's deliveries matching every filter given, newest first. Response bodies are left out (the health
// page's log shows them); the payload text match reads the stored body, so the time range and subscription are
// what keep a search small.
export const deliverySearchHandlers: Pick<Handlers, "searchWebhookDeliveries"> = {
  async searchWebhookDeliveries({ principal, query }) {
    const db = sdb();
    if (query.subscriptionId !== undefined) await mustRow(db, principal.companyId, query.subscriptionId);
    const conds: SQL[] = [eq(d.companyId, principal.companyId), eq(d.test, false)];
    if (query.subscriptionId !== undefined) conds.push(eq(d.subscriptionId, query.subscriptionId));
    if (query.status) conds.push(eq(d.status, query.status));
    if (query.eventType) conds.push(eq(d.eventType, query.eventType));
    if (query.since) conds.push(gte(d.createdAt, new Date(query.since)));
    if (query.until) conds.push(lte(d.createdAt, new Date(query.until)));
    if (query.entityId !== undefined)
      conds.push(sql`(${d.payload}->>'entity_id') = ${String(query.entityId)}`);
    if (query.q) conds.push(sql`${d.payload}::text ILIKE ${likeText(query.q)}`);
    if (query.statusClass === "none")
      conds.push(sql`EXISTS (SELECT 1 FROM sandbox.webhook_delivery_attempts a
        WHERE a.delivery_id = ${d.id} AND a.outcome <> 'in_flight' AND a.response_status IS NULL)`);
    else if (query.statusClass) {
      const [lo, hi] = classRange[query.statusClass]!;
      conds.push(sql`EXISTS (SELECT 1 FROM sandbox.webhook_delivery_attempts a
        WHERE a.delivery_id = ${d.id} AND a.response_status BETWEEN ${lo} AND ${hi})`);
    }
    const where = and(...conds);
    const [rows, [n]] = await Promise.all([
      db
        .select()
        .from(d)
        .where(where)
        .orderBy(desc(d.createdAt), desc(d.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(d).where(where),
    ]);
    return envelope(await viewDeliveries(db, rows, false), query, n?.n ?? 0);
  },
};
