ALTER TABLE "console"."webhook_incidents" ALTER COLUMN "subscription_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "console"."webhook_monitor_state" ALTER COLUMN "subscription_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "console"."webhook_replay_jobs" ALTER COLUMN "subscription_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "console"."webhook_transitions" ALTER COLUMN "subscription_id" SET DATA TYPE bigint;