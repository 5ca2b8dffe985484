-- Fuzzy name search (lib/record-index): trigram operators and the GIN operator class. A trusted extension since
-- PostgreSQL 13, shipped by embedded-postgres and Debian's postgresql packages.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "console"."index_records" (
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"client_id" bigint,
	"client_name" text,
	"client_email" text,
	"city" text,
	"status_id" bigint,
	"status_name" text DEFAULT '' NOT NULL,
	"budget" double precision,
	"type" text,
	"archived" boolean DEFAULT false NOT NULL,
	"custom_text" text DEFAULT '' NOT NULL,
	"custom" jsonb,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_records_environment_kind_id_pk" PRIMARY KEY("environment","kind","id")
);
--> statement-breakpoint
CREATE TABLE "console"."index_state" (
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"environment_name" text NOT NULL,
	"indexed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"complete_as_of" timestamp with time zone,
	"pass_started_at" timestamp with time zone,
	"pass_offset" integer DEFAULT 0 NOT NULL,
	"owner" text,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "index_state_environment_kind_pk" PRIMARY KEY("environment","kind")
);
--> statement-breakpoint
CREATE TABLE "console"."index_subscriptions" (
	"environment" text PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"secret" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"last_event_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "index_records_search_trgm" ON "console"."index_records" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "index_records_name_idx" ON "console"."index_records" USING btree ("environment","kind","sort_name","id");--> statement-breakpoint
CREATE INDEX "index_records_updated_idx" ON "console"."index_records" USING btree ("environment","kind","updated_at","id");--> statement-breakpoint
CREATE INDEX "index_records_budget_idx" ON "console"."index_records" USING btree ("environment","kind",coalesce("budget", -1),"id");--> statement-breakpoint
CREATE INDEX "index_records_status_idx" ON "console"."index_records" USING btree ("environment","kind","status_name","id");--> statement-breakpoint
CREATE INDEX "index_records_client_idx" ON "console"."index_records" USING btree ("environment","client_id");--> statement-breakpoint
CREATE INDEX "index_records_indexed_idx" ON "console"."index_records" USING btree ("environment","kind","indexed_at");