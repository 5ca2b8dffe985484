CREATE TABLE "sandbox"."webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"outbox_event_id" bigint,
	"event_type" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"round_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"payload" json NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."webhook_delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"outcome" text DEFAULT 'in_flight' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"response_status" integer,
	"response_body" text,
	"error" text,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_subscriptions" ADD COLUMN "active_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "sandbox"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_event_uq" ON "sandbox"."webhook_deliveries" USING btree ("subscription_id","outbox_event_id");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "sandbox"."webhook_deliveries" USING btree ("next_attempt_at") WHERE status IN ('pending', 'pending_retry');--> statement-breakpoint
CREATE INDEX "deliveries_sub_idx" ON "sandbox"."webhook_deliveries" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_number_uq" ON "sandbox"."webhook_delivery_attempts" USING btree ("delivery_id","attempt_number");--> statement-breakpoint
CREATE INDEX "attempts_started_idx" ON "sandbox"."webhook_delivery_attempts" USING btree ("started_at");