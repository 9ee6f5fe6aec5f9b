-- The platform scope can be entered only through crewcall_enter_platform_scope() (issue 27,
-- item 6). Until now the policies trusted `app.platform_scope = 'on'`, a setting the app's
-- role could write itself: one `select set_config('app.platform_scope','on',true)` opened
-- every club. Now the setting must hold this transaction's token: a hash of a secret only
-- the schema's owner can read, the backend and the transaction's start. The app's role can
-- get one only by calling the function below (SECURITY DEFINER, owned by the owner); a
-- token read inside one transaction is worth nothing in the next. Writing 'off' (or
-- anything else) still leaves the scope, as before.
--
-- Migrations after this one that must touch every club's rows as the (non-superuser)
-- owner, for whom the policies are forced too, call `SELECT crewcall_enter_platform_scope();`
-- where 0017 and 0024 set the setting by hand.

CREATE SCHEMA IF NOT EXISTS crewcall_private;
--> statement-breakpoint
-- Not in public: 0007's default privileges give crewcall_app every new table there.
REVOKE ALL ON SCHEMA crewcall_private FROM PUBLIC;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS crewcall_private.platform_key (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  -- gen_random_uuid() draws from the server's strong random source: 244 random bits.
  secret text NOT NULL DEFAULT gen_random_uuid()::text || gen_random_uuid()::text
);
--> statement-breakpoint
REVOKE ALL ON crewcall_private.platform_key FROM PUBLIC;
--> statement-breakpoint
INSERT INTO crewcall_private.platform_key DEFAULT VALUES ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- This transaction's token. The epoch (not now()::text) so that the session's TimeZone or
-- DateStyle cannot change it. Secret on both ends: no length extension of a known token.
CREATE OR REPLACE FUNCTION crewcall_private.platform_token() RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog
  AS $$
    SELECT encode(sha256(convert_to(
      k.secret || ':' || pg_backend_pid()::text || ':' || extract(epoch FROM now())::text || ':' || k.secret,
      'UTF8')), 'hex')
    FROM crewcall_private.platform_key k
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crewcall_private.platform_token() FROM PUBLIC;
--> statement-breakpoint
-- The one way in: db/scope.ts withPlatformScope calls it. The setting is transaction-local
-- (is_local true), so a pooled connection never carries it into the next transaction.
CREATE OR REPLACE FUNCTION crewcall_enter_platform_scope() RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog
  AS $$ BEGIN PERFORM set_config('app.platform_scope', crewcall_private.platform_token(), true); END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION crewcall_enter_platform_scope() FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'crewcall_app') THEN
    GRANT EXECUTE ON FUNCTION crewcall_enter_platform_scope() TO crewcall_app;
    -- A login that is not the owner does not migrate: it checks the schema is current
    -- (db/schema-current.ts), reading the migrator's record.
    GRANT USAGE ON SCHEMA drizzle TO crewcall_app;
    GRANT SELECT ON drizzle.__drizzle_migrations TO crewcall_app;
  END IF;
END $$;
--> statement-breakpoint
-- Whether a setting is this transaction's token: runs as the owner (it reads the secret),
-- answers only yes or no. Anyone may ask: the policies apply to every role.
CREATE OR REPLACE FUNCTION crewcall_platform_token_valid(token text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog
  AS $$ SELECT token = crewcall_private.platform_token() $$;
--> statement-breakpoint
-- The policies' question (same function, same oid: every policy keeps calling it). Still
-- plpgsql, so not inlined (0020), and still read once per statement (a scalar subquery).
-- A club's statements never carry a token: they answer false without the definer call,
-- at the same cost as before.
CREATE OR REPLACE FUNCTION crewcall_platform_scope() RETURNS boolean
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  token text := current_setting('app.platform_scope', true);
BEGIN
  IF token IS NULL OR length(token) <> 64 THEN
    RETURN false;
  END IF;
  RETURN crewcall_platform_token_valid(token);
END $$;
