CREATE TABLE "console"."notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transition_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "console"."saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console"."webhook_incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "console"."webhook_monitor_state" (
	"environment" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"status" text NOT NULL,
	"consecutive_failures" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"incident_id" bigint,
	"round" integer DEFAULT 0 NOT NULL,
	"reactivated_at" timestamp with time zone,
	"label" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_monitor_state_environment_subscription_id_pk" PRIMARY KEY("environment","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "console"."webhook_replay_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"replayed" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"user_id" integer,
	"user_email" text NOT NULL,
	"user_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"running_until" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "console"."webhook_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"incident_id" bigint NOT NULL,
	"environment" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"streak" integer NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console"."notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."notifications" ADD CONSTRAINT "notifications_transition_id_webhook_transitions_id_fk" FOREIGN KEY ("transition_id") REFERENCES "console"."webhook_transitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "console"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console"."webhook_transitions" ADD CONSTRAINT "webhook_transitions_incident_id_webhook_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "console"."webhook_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_uq" ON "console"."notifications" USING btree ("transition_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "console"."notifications" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "notifications_outbox_idx" ON "console"."notifications" USING btree ("channel","sent_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "console"."saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_incidents_sub_idx" ON "console"."webhook_incidents" USING btree ("environment","subscription_id","opened_at");--> statement-breakpoint
CREATE INDEX "webhook_replay_jobs_sub_idx" ON "console"."webhook_replay_jobs" USING btree ("environment","subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_transitions_uq" ON "console"."webhook_transitions" USING btree ("incident_id","round","kind","step");--> statement-breakpoint
CREATE INDEX "webhook_transitions_sub_idx" ON "console"."webhook_transitions" USING btree ("environment","subscription_id","at");