CREATE TABLE "sandbox"."token_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "token_failures_key_idx" ON "sandbox"."token_failures" USING btree ("key","at");