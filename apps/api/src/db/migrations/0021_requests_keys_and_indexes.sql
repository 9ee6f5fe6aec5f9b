-- The request batch (issue 12): 50 requests inserted in one statement ran every per-row
-- key check and index write below. Measured on the bench club (EXPLAIN ANALYZE and backend
-- CPU of the 50-row insert): ~3.4 -> ~2.6 ms per batch.
-- * organisation_id -> organisations on availability, requests and shifts: each row also
--   has a NOT NULL same-club key (organisation_id, person_id or event_id) to a parent that
--   references organisations ON DELETE CASCADE, so the club exists and its deletion still
--   reaches the row (schema: organisationIdGuaranteedBySameClubKey; row-security.test.ts).
-- * requests (org, person): a prefix of the unique slot index, which serves it.
-- * (org, role/assignment/location) of requests and shifts: partial, rows that have one.
--   They serve the SET NULL of a deleted role/assignment/location and `x = $1` filters
--   (which imply not null); a row without one no longer writes an entry.
ALTER TABLE "availability" DROP CONSTRAINT "availability_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_organisation_id_organisations_id_fk";
--> statement-breakpoint
DROP INDEX "requests_org_person_idx";--> statement-breakpoint
DROP INDEX "requests_org_assignment_idx";--> statement-breakpoint
DROP INDEX "requests_org_role_idx";--> statement-breakpoint
DROP INDEX "requests_org_location_idx";--> statement-breakpoint
DROP INDEX "shifts_org_role_idx";--> statement-breakpoint
DROP INDEX "shifts_org_assignment_idx";--> statement-breakpoint
DROP INDEX "shifts_org_location_idx";--> statement-breakpoint
CREATE INDEX "requests_org_assignment_idx" ON "requests" USING btree ("organisation_id","assignment_id") WHERE "requests"."assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "requests_org_role_idx" ON "requests" USING btree ("organisation_id","role_id") WHERE "requests"."role_id" is not null;--> statement-breakpoint
CREATE INDEX "requests_org_location_idx" ON "requests" USING btree ("organisation_id","location_id") WHERE "requests"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "shifts_org_role_idx" ON "shifts" USING btree ("organisation_id","role_id") WHERE "shifts"."role_id" is not null;--> statement-breakpoint
CREATE INDEX "shifts_org_assignment_idx" ON "shifts" USING btree ("organisation_id","assignment_id") WHERE "shifts"."assignment_id" is not null;--> statement-breakpoint
CREATE INDEX "shifts_org_location_idx" ON "shifts" USING btree ("organisation_id","location_id") WHERE "shifts"."location_id" is not null;