-- Composite foreign keys (issue 8, defence in depth): a tenant row may point only at a
-- row of its own club. For every single-column foreign key from a tenant table to a
-- tenant table, add (organisation_id, col) -> target(organisation_id, id) with the same
-- ON DELETE action (SET NULL clears only the reference column: PostgreSQL 15+). The
-- single-column keys drizzle declares stay as they are; these ride beside them.
-- A new tenant table gets both through crewcall_protect_club_table('name').

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
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid
                  AND a.attname = 'organisation_id' AND NOT a.attisdropped)
  LOOP
    PERFORM crewcall_same_club_references(t.relname);
  END LOOP;
END $$;
