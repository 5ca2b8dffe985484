ALTER TABLE "console"."audit_log" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "console"."audit_log" ADD COLUMN "user_agent" text;