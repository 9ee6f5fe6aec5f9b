-- Covering version of events_org_series_idx (drizzle cannot write INCLUDE; the schema keeps
-- its key): the dashboard's upcoming series take each series' span (min start, max end of
-- its events) from the index alone, without visiting the events.
DROP INDEX "events_org_series_idx";--> statement-breakpoint
CREATE INDEX "events_org_series_idx" ON "events" USING btree ("organisation_id","series_id") INCLUDE ("start","end");
