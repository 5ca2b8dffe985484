DROP INDEX "sandbox"."leads_contact_idx";--> statement-breakpoint
DROP INDEX "sandbox"."projects_contact_idx";--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "sandbox"."projects" USING btree ("company_id","status_id","id");--> statement-breakpoint
CREATE INDEX "projects_archived_idx" ON "sandbox"."projects" USING btree ("company_id","archived","id");--> statement-breakpoint
CREATE INDEX "leads_contact_idx" ON "sandbox"."leads" USING btree ("company_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "projects_contact_idx" ON "sandbox"."projects" USING btree ("company_id","contact_id","id");