import "server-only";
import { sql } from "drizzle-orm";
import { deliveryOldestDueAge, deliveryQueueDepth, deliveryQueueDue } from "@/lib/metrics/delivery";
import { sdb } from "../../core/db";

const CAP = 100_000;

// The queue's gauges, read at each scrape: waiting deliveries (counted up to CAP, so a huge backlog costs a
// bounded scan of the due index), those due and unclaimed, and how long the oldest of them has waited (min over
// deliveries_due_idx). A claim whose lease ran out counts as unclaimed.
export async function collectQueueGauges(): Promise<void> {
  const { rows } = await sdb().execute<{ depth: number; due: number; oldest: number | null }>(sql`
    SELECT
      (SELECT count(*)::int FROM (SELECT 1 FROM sandbox.webhook_deliveries
         WHERE status IN ('pending', 'pending_retry') LIMIT ${CAP}) w) AS depth,
      (SELECT count(*)::int FROM (SELECT 1 FROM sandbox.webhook_deliveries
         WHERE status IN ('pending', 'pending_retry') AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until < now()) LIMIT ${CAP}) d) AS due,
      (SELECT extract(epoch FROM now() - min(next_attempt_at))::float8 FROM sandbox.webhook_deliveries
         WHERE status IN ('pending', 'pending_retry') AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until < now())) AS oldest`);
  const row = rows[0];
  if (!row) return;
  deliveryQueueDepth.set(Number(row.depth));
  deliveryQueueDue.set(Number(row.due));
  deliveryOldestDueAge.set(Math.max(0, Number(row.oldest ?? 0)));
}
