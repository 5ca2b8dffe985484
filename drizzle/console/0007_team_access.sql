CREATE TABLE "console"."password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "console"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "console"."users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "console"."sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "sign_in_method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "sso_role" text;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "break_glass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "console"."users" ADD COLUMN "default_environment" text;--> statement-breakpoint
ALTER TABLE "console"."password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_uq" ON "console"."password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "console"."password_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_uq" ON "console"."users" USING btree ("sso_issuer","sso_subject");