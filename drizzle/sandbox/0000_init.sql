CREATE SCHEMA IF NOT EXISTS "sandbox";
--> statement-breakpoint
CREATE TABLE "sandbox"."addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "sandbox"."companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."custom_field_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"custom_field_id" integer NOT NULL,
	"customable_type" text NOT NULL,
	"customable_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customable_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."lead_phases" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text,
	"contact_id" integer,
	"description" text,
	"budget" double precision,
	"type" text,
	"service_type_id" integer,
	"source_code" integer,
	"source" text,
	"expected_start_date" text,
	"phase_id" integer NOT NULL,
	"project_id" integer,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"location" text,
	"color" text,
	"start_date" bigint,
	"due_date" bigint,
	"whole_day" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"milestone_type" text NOT NULL,
	"parent_milestone_id" integer,
	"timeline_id" integer,
	"baseline_start_date" bigint,
	"baseline_due_date" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"actor_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"event_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"updated_fields" text[],
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" jsonb NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox"."project_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."project_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_id" integer,
	"status_id" integer,
	"owner_id" integer,
	"budget" double precision,
	"project_type" integer,
	"project_type_name" text,
	"archived" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."rate_counters" (
	"client_id" text NOT NULL,
	"window" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_client_id_window_window_start_pk" PRIMARY KEY("client_id","window","window_start")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."webhook_subscription_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"resource_name" text NOT NULL,
	"event_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox"."contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."custom_field_entries" ADD CONSTRAINT "custom_field_entries_custom_field_id_custom_fields_id_fk" FOREIGN KEY ("custom_field_id") REFERENCES "sandbox"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."lead_phases" ADD CONSTRAINT "lead_phases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."oauth_clients" ADD CONSTRAINT "oauth_clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."project_statuses" ADD CONSTRAINT "project_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."project_types" ADD CONSTRAINT "project_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."webhook_subscription_triggers" ADD CONSTRAINT "webhook_subscription_triggers_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "sandbox"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_owner_idx" ON "sandbox"."addresses" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "sandbox"."contacts" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cfe_field_entity_uq" ON "sandbox"."custom_field_entries" USING btree ("custom_field_id","customable_id");--> statement-breakpoint
CREATE INDEX "cfe_entity_idx" ON "sandbox"."custom_field_entries" USING btree ("company_id","customable_type","customable_id");--> statement-breakpoint
CREATE INDEX "cfe_value_idx" ON "sandbox"."custom_field_entries" USING btree ("custom_field_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_name_uq" ON "sandbox"."custom_fields" USING btree ("company_id","customable_type",lower("name"));--> statement-breakpoint
CREATE INDEX "leads_company_idx" ON "sandbox"."leads" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "leads_phase_idx" ON "sandbox"."leads" USING btree ("company_id","phase_id","id");--> statement-breakpoint
CREATE INDEX "leads_contact_idx" ON "sandbox"."leads" USING btree ("company_id","contact_id");--> statement-breakpoint
CREATE INDEX "milestones_parent_idx" ON "sandbox"."milestones" USING btree ("company_id","parent_type","parent_id","id");--> statement-breakpoint
CREATE INDEX "outbox_unprocessed_idx" ON "sandbox"."outbox_events" USING btree ("id") WHERE processed_at IS NULL;--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "sandbox"."projects" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "projects_contact_idx" ON "sandbox"."projects" USING btree ("company_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_triggers_uq" ON "sandbox"."webhook_subscription_triggers" USING btree ("subscription_id","resource_name","event_type");--> statement-breakpoint
CREATE INDEX "subs_company_idx" ON "sandbox"."webhook_subscriptions" USING btree ("company_id","id");