import "server-only";
import { sql } from "drizzle-orm";
import type { DeliveryStats } from "@/lib/partner-api/contract";
import type { Queryable } from "../core/db";

type Row = {
  hour: Date;
  attempts: string;
  delivered: string;
  failed: string;
  retried: string;
  p50: number | null;
  p95: number | null;
};

// Per hour over the last 24 (the current, partial hour last), from the attempts of a subscription's event
// deliveries (test sends are left out): 2xx answers, attempts that ended their delivery failed, failures that
// scheduled a retry, and the median and 95th percentile of attempt durations.
export async function deliveryStats(db: Queryable, subscriptionId: number): Promise<DeliveryStats> {
  const { rows } = await db.execute<Row>(sql`
    WITH hours AS (
      SELECT generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()),
                             interval '1 hour') AS hour
    ), recent AS (
      SELECT a.started_at, a.outcome, a.duration_ms
      FROM sandbox.webhook_delivery_attempts a
      JOIN sandbox.webhook_deliveries d ON d.id = a.delivery_id
      WHERE d.subscription_id = ${subscriptionId} AND NOT d.test
        AND a.started_at >= date_trunc('hour', now()) - interval '23 hours'
    )
    SELECT h.hour,
      count(r.started_at) AS attempts,
      count(*) FILTER (WHERE r.outcome = 'success') AS delivered,
      count(*) FILTER (WHERE r.outcome = 'failed') AS failed,
      count(*) FILTER (WHERE r.outcome = 'retry') AS retried,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY r.duration_ms) AS p50,
      percentile_cont(0.95) WITHIN GROUP (ORDER BY r.duration_ms) AS p95
    FROM hours h
    LEFT JOIN recent r ON r.started_at >= h.hour AND r.started_at < h.hour + interval '1 hour'
    GROUP BY h.hour
    ORDER BY h.hour`);
  const hours = rows.map((r) => ({
    hour: new Date(r.hour).toISOString(),
    attempts: Number(r.attempts),
    delivered: Number(r.delivered),
    failed: Number(r.failed),
    retried: Number(r.retried),
    p50DurationMs: r.p50 === null ? null : Number(r.p50),
    p95DurationMs: r.p95 === null ? null : Number(r.p95),
  }));
  return { from: hours[0]?.hour ?? new Date().toISOString(), to: new Date().toISOString(), hours };
}
