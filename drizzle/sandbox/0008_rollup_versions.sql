ALTER TABLE "sandbox"."webhook_delivery_hourly" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written. The delivery stats remember an hour's percentiles per process (lib/sandbox/delivery/stats.ts)
-- under the version of its hourly roll-up row: every statement that changes an hour's attempts now upserts that
-- row (the HAVING that skipped net-zero changes is gone, so a change of durations alone moves it too) and sets
-- its version to its own transaction id, which is never reused (64-bit, not even across a sandbox reset). So one
-- version always stands for the same durations. Otherwise as in 0003_delivery_rollups.sql.
CREATE OR REPLACE FUNCTION "sandbox"."roll_up_attempt_changes"(changes "sandbox"."attempt_change"[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS MATERIALIZED (
    SELECT d.subscription_id, date_trunc('hour', x.started_at, 'UTC') AS hour, x.outcome, x.duration_ms, x.sign
    FROM unnest(changes) x
    JOIN sandbox.webhook_deliveries d ON d.id = x.delivery_id AND NOT d.test
  ), hourly AS (
    INSERT INTO sandbox.webhook_delivery_hourly AS r (subscription_id, hour, attempts, delivered, failed, retried, version)
    SELECT subscription_id, hour, sum(sign),
      sum(CASE WHEN outcome = 'success' THEN sign ELSE 0 END),
      sum(CASE WHEN outcome = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN outcome = 'retry' THEN sign ELSE 0 END),
      pg_current_xact_id()::text::bigint
    FROM c GROUP BY subscription_id, hour
    ORDER BY subscription_id, hour
    ON CONFLICT (subscription_id, hour) DO UPDATE SET attempts = r.attempts + excluded.attempts,
      delivered = r.delivered + excluded.delivered, failed = r.failed + excluded.failed,
      retried = r.retried + excluded.retried, version = excluded.version
  )
  INSERT INTO sandbox.webhook_delivery_latency AS r (subscription_id, hour, duration_ms, attempts)
  SELECT subscription_id, hour, duration_ms, sum(sign) FROM c WHERE duration_ms IS NOT NULL
  GROUP BY subscription_id, hour, duration_ms HAVING sum(sign) <> 0
  ORDER BY subscription_id, hour, duration_ms
  ON CONFLICT (subscription_id, hour, duration_ms) DO UPDATE SET attempts = r.attempts + excluded.attempts
$$;
--> statement-breakpoint
-- An hour with latency rows and no hourly row (a net-zero change the old HAVING skipped) gets one, version 0.
INSERT INTO "sandbox"."webhook_delivery_hourly" (subscription_id, hour)
SELECT DISTINCT subscription_id, hour FROM "sandbox"."webhook_delivery_latency"
ON CONFLICT (subscription_id, hour) DO NOTHING;
