import { sql } from 'drizzle-orm';
import { StartupError } from '@/bootstrap/startup-error';
import { rowsOf } from '@/lib/postgres';
import type { Database } from './client';

/**
 * Why the database login could step out of the club fence, if it could: it is (or may
 * become, through role membership) a superuser, a role that bypasses row-level security,
 * or the owner of the tables (for whom a policy can be dropped); or it may create roles
 * (and so grant itself any of those). The login is `session_user`: `SET ROLE NONE` goes
 * back to it, whatever role the connection works as.
 */
export async function loginEscapes(database: Database): Promise<string[]> {
  const rows = rowsOf<{ role: string; why: string }>(
    await database.db.execute(sql`
      select r.rolname as role,
             case when r.rolsuper then 'is a superuser'
                  when r.rolbypassrls then 'bypasses row-level security'
                  when r.rolcreaterole and r.rolname = session_user then 'may create roles'
                  else 'owns the tables' end as why
      from pg_roles r
      where pg_has_role(session_user, r.oid, 'MEMBER')
        and (r.rolsuper or r.rolbypassrls
             or (r.rolcreaterole and r.rolname = session_user)
             or r.oid = (select relowner from pg_class where oid = to_regclass('public.organisations')))
      order by 1`),
  );
  return rows.map((r) => `${r.role} ${r.why}`);
}

/**
 * In production the app must log in as a role that cannot leave the club fence
 * (docs/OPERATIONS.md, "The database login"): refuse to start otherwise. PostgreSQL only:
 * the embedded database has one user, its superuser (single-club trust, see there).
 */
export async function assertConfinedLogin(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  const escapes = await loginEscapes(database);
  if (escapes.length === 0) return;
  const [login] = rowsOf<{ login: string }>(
    await database.db.execute(sql`select session_user as login`),
  );
  throw new StartupError(
    `Refusing to start in production: the database login "${login?.login}" can step out of ` +
      `the club fence (${escapes.join('; ')}). Log in as the app's own role (e.g. ` +
      'crewcall_app_login, a member of crewcall_app only) and migrate as the owner ' +
      'separately: see docs/OPERATIONS.md, "The database login".',
  );
}
