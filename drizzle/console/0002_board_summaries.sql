CREATE TABLE "console"."board_summaries" (
	"environment" text NOT NULL,
	"contact_id" integer NOT NULL,
	"phases" jsonb,
	"other" jsonb,
	"as_of" timestamp with time zone,
	"generation" integer DEFAULT 0 NOT NULL,
	"computed_generation" integer,
	"leads_read" integer DEFAULT 0 NOT NULL,
	"leads_total" integer,
	"running_until" timestamp with time zone,
	"error" text,
	CONSTRAINT "board_summaries_environment_contact_id_pk" PRIMARY KEY("environment","contact_id")
);
