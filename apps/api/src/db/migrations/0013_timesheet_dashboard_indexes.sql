DROP INDEX "requests_org_outstanding_idx";--> statement-breakpoint
CREATE INDEX "shifts_org_hours_desc_idx" ON "shifts" USING btree ("organisation_id","hours" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shifts_org_hours_asc_idx" ON "shifts" USING btree ("organisation_id","hours","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_org_outstanding_idx" ON "requests" USING btree ("organisation_id","created_at","id") WHERE "requests"."actioned_at" is null;--> statement-breakpoint
-- Covering versions of two indexes (drizzle cannot write INCLUDE; the schema keeps their
-- keys): a timesheet period's totals (count, sum of hours) and its page by start are read
-- from the index alone, and so is a month of the admin availability grid.
DROP INDEX "shifts_org_start_idx";--> statement-breakpoint
CREATE INDEX "shifts_org_start_idx" ON "shifts" USING btree ("organisation_id","start") INCLUDE ("hours","id");--> statement-breakpoint
DROP INDEX "availability_org_start_idx";--> statement-breakpoint
CREATE INDEX "availability_org_start_idx" ON "availability" USING btree ("organisation_id","start") INCLUDE ("person_id","available");
