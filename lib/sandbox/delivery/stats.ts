import "server-only";
import { sql } from "drizzle-orm";
import type { DeliveryStats } from "@/lib/partner-api/contract";
import type { Queryable } from "../core/db";
import { percentileCont } from "./percentile";
import { STATS_SQL } from "./stats-sql";

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
  const { rows } = await db.execute<Row>(
    sql.join(
      STATS_SQL.split("$1").map((part) => sql.raw(part)),
      sql`${subscriptionId}`,
    ),
  );
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
