CREATE TABLE "console"."bulk_job_items" (
	"job_id" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"name" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"error" text,
	CONSTRAINT "bulk_job_items_job_id_record_id_pk" PRIMARY KEY("job_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "console"."bulk_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"role" text NOT NULL,
	"entity" text NOT NULL,
	"action" text NOT NULL,
	"value" bigint,
	"selection" jsonb NOT NULL,
	"set_key" text NOT NULL,
	"state" text DEFAULT 'collecting' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"collect_cursor" text,
	"total" integer,
	"collected" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"retry_of" bigint,
	"undo_of" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"audited" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."saved_view_defaults" (
	"user_id" integer NOT NULL,
	"environment" text NOT NULL,
	"table_name" text NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "saved_view_defaults_user_id_environment_table_name_pk" PRIMARY KEY("user_id","environment","table_name")
);
--> statement-breakpoint
CREATE TABLE "console"."saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"table_name" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."undo_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"record_id" bigint NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "console"."bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "console"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "console"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_items_seq_idx" ON "console"."bulk_job_items" USING btree ("job_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_jobs_live_set_uq" ON "console"."bulk_jobs" USING btree ("environment","set_key") WHERE state IN ('collecting', 'running');--> statement-breakpoint
CREATE INDEX "bulk_jobs_live_idx" ON "console"."bulk_jobs" USING btree ("id") WHERE state IN ('collecting', 'running');--> statement-breakpoint
CREATE INDEX "bulk_jobs_user_idx" ON "console"."bulk_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_views_table_idx" ON "console"."saved_views" USING btree ("environment","table_name");