import "server-only";
import { sql } from "drizzle-orm";
import type { DeliveryStats } from "@/lib/partner-api/contract";
import type { Queryable } from "../db";
import { percentileCont } from "./percentile";

type Row = {
  hour: Date;
  attempts: number;
  delivered: number;
  failed: number;
  retried: number;
  durations: number[] | null;
  counts: number[] | null;
};

// Per UTC hour over the last 24 (the current, partial hour last), from the attempts of a subscription's event
// deliveries (test sends are left out): attempts started, 2xx answers, attempts that ended their delivery
// failed, failures that scheduled a retry, and the median and 95th percentile of attempt durations. Read from
// the roll-ups the attempts' triggers keep (drizzle/sandbox/0003_delivery_rollups.sql): 24 rows, each with its
// hour's durations and how many attempts took each (one range scan of the latency roll-up's key), whatever the
// number of attempts.
export async function deliveryStats(db: Queryable, subscriptionId: number): Promise<DeliveryStats> {
  const { rows } = await db.execute<Row>(sql`
    WITH h AS (
      SELECT generate_series(date_trunc('hour', now(), 'UTC') - interval '23 hours',
                             date_trunc('hour', now(), 'UTC'), interval '1 hour') AS hour
    ), l AS (
      SELECT l.hour, array_agg(l.duration_ms ORDER BY l.duration_ms) AS durations,
             array_agg(l.attempts ORDER BY l.duration_ms) AS counts
      FROM sandbox.webhook_delivery_latency l
      WHERE l.subscription_id = ${subscriptionId} AND l.attempts > 0
        AND l.hour >= date_trunc('hour', now(), 'UTC') - interval '23 hours'
      GROUP BY l.hour
    )
    SELECT h.hour, coalesce(r.attempts, 0) AS attempts, coalesce(r.delivered, 0) AS delivered,
      coalesce(r.failed, 0) AS failed, coalesce(r.retried, 0) AS retried, l.durations, l.counts
    FROM h
    LEFT JOIN sandbox.webhook_delivery_hourly r ON r.subscription_id = ${subscriptionId} AND r.hour = h.hour
    LEFT JOIN l ON l.hour = h.hour
    ORDER BY h.hour`);
  const hours = rows.map((r) => {
    const durations = { values: r.durations ?? [], counts: r.counts ?? [] };
    return {
      hour: new Date(r.hour).toISOString(),
      attempts: r.attempts,
      delivered: r.delivered,
      failed: r.failed,
      retried: r.retried,
      p50DurationMs: percentileCont(durations, 0.5),
      p95DurationMs: percentileCont(durations, 0.95),
    };
  });
  return { from: hours[0]?.hour ?? new Date().toISOString(), to: new Date().toISOString(), hours };
}
