CREATE TABLE "sandbox"."workbench_clocks" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"offset_s" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."workbench_inbox_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inbox_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text,
	"size" integer NOT NULL,
	"verification" jsonb NOT NULL,
	"response_status" integer NOT NULL,
	"delay_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."workbench_inboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 200 NOT NULL,
	"retry_after_s" integer,
	"delay_ms" integer DEFAULT 0 NOT NULL,
	"fail_next" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox"."workbench_clocks" ADD CONSTRAINT "workbench_clocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."workbench_inbox_requests" ADD CONSTRAINT "workbench_inbox_requests_inbox_id_workbench_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "sandbox"."workbench_inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox"."workbench_inboxes" ADD CONSTRAINT "workbench_inboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "sandbox"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workbench_inbox_requests_inbox_idx" ON "sandbox"."workbench_inbox_requests" USING btree ("inbox_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workbench_inboxes_key_uq" ON "sandbox"."workbench_inboxes" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "workbench_inboxes_name_uq" ON "sandbox"."workbench_inboxes" USING btree ("company_id",lower("name"));