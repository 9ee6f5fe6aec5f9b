import { randomBytes } from 'node:crypto';
import { createOrg } from '@test/factories';
import { databaseUrl, dropDatabase, withAdminConnection } from '@test/pg-admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/lib/postgres';
import { APP_ROLE, type Database, openDatabase } from './client';
import { loginEscapes } from './login-check';
import { roles } from './schema';
import { withPlatformScope } from './scope';

/**
 * Production's split of roles end to end (docs/OPERATIONS.md, "The database login"): a
 * database owned by a role that is not a superuser, migrated by it (MIGRATION_DATABASE_URL),
 * used by the app's own login. The other test files migrate as the superuser (a template
 * copied per file): this one starts from an empty database, as a deployment does.
 */
const suffix = randomBytes(4).toString('hex');
const OWNER = `crewcall_owner_${suffix}`;
const LOGIN = `crewcall_login_${suffix}`;
const OWNER_MEMBER = `crewcall_owner_member_${suffix}`;
const DATABASE = `crewcall_owned_${suffix}`;
const urlAs = (user: string) => {
  const u = new URL(databaseUrl(DATABASE));
  u.username = user;
  u.password = '';
  return u.toString();
};
let app: Database;

beforeAll(async () => {
  await withAdminConnection(async (admin) => {
    await admin.unsafe(`CREATE ROLE ${OWNER} LOGIN`);
    await admin.unsafe(`CREATE DATABASE ${DATABASE} OWNER ${OWNER}`);
    await admin.unsafe(`CREATE ROLE ${LOGIN} LOGIN NOINHERIT IN ROLE ${APP_ROLE}`);
    await admin.unsafe(`CREATE ROLE ${OWNER_MEMBER} LOGIN IN ROLE ${APP_ROLE}, ${OWNER}`);
  });
  app = await openDatabase({
    url: urlAs(LOGIN),
    migrationUrl: urlAs(OWNER),
    dataDir: '',
    max: 2,
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await dropDatabase(DATABASE);
  await withAdminConnection(async (admin) => {
    for (const role of [OWNER_MEMBER, LOGIN, OWNER])
      await admin.unsafe(`DROP ROLE IF EXISTS ${role}`);
  });
});

describe('a database owned by a role that is not a superuser', () => {
  it('is migrated by its owner, and the app login works as crewcall_app', async () => {
    const [tables] = rowsOf<{ owner: string }>(
      await app.db.execute(sql`select pg_get_userbyid(relowner) as owner from pg_class
                               where oid = 'public.organisations'::regclass`),
    );
    expect(tables?.owner).toBe(OWNER);
    expect(app.rowSecurity).toBe(true);
    expect(await loginEscapes(app)).toEqual([]);
  });

  it('lets the app login into the platform scope only through the function the owner made', async () => {
    const [a, b] = await withPlatformScope(app.db, async (tx) => [
      await createOrg(tx, { name: 'Owned A' }),
      await createOrg(tx, { name: 'Owned B' }),
    ]);
    await withPlatformScope(app.db, (tx) =>
      tx.insert(roles).values([
        { organisationId: a!.id, name: 'A role' },
        { organisationId: b!.id, name: 'B role' },
      ]),
    );
    const byHand = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.organisation_id', ${String(a!.id)}, true)`);
      await tx.execute(sql`select set_config('app.platform_scope', 'on', true)`);
      return (await tx.select({ name: roles.name }).from(roles)).map((r) => r.name);
    });
    expect(byHand).toEqual(['A role']);
  });

  it('refuses a login that is a member of the owner', async () => {
    const member = await openDatabase({
      url: urlAs(OWNER_MEMBER),
      dataDir: '',
      migrate: false,
      max: 1,
    });
    try {
      expect(await loginEscapes(member)).toEqual([`${OWNER} owns the tables`]);
    } finally {
      await member.close();
    }
  });
});
