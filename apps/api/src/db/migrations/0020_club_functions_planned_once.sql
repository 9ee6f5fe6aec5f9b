-- The row-security policies call crewcall_current_club() and crewcall_platform_scope()
-- (migration 0007). As LANGUAGE sql functions PostgreSQL inlined them: every time a
-- statement was planned it parsed and analysed their bodies again, twice per table the
-- statement names (USING and WITH CHECK). Statements planned per call (custom plans) paid
-- that on every call: measured on the 10,000-event bench club, about a third of planning a
-- four-table join. As plpgsql they are not inlined; the policies still call them inside a
-- scalar subquery, so each runs once per statement (an InitPlan), as before. Same results.
CREATE OR REPLACE FUNCTION crewcall_current_club() RETURNS integer
  LANGUAGE plpgsql STABLE
  AS $$ BEGIN RETURN nullif(current_setting('app.organisation_id', true), '')::integer; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewcall_platform_scope() RETURNS boolean
  LANGUAGE plpgsql STABLE
  AS $$ BEGIN RETURN coalesce(current_setting('app.platform_scope', true), '') = 'on'; END $$;
