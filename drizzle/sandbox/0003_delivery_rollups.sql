CREATE TABLE "sandbox"."webhook_delivery_hourly" (
	"subscription_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"retried" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "webhook_delivery_hourly_subscription_id_hour_pk" PRIMARY KEY("subscription_id","hour")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."webhook_delivery_latency" (
	"subscription_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "webhook_delivery_latency_subscription_id_hour_duration_ms_pk" PRIMARY KEY("subscription_id","hour","duration_ms")
);
--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_delivery_hourly" ADD CONSTRAINT "webhook_delivery_hourly_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_delivery_latency" ADD CONSTRAINT "webhook_delivery_latency_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_sub_status_idx" ON "sandbox"."webhook_deliveries" USING btree ("subscription_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_sub_event_idx" ON "sandbox"."webhook_deliveries" USING btree ("subscription_id","event_type","created_at","id");--> statement-breakpoint
-- The roll-ups are kept by statement-level triggers on the attempts: in the transaction that writes them,
-- whichever code path (claim, completion, take-over, test send) or plain SQL does it, once per statement (not
-- per row), and upserting in key order, so concurrent statements lock roll-up rows in one order.
CREATE TYPE "sandbox"."attempt_change" AS (delivery_id uuid, started_at timestamptz, outcome text, duration_ms integer, sign integer);
--> statement-breakpoint
CREATE FUNCTION "sandbox"."roll_up_attempt_changes"(changes "sandbox"."attempt_change"[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS MATERIALIZED (
    SELECT d.subscription_id, date_trunc('hour', x.started_at, 'UTC') AS hour, x.outcome, x.duration_ms, x.sign
    FROM unnest(changes) x
    JOIN sandbox.webhook_deliveries d ON d.id = x.delivery_id AND NOT d.test
  ), hourly AS (
    INSERT INTO sandbox.webhook_delivery_hourly AS r (subscription_id, hour, attempts, delivered, failed, retried)
    SELECT subscription_id, hour, sum(sign),
      sum(CASE WHEN outcome = 'success' THEN sign ELSE 0 END),
      sum(CASE WHEN outcome = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN outcome = 'retry' THEN sign ELSE 0 END)
    FROM c GROUP BY subscription_id, hour
    HAVING sum(sign) <> 0 OR bool_or(outcome IN ('success', 'failed', 'retry'))
    ORDER BY subscription_id, hour
    ON CONFLICT (subscription_id, hour) DO UPDATE SET attempts = r.attempts + excluded.attempts,
      delivered = r.delivered + excluded.delivered, failed = r.failed + excluded.failed,
      retried = r.retried + excluded.retried
  )
  INSERT INTO sandbox.webhook_delivery_latency AS r (subscription_id, hour, duration_ms, attempts)
  SELECT subscription_id, hour, duration_ms, sum(sign) FROM c WHERE duration_ms IS NOT NULL
  GROUP BY subscription_id, hour, duration_ms HAVING sum(sign) <> 0
  ORDER BY subscription_id, hour, duration_ms
  ON CONFLICT (subscription_id, hour, duration_ms) DO UPDATE SET attempts = r.attempts + excluded.attempts
$$;
--> statement-breakpoint
-- An inserted attempt counts once; an updated one is taken out as it was and counted as it is (most updates
-- change only its outcome and duration, and the two cancel out elsewhere).
CREATE FUNCTION "sandbox"."roll_up_attempts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sandbox.roll_up_attempt_changes(ARRAY(
      SELECT ROW(delivery_id, started_at, outcome, duration_ms, 1)::sandbox.attempt_change FROM new_rows));
  ELSE
    PERFORM sandbox.roll_up_attempt_changes(ARRAY(
      SELECT ROW(delivery_id, started_at, outcome, duration_ms, -1)::sandbox.attempt_change FROM old_rows
      UNION ALL
      SELECT ROW(delivery_id, started_at, outcome, duration_ms, 1)::sandbox.attempt_change FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "attempts_roll_up_insert" AFTER INSERT ON "sandbox"."webhook_delivery_attempts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."roll_up_attempts"();
--> statement-breakpoint
CREATE TRIGGER "attempts_roll_up_update" AFTER UPDATE ON "sandbox"."webhook_delivery_attempts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."roll_up_attempts"();
--> statement-breakpoint
-- Backfill from the attempts already there.
INSERT INTO "sandbox"."webhook_delivery_hourly" (subscription_id, hour, attempts, delivered, failed, retried)
SELECT d.subscription_id, date_trunc('hour', a.started_at, 'UTC'), count(*),
  count(*) FILTER (WHERE a.outcome = 'success'), count(*) FILTER (WHERE a.outcome = 'failed'),
  count(*) FILTER (WHERE a.outcome = 'retry')
FROM "sandbox"."webhook_delivery_attempts" a
JOIN "sandbox"."webhook_deliveries" d ON d.id = a.delivery_id AND NOT d.test
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "sandbox"."webhook_delivery_latency" (subscription_id, hour, duration_ms, attempts)
SELECT d.subscription_id, date_trunc('hour', a.started_at, 'UTC'), a.duration_ms, count(*)
FROM "sandbox"."webhook_delivery_attempts" a
JOIN "sandbox"."webhook_deliveries" d ON d.id = a.delivery_id AND NOT d.test
WHERE a.duration_ms IS NOT NULL
GROUP BY 1, 2, 3;
