ALTER TABLE "series" ADD COLUMN "events_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "events_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "series_org_span_end_idx" ON "series" USING btree ("organisation_id",coalesce("events_end", "end"));--> statement-breakpoint
-- The spans of series `ids` (of clubs `clubs`, pairwise) worked out again from their events:
-- earliest start, latest end, null when none is left. Only rows that change are written.
CREATE OR REPLACE FUNCTION crewcall_refresh_series_spans(clubs integer[], ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE public.series s SET events_start = x.lo, events_end = x.hi
  FROM (
    SELECT c.org, c.sid, min(e.start) AS lo, max(e."end") AS hi
    FROM (SELECT DISTINCT org, sid FROM unnest(clubs, ids) AS u(org, sid) WHERE sid IS NOT NULL) c
    LEFT JOIN public.events e ON e.organisation_id = c.org AND e.series_id = c.sid
    GROUP BY c.org, c.sid
  ) x
  WHERE s.organisation_id = x.org AND s.id = x.sid
    AND (s.events_start IS DISTINCT FROM x.lo OR s.events_end IS DISTINCT FROM x.hi)
$$;
--> statement-breakpoint
-- Keeps series.events_start/events_end with the events' writes, in the writing statement.
-- Statement-level with transition tables (as 0012): one refresh per statement, of the
-- series its rows were or are in; an update counts only where start, end or the series
-- changed. Runs as the writer (crewcall_app), which reads its club's events and updates
-- its club's series under row security; not SECURITY DEFINER.
CREATE OR REPLACE FUNCTION crewcall_track_series_spans() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  clubs integer[];
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(organisation_id), array_agg(series_id) INTO clubs, ids
      FROM new_rows WHERE series_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organisation_id), array_agg(series_id) INTO clubs, ids
      FROM old_rows WHERE series_id IS NOT NULL;
  ELSE
    SELECT array_agg(r.org), array_agg(r.sid) INTO clubs, ids
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.organisation_id, o.series_id), (n.organisation_id, n.series_id)) r(org, sid)
      WHERE r.sid IS NOT NULL
        AND (o.start, o."end", o.series_id) IS DISTINCT FROM (n.start, n."end", n.series_id);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM crewcall_refresh_series_spans(clubs, ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_series_span_insert AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_track_series_spans();
--> statement-breakpoint
CREATE TRIGGER events_series_span_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_track_series_spans();
--> statement-breakpoint
CREATE TRIGGER events_series_span_delete AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewcall_track_series_spans();
--> statement-breakpoint
-- The span is the events' (which bump the calendar's version themselves): its updates
-- alone leave the calendar's version as it is.
SELECT crewcall_track_calendar_table('series', ARRAY['details', 'created_at', 'events_start', 'events_end']);
--> statement-breakpoint
-- The spans of the series there are (in the platform scope: every club's rows).
SELECT set_config('app.platform_scope', 'on', true);
--> statement-breakpoint
UPDATE series s SET events_start = x.lo, events_end = x.hi
FROM (
  SELECT organisation_id, series_id, min(start) AS lo, max("end") AS hi
  FROM events WHERE series_id IS NOT NULL GROUP BY organisation_id, series_id
) x
WHERE s.organisation_id = x.organisation_id AND s.id = x.series_id;
--> statement-breakpoint
SELECT set_config('app.platform_scope', '', true);
