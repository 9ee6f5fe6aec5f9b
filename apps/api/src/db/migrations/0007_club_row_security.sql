-- Row-level security on every tenant table (issue 8, defence in depth).
-- The app works as the role crewcall_app (see db/client.ts). For it, a tenant row is
-- visible and writable only when its organisation_id is the transaction's club
-- (`app.organisation_id`), or inside an explicit platform scope (`app.platform_scope`).
-- A new tenant table calls crewcall_protect_club_table('name') in its migration: row-level
-- security and the composite foreign keys below, in one line.

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
-- Composite foreign keys (issue 8, defence in depth): a tenant row may point only at a
-- row of its own club. For every single-column foreign key from a tenant table to a
-- tenant table, add (organisation_id, col) -> target(organisation_id, id) with the same
-- ON DELETE action (SET NULL clears only the reference column: PostgreSQL 15+). The
-- single-column keys drizzle declares stay as they are; these ride beside them.

CREATE OR REPLACE FUNCTION crewcall_same_club_references(table_name text) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  fk record;
  action text;
BEGIN
  FOR fk IN
    SELECT con.conname, src_col.attname AS col, tgt.relname AS target, con.confdeltype
    FROM pg_constraint con
    JOIN pg_class src ON src.oid = con.conrelid
    JOIN pg_class tgt ON tgt.oid = con.confrelid
    JOIN pg_attribute src_col ON src_col.attrelid = con.conrelid AND src_col.attnum = con.conkey[1]
    WHERE con.contype = 'f' AND src.relname = table_name
      AND array_length(con.conkey, 1) = 1
      AND src_col.attname <> 'organisation_id'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.confrelid
                  AND a.attname = 'organisation_id' AND NOT a.attisdropped)
  LOOP
    -- The target needs a unique key on (organisation_id, id) to be referenced by it.
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = fk.target || '_org_id_key') THEN
      EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I UNIQUE (organisation_id, id)',
                     fk.target, fk.target || '_org_id_key');
    END IF;
    action := CASE fk.confdeltype
      WHEN 'c' THEN 'CASCADE'
      WHEN 'n' THEN format('SET NULL (%I)', fk.col)
      WHEN 'r' THEN 'RESTRICT'
      ELSE 'NO ACTION'
    END;
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = left(fk.conname, 53) || '_same_club') THEN
      EXECUTE format(
        'ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (organisation_id, %I) REFERENCES %I (organisation_id, id) ON DELETE %s',
        table_name, left(fk.conname, 53) || '_same_club', fk.col, fk.target, action);
    END IF;
  END LOOP;
END $$;
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
  PERFORM crewcall_same_club_references(table_name);
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
