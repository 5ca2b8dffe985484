DROP INDEX "console"."index_records_search_trgm";--> statement-breakpoint
CREATE INDEX "index_records_prefix_idx" ON "console"."index_records" USING btree ("environment","sort_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "index_records_search_trgm" ON "console"."index_records" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);