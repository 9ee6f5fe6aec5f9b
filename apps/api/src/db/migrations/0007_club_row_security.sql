-- Row-level security on every tenant table (issue 8, defence in depth).
-- The app works as the role crewcall_app (see db/client.ts). For it, a tenant row is
-- visible and writable only when its organisation_id is the transaction's club
-- (`app.organisation_id`), or inside an explicit platform scope (`app.platform_scope`).
-- A new tenant table calls crewcall_protect_club_table('name') in its migration.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'crewcall_app') THEN
    CREATE ROLE crewcall_app NOLOGIN;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'Cannot create role crewcall_app: create it and grant it to the app''s login role.';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'crewcall_app', 'MEMBER') THEN
    EXECUTE format('GRANT crewcall_app TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE NOTICE 'Cannot grant crewcall_app to %: row-level security applies only as table owner.', current_user;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'crewcall_app') THEN
    GRANT USAGE ON SCHEMA public TO crewcall_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO crewcall_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO crewcall_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO crewcall_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public
      GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO crewcall_app;
  END IF;
END $$;
--> statement-breakpoint
-- The transaction's club, or null. Policies call these inside a scalar subquery, so each
-- statement reads the setting once (an InitPlan), not once per row.
CREATE OR REPLACE FUNCTION crewcall_current_club() RETURNS integer
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.organisation_id', true), '')::integer $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewcall_platform_scope() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.platform_scope', true), '') = 'on' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewcall_protect_club_table(table_name text) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', table_name);
  EXECUTE format('DROP POLICY IF EXISTS club_rows ON %I', table_name);
  EXECUTE format(
    'CREATE POLICY club_rows ON %I'
    ' USING (organisation_id = (SELECT crewcall_current_club()) OR (SELECT crewcall_platform_scope()))'
    ' WITH CHECK (organisation_id = (SELECT crewcall_current_club()) OR (SELECT crewcall_platform_scope()))',
    table_name);
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb
      ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'organisation_id'
      AND tb.table_type = 'BASE TABLE'
  LOOP
    PERFORM crewcall_protect_club_table(t.table_name);
  END LOOP;
END $$;
--> statement-breakpoint
-- Host names are public (they are how a request finds its club, before any club is set):
-- anyone may read them; only the club itself or the platform may change them.
CREATE POLICY domains_readable ON organisation_domains FOR SELECT USING (true);
