CREATE SEQUENCE "sandbox"."delivery_log_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers), as 0005_list_generation.sql does for projects and leads.
-- Every statement that can change which deliveries a delivery-log filter (subscription, status, eventType,
-- since) matches advances the delivery log generation, and first takes a shared advisory lock (namespace 7460315,
-- key 0: one for every subscription; resources/list-generation.ts) held until its transaction ends: inserts
-- (fan-out, test sends), deletes (a subscription's cascade) and updates that set one of those columns (the
-- engine's completions, abandons and replays; a claim sets none of them and fires nothing). No transition
-- tables: the engine's statements pay one lock and one nextval, not a copy of their rows.
CREATE FUNCTION "sandbox"."advance_delivery_log_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    -- TRUNCATE's own lock keeps every reader out until it commits.
    PERFORM pg_advisory_xact_lock_shared(7460315, 0);
  END IF;
  PERFORM nextval('"sandbox"."delivery_log_generation"');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deliveries_insert_gen" AFTER INSERT ON "sandbox"."webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_delivery_log_generation"();--> statement-breakpoint
CREATE TRIGGER "deliveries_update_gen" AFTER UPDATE OF "subscription_id", "status", "event_type", "created_at" ON "sandbox"."webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_delivery_log_generation"();--> statement-breakpoint
CREATE TRIGGER "deliveries_delete_gen" AFTER DELETE ON "sandbox"."webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_delivery_log_generation"();--> statement-breakpoint
CREATE TRIGGER "deliveries_truncate_gen" AFTER TRUNCATE ON "sandbox"."webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."advance_delivery_log_generation"();
