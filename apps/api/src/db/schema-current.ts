import { readFileSync } from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';
import { StartupError } from '@/bootstrap/startup-error';

/**
 * Whether the login of DATABASE_URL may migrate: it is a superuser, or it may act as the
 * owner of the schema's tables, or there are no tables yet (a fresh database: whoever
 * creates them owns them). A confined app login (docs/OPERATIONS.md) is none of these: it
 * leaves migrating to the owner (`pnpm cli migrate`, or MIGRATION_DATABASE_URL).
 */
export async function mayMigrate(client: postgres.Sql): Promise<boolean> {
  const [row] = await client.unsafe<{ may: boolean }[]>(
    `select (select rolsuper from pg_roles where rolname = current_user)
         or coalesce((select pg_has_role(current_user, c.relowner, 'USAGE') from pg_class c
                      where c.oid = to_regclass('public.organisations')), true) as may`,
  );
  return Boolean(row?.may);
}

/** The newest migration of this build (drizzle's journal, shipped beside the SQL). */
function newestMigration(migrationsFolder: string): { tag: string; when: number } {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const entries = journal.entries;
  return entries.reduce((a, b) => (b.when > a.when ? b : a), entries[0] as (typeof entries)[0]);
}

/**
 * Refuses to go on when the database lacks a migration of this build: the app login does
 * not migrate (it may not), and running on an older schema would fail later, request by
 * request. Reads the migrator's own record, as drizzle decides what is pending (by time).
 * `client` works as the app role (a NOINHERIT login has no rights of its own).
 */
export async function assertSchemaCurrent(
  client: postgres.Sql,
  migrationsFolder: string,
): Promise<void> {
  const newest = newestMigration(migrationsFolder);
  let applied: number | undefined;
  let unreadable = false;
  try {
    const [row] = await client.unsafe<{ applied: string | null }[]>(
      'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
    );
    applied = row?.applied == null ? undefined : Number(row.applied);
  } catch {
    // No record at all, or one this login may not read (crewcall_app may, from 0034 on).
    unreadable = true;
  }
  if (applied !== undefined && applied >= newest.when) return;
  const found = unreadable
    ? 'this login cannot read which migrations the database has (drizzle.__drizzle_migrations: none yet, or the login is not a member of crewcall_app)'
    : `migration ${newest.tag} is not applied`;
  throw new StartupError(
    `The database schema is not current: ${found}. This login does not own the schema, ` +
      "so it does not migrate: run the migration as the schema's owner (`pnpm cli migrate` " +
      "with DATABASE_URL or MIGRATION_DATABASE_URL set to the owner's URL; see " +
      'docs/OPERATIONS.md, "The database login"), then start again.',
  );
}
