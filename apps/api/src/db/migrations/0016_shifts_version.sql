ALTER TABLE "organisations" ADD COLUMN "shifts_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "requests_org_person_outstanding_idx" ON "requests" USING btree ("organisation_id","person_id","created_at","id") WHERE "requests"."actioned_at" is null;--> statement-breakpoint
-- Covering version of shifts_org_person_start_idx (drizzle cannot write INCLUDE; the schema
-- keeps its key): a person's upcoming shifts, Record Hours and the Time sheet card test
-- end, draft, actual_end and hours and pick ids from the index alone, not by visiting each
-- past shift.
DROP INDEX "shifts_org_person_start_idx";--> statement-breakpoint
CREATE INDEX "shifts_org_person_start_idx" ON "shifts" USING btree ("organisation_id","person_id","start") INCLUDE ("end","draft","actual_end","hours","id");--> statement-breakpoint
-- The shifts' version per club: bumped by every write to a club's shifts, in the writing
-- transaction, whatever the columns (hours and actual times too, which the calendar's
-- version ignores). The timesheet totals are cached by (club, shifts_version, filter)
-- (modules/hours/totals-cache.ts). Statement-level with transition tables, as the
-- calendar's triggers (0012): one UPDATE of organisations per statement; not SECURITY
-- DEFINER (the writer, crewcall_app, may update organisations, which has no row security).
CREATE OR REPLACE FUNCTION crewcall_bump_shifts_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.organisations SET shifts_version = shifts_version + 1
      WHERE id IN (SELECT organisation_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.organisations SET shifts_version = shifts_version + 1
      WHERE id IN (SELECT organisation_id FROM old_rows);
  ELSE
    UPDATE public.organisations SET shifts_version = shifts_version + 1
      WHERE id IN (SELECT organisation_id FROM old_rows UNION SELECT organisation_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shifts_version_insert AFTER INSERT ON shifts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_shifts_version();
--> statement-breakpoint
CREATE TRIGGER shifts_version_update AFTER UPDATE ON shifts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_shifts_version();
--> statement-breakpoint
CREATE TRIGGER shifts_version_delete AFTER DELETE ON shifts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_shifts_version();
