ALTER TABLE "sandbox"."outbox_events" ADD COLUMN "traceparent" text;--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_deliveries" ADD COLUMN "traceparent" text;