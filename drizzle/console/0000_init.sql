CREATE SCHEMA IF NOT EXISTS "console";
--> statement-breakpoint
CREATE TABLE "console"."audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"role" text NOT NULL,
	"environment" text NOT NULL,
	"operation" text NOT NULL,
	"target" text,
	"outcome" text NOT NULL,
	"upstream_status" integer,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "console"."login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"environment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "console"."users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "console"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_user_idx" ON "console"."audit_log" USING btree ("user_email","at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "console"."login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "console"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "console"."users" USING btree (lower("email"));