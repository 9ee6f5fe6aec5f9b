DROP INDEX "records_org_competency_idx";--> statement-breakpoint
CREATE INDEX "records_org_competency_achieved_idx" ON "records" USING btree ("organisation_id","competency_id","achieved","id");--> statement-breakpoint
CREATE INDEX "records_org_achieved_idx" ON "records" USING btree ("organisation_id","achieved","id");