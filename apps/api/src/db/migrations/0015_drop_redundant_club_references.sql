-- A reference from a tenant table to a tenant table is checked by its same-club key
-- (organisation_id, col) -> target(organisation_id, id), added by
-- crewcall_same_club_references (0007) with the same ON DELETE action. The single-column
-- key drizzle declares beside it checks nothing more and doubled the cost of every write:
-- each inserted row ran both checks (a batch of 50 requests: 550 key checks instead of 300).
-- From now on the function derives the same-club key from the declared one, then drops
-- the declared one. Drizzle's snapshot still lists it: a later migration that changes such
-- a column must drop the key with IF EXISTS.

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
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', table_name, fk.conname);
  END LOOP;
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
    PERFORM crewcall_same_club_references(t.table_name);
  END LOOP;
END $$;
