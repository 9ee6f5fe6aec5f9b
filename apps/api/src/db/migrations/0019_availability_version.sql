ALTER TABLE "organisations" ADD COLUMN "availability_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The availability grid's version per club: bumped by every write to a club's availability
-- or people (the grid shows people's names, avatars, roles and whether they are active),
-- in the writing transaction. The grid's answers are cached by (club, availability_version,
-- range, time zone, role) (modules/availability/grid-cache.ts). Statement-level with
-- transition tables, as 0012 and 0016: one UPDATE of organisations per statement; not
-- SECURITY DEFINER (the writer, crewcall_app, may update organisations, which has no row
-- security).
CREATE OR REPLACE FUNCTION crewcall_bump_availability_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.organisations SET availability_version = availability_version + 1
      WHERE id IN (SELECT organisation_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.organisations SET availability_version = availability_version + 1
      WHERE id IN (SELECT organisation_id FROM old_rows);
  ELSE
    UPDATE public.organisations SET availability_version = availability_version + 1
      WHERE id IN (SELECT organisation_id FROM old_rows UNION SELECT organisation_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER availability_version_insert AFTER INSERT ON availability REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_availability_version();
--> statement-breakpoint
CREATE TRIGGER availability_version_update AFTER UPDATE ON availability
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_availability_version();
--> statement-breakpoint
CREATE TRIGGER availability_version_delete AFTER DELETE ON availability REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_availability_version();
--> statement-breakpoint
CREATE TRIGGER people_availability_version_insert AFTER INSERT ON people REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_availability_version();
--> statement-breakpoint
CREATE TRIGGER people_availability_version_update AFTER UPDATE ON people
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_availability_version();
--> statement-breakpoint
CREATE TRIGGER people_availability_version_delete AFTER DELETE ON people REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_availability_version();
