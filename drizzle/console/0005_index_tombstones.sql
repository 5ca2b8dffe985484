CREATE TABLE "console"."index_deliveries" (
	"environment" text NOT NULL,
	"delivery_id" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_deliveries_environment_delivery_id_pk" PRIMARY KEY("environment","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "console"."index_tombstones" (
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"id" bigint NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "index_tombstones_environment_kind_id_pk" PRIMARY KEY("environment","kind","id")
);
--> statement-breakpoint
CREATE INDEX "index_deliveries_applied_idx" ON "console"."index_deliveries" USING btree ("applied_at");