CREATE TABLE "sandbox"."workbench_faults" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" text,
	"kind" text NOT NULL,
	"method" text,
	"path_pattern" text,
	"latency_min_ms" integer,
	"latency_max_ms" integer,
	"probability" double precision,
	"status" integer,
	"retry_after_s" integer,
	"remaining" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."workbench_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"route" text,
	"status" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	"request_id" text,
	"bearer_last4" text,
	"rate_limit" jsonb,
	"scope_check" jsonb,
	"error" jsonb,
	"fault" text,
	"request_body" text,
	"response_body" text,
	"event_ids" bigint[]
);
--> statement-breakpoint
CREATE INDEX "wb_faults_company_idx" ON "sandbox"."workbench_faults" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wb_requests_company_idx" ON "sandbox"."workbench_requests" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "wb_requests_at_idx" ON "sandbox"."workbench_requests" USING btree ("at");