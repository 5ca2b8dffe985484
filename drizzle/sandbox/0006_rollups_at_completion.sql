-- The roll-ups count an attempt once it has an outcome (no longer 'in_flight'), not when it is claimed. Under
-- the webhook bench (8 writers × 10 subscriptions, 500 deliveries/s) the claim's INSERT and the completion's
-- UPDATE both upserted the same (subscription, hour) rows: roll-up work inside every claim, a take-out and a
-- put-back inside every completion, and the two statements waiting on each other's row locks. Now a claim does
-- none, a completion only adds, and within a process only the completion batches (written one at a time) touch
-- roll-up rows. An attempt is counted, in the hour it started, when it finishes or is taken over (`interrupted`):
-- the current hour's `attempts` leave out the attempts in flight (at most the engine's concurrency, for at most
-- the attempt timeout).
-- A claim (its rows all in flight) rolls nothing up: the roll-up function and its join are skipped altogether.
CREATE OR REPLACE FUNCTION "sandbox"."roll_up_attempts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "sandbox"."attempt_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(
      SELECT ROW(delivery_id, started_at, outcome, duration_ms, 1)::sandbox.attempt_change FROM new_rows
      WHERE outcome <> 'in_flight');
  ELSE
    changes := ARRAY(
      SELECT ROW(delivery_id, started_at, outcome, duration_ms, -1)::sandbox.attempt_change FROM old_rows
      WHERE outcome <> 'in_flight'
      UNION ALL
      SELECT ROW(delivery_id, started_at, outcome, duration_ms, 1)::sandbox.attempt_change FROM new_rows
      WHERE outcome <> 'in_flight');
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM sandbox.roll_up_attempt_changes(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Attempts in flight now were counted when claimed and would be counted again when they finish: taken out.
WITH f AS (
  SELECT d.subscription_id, date_trunc('hour', a.started_at, 'UTC') AS hour, count(*)::int AS n
  FROM "sandbox"."webhook_delivery_attempts" a
  JOIN "sandbox"."webhook_deliveries" d ON d.id = a.delivery_id AND NOT d.test
  WHERE a.outcome = 'in_flight'
  GROUP BY 1, 2
)
UPDATE "sandbox"."webhook_delivery_hourly" r SET attempts = r.attempts - f.n
FROM f WHERE r.subscription_id = f.subscription_id AND r.hour = f.hour;
