ALTER TABLE "organisations" ADD COLUMN "calendar_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The calendar's version per club (issue 11, Performance). The API keeps the calendar's
-- answers in memory keyed by (club, calendar_version, ...) (modules/events/calendar-cache.ts);
-- these triggers bump the version of every club whose calendar rows a statement changed,
-- in the writing transaction, so every API process sees the change when it commits.
--
-- Statement-level, with transition tables: one UPDATE of organisations per statement,
-- however many rows it wrote. PostgreSQL allows transition tables only on single-event
-- triggers, hence three triggers per table (insert, update, delete), one function.
--
-- An UPDATE bumps only when a row changed outside the columns the calendar never shows
-- (the trigger's arguments); a column added later bumps by default, which is the safe side.
--
-- Not SECURITY DEFINER: it runs as the writer (the app role crewcall_app), which has
-- UPDATE on organisations, and organisations has no row-level security (it is not a
-- tenant table), so no extra rights are needed; the schema is named in full so a
-- caller's search_path cannot redirect it.
CREATE OR REPLACE FUNCTION crewcall_bump_calendar_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ignored text[] := coalesce(TG_ARGV, '{}');
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.organisations SET calendar_version = calendar_version + 1
      WHERE id IN (SELECT organisation_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.organisations SET calendar_version = calendar_version + 1
      WHERE id IN (SELECT organisation_id FROM old_rows);
  ELSE
    -- Rows are matched by id (identity keys never change); both clubs of a row count.
    UPDATE public.organisations SET calendar_version = calendar_version + 1
      WHERE id IN (
        SELECT unnest(ARRAY[o.organisation_id, n.organisation_id])
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE to_jsonb(o) - ignored IS DISTINCT FROM to_jsonb(n) - ignored);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tracks `table_name` for the calendar: its writes bump their clubs' calendar_version,
-- except updates touching only the `ignored` columns. A table the calendar starts to
-- read later calls this in its migration.
CREATE OR REPLACE FUNCTION crewcall_track_calendar_table(table_name text, ignored text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  args text := (SELECT coalesce(string_agg(quote_literal(c), ', '), '') FROM unnest(ignored) c);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', table_name || '_calendar_insert', table_name);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', table_name || '_calendar_update', table_name);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', table_name || '_calendar_delete', table_name);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows'
    ' FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_calendar_version(%s)',
    table_name || '_calendar_insert', table_name, args);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'
    ' FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_calendar_version(%s)',
    table_name || '_calendar_update', table_name, args);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows'
    ' FOR EACH STATEMENT EXECUTE FUNCTION crewcall_bump_calendar_version(%s)',
    table_name || '_calendar_delete', table_name, args);
END $$;
--> statement-breakpoint
-- What the member and public calendars show: events (not their details), series (name,
-- consecutive), event types (name, colour), locations (name), shifts (the `empty` count:
-- published shifts without a person) and domains (the public calendar's links).
SELECT crewcall_track_calendar_table('events', ARRAY['details', 'modified_at', 'created_at']);
--> statement-breakpoint
SELECT crewcall_track_calendar_table('series', ARRAY['details', 'created_at']);
--> statement-breakpoint
SELECT crewcall_track_calendar_table('event_types', ARRAY['description', 'created_at']);
--> statement-breakpoint
SELECT crewcall_track_calendar_table('locations', ARRAY['address', 'details', 'created_at']);
--> statement-breakpoint
SELECT crewcall_track_calendar_table('shifts', ARRAY['role_id', 'assignment_id', 'location_id',
  'start', 'end', 'actual_start', 'actual_end', 'hours', 'reminder_week_sent_at',
  'reminder_day_sent_at', 'created_at']);
--> statement-breakpoint
SELECT crewcall_track_calendar_table('organisation_domains', ARRAY['created_at']);
