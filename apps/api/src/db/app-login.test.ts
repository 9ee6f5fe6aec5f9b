import { randomBytes } from 'node:crypto';
import { createOrg, type TestOrg } from '@test/factories';
import { withAdminConnection } from '@test/pg-admin';
import { OPERATOR_TOKEN } from '@test/test-app';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { StartupError } from '@/bootstrap/startup-error';
import { loadConfig } from '@/env';
import { rowsOf } from '@/lib/postgres';
import { startServer } from '@/server';
import { buildWorker } from '@/worker-app';
import { createTestDatabase, openAsOwner } from '../../test/test-database';
import { APP_ROLE, type Database, openDatabase } from './client';
import { assertConfinedLogin, loginEscapes } from './login-check';
import { roles } from './schema';
import { withPlatformScope } from './scope';

/**
 * Production's database login (issue 27, item 6): a role of its own, member of crewcall_app
 * only and NOINHERIT, as docs/OPERATIONS.md makes it. These tests log in as it and try the
 * ways out of the club fence that the superuser login of tests and development leaves open.
 */
const suffix = randomBytes(4).toString('hex');
const LOGIN = `crewcall_app_login_${suffix}`; // roles are the server's: one per test file
const BYPASS = `crewcall_bypass_${suffix}`;
let url: string;
let loginUrl: string;
let drop: () => Promise<void>;
let owner: Database; // the schema's owner (the tests' superuser), for seeding both clubs
let app: Database; // the app's handle, logged in as LOGIN
let raw: postgres.Sql; // LOGIN, working as crewcall_app as the app does, statement by statement
let clubA: TestOrg;
let clubB: TestOrg;

const urlFor = (user: string) => {
  const u = new URL(url);
  u.username = user;
  u.password = '';
  return u.toString();
};

beforeAll(async () => {
  const created = await createTestDatabase();
  url = created.url;
  drop = created.drop;
  await withAdminConnection(async (admin) => {
    await admin.unsafe(`CREATE ROLE ${LOGIN} LOGIN NOINHERIT IN ROLE ${APP_ROLE}`);
    await admin.unsafe(`CREATE ROLE ${BYPASS} LOGIN BYPASSRLS IN ROLE ${APP_ROLE}`);
  });
  loginUrl = urlFor(LOGIN);
  owner = await openAsOwner(url);
  clubA = await createOrg(owner.db, { name: 'Club A' });
  clubB = await createOrg(owner.db, { name: 'Club B' });
  await owner.db.insert(roles).values([
    { organisationId: clubA.id, name: 'A helm' },
    { organisationId: clubA.id, name: 'A crew' },
    { organisationId: clubB.id, name: 'B secret role' },
  ]);
  // Migrating is on by default: this login may not, so it only checks the schema is current.
  app = await openDatabase({ url: loginUrl, dataDir: '', max: 2 });
  raw = postgres(loginUrl, { max: 1, onnotice: () => {}, connection: { role: APP_ROLE } });
});

afterAll(async () => {
  await raw?.end({ timeout: 5 });
  await app?.close();
  await owner?.close();
  await drop();
  await withAdminConnection(async (admin) => {
    await admin.unsafe(`DROP ROLE IF EXISTS ${LOGIN}`);
    await admin.unsafe(`DROP ROLE IF EXISTS ${BYPASS}`);
  });
});

/** The names of the roles (a tenant table) a statement sees, in one transaction. */
const roleNames = async (tx: postgres.TransactionSql) =>
  (await tx<{ name: string }[]>`select name from roles order by name`).map((r) => r.name);

describe('the app login', () => {
  it('works as crewcall_app under row-level security', async () => {
    expect(app.rowSecurity).toBe(true);
    const [who] = await raw<{ login: string; role: string }[]>`
      select session_user as login, current_user as role`;
    expect(who).toEqual({ login: LOGIN, role: APP_ROLE });
  });

  it('cannot reach a superuser with SET ROLE NONE or RESET ROLE', async () => {
    // Each in a transaction rolled back, so the connection keeps working as crewcall_app.
    const stepBack = async (back: string) => {
      let seen: { role: string; su: boolean; bypass: boolean; rows: string } | undefined;
      await raw
        .begin(async (tx) => {
          await tx.unsafe(back);
          const [me] = await tx<{ role: string; su: boolean; bypass: boolean }[]>`
            select current_user as role, rolsuper as su, rolbypassrls as bypass
            from pg_roles where rolname = current_user`;
          const rows = await tx`select count(*)::int as n from roles`.then(
            (r) => String(r[0]?.n),
            (error: { code?: string }) => `refused ${error.code}`,
          );
          seen = { ...me!, rows };
          throw new Error('rollback');
        })
        .catch((error) => {
          if (String(error) !== 'Error: rollback') throw error;
        });
      return seen;
    };
    // Back to the login itself, which (NOINHERIT) may not even read a table on its own.
    expect(await stepBack('set role none')).toEqual({
      role: LOGIN,
      su: false,
      bypass: false,
      rows: 'refused 42501',
    });
    // Back to the role the connection started as: crewcall_app, no club set, no rows.
    expect(await stepBack('reset role')).toEqual({
      role: APP_ROLE,
      su: false,
      bypass: false,
      rows: '0',
    });
    await expect(raw.unsafe('set role postgres')).rejects.toMatchObject({ code: '42501' });
  });

  it('setting the platform scope by hand shows no other club (with or without a club set)', async () => {
    const seen = await raw.begin(async (tx) => {
      await tx`select set_config('app.organisation_id', ${String(clubA.id)}, true)`;
      await tx`select set_config('app.platform_scope', 'on', true)`;
      const withClub = await roleNames(tx);
      await tx`select set_config('app.organisation_id', '', true)`;
      const withoutClub = await roleNames(tx);
      return { withClub, withoutClub };
    });
    expect(seen).toEqual({ withClub: ['A crew', 'A helm'], withoutClub: [] });
  });

  it('a token from a transaction that entered the scope opens nothing in the next one', async () => {
    const token = await raw.begin(async (tx) => {
      await tx`select crewcall_enter_platform_scope()`;
      expect(await roleNames(tx)).toEqual(['A crew', 'A helm', 'B secret role']);
      const [row] = await tx<
        { token: string }[]
      >`select current_setting('app.platform_scope') as token`;
      return row!.token;
    });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const later = await raw.begin(async (tx) => {
      await tx`select set_config('app.platform_scope', ${token}, true)`;
      return roleNames(tx);
    });
    expect(later).toEqual([]);
  });

  it('cannot read the secret the tokens are made from, nor mint one', async () => {
    await expect(raw`select secret from crewcall_private.platform_key`).rejects.toMatchObject({
      code: '42501',
    });
    await expect(raw`select crewcall_private.platform_token()`).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('enters the platform scope through withPlatformScope, and leaves it after', async () => {
    const inside = await withPlatformScope(app.db, async (tx) =>
      (await tx.select({ name: roles.name }).from(roles)).map((r) => r.name).sort(),
    );
    expect(inside).toEqual(['A crew', 'A helm', 'B secret role']);
    expect(await app.db.select().from(roles)).toEqual([]);
  });

  it('onboards a club and lists every club through the operator API', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      {
        DATABASE_URL: loginUrl,
        OPERATOR_TOKEN,
        DEMO_BOOTSTRAP: false,
        WEB_DIST: '/nonexistent',
        JOBS_POLL_MS: 0,
        REMINDER_SCAN_SECONDS: 0,
        JOBS_TRANSPORT: 'database',
      },
    );
    const server = await buildApp({ config, database: app });
    try {
      const auth = { authorization: `Bearer ${OPERATOR_TOKEN}` };
      const created = await server.inject({
        method: 'POST',
        url: '/api/platform/organisations',
        headers: auth,
        payload: {
          name: 'Login Club',
          prefix: 'LGC',
          domains: [`login-${suffix}.example.org`],
          admin: {
            email: `admin-${suffix}@example.org`,
            name: 'Lee Admin',
            password: 'a long enough password',
          },
        },
      });
      expect(created.statusCode).toBe(201);
      const listed = await server.inject({
        method: 'GET',
        url: '/api/platform/organisations',
        headers: auth,
      });
      expect(listed.statusCode).toBe(200);
      const names = (listed.json() as { organisations: { name: string }[] }).organisations
        .map((o) => o.name)
        .sort();
      expect(names).toEqual(['Club A', 'Club B', 'Login Club']);
    } finally {
      await server.close();
    }
  });
});

describe('the production start', () => {
  const productionConfig = (databaseUrl: string) =>
    loadConfig(
      { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DEMO_BOOTSTRAP: false,
        WEB_DIST: '/nonexistent',
        PORT: 0,
        HOST: '127.0.0.1',
        JOBS_POLL_MS: 0,
        REMINDER_SCAN_SECONDS: 0,
        JOBS_TRANSPORT: 'database',
      },
    );

  it('refuses a superuser login, saying why', async () => {
    const start = startServer(productionConfig(url));
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(start).rejects.toThrow(/Refusing to start in production.*is a superuser/);
  });

  it('refuses a superuser login for the worker too', async () => {
    await expect(buildWorker(productionConfig(url))).rejects.toThrow(
      /Refusing to start in production/,
    );
  });

  it('refuses a login that bypasses row-level security', async () => {
    const bypass = await openDatabase({ url: urlFor(BYPASS), dataDir: '', migrate: false, max: 1 });
    try {
      expect(await loginEscapes(bypass)).toEqual([`${BYPASS} bypasses row-level security`]);
      await expect(assertConfinedLogin(bypass)).rejects.toThrow(/docs\/OPERATIONS.md/);
    } finally {
      await bypass.close();
    }
  });

  it('starts as the app login', async () => {
    expect(await loginEscapes(app)).toEqual([]);
    const server = await startServer(productionConfig(loginUrl));
    const health = await server.inject({ method: 'GET', url: '/api/health' });
    await server.close();
    expect(health.statusCode).toBe(200);
  });

  it('refuses to start on a schema older than the build, rather than migrate it as the app login', async () => {
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await owner.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
      ),
    );
    try {
      await expect(openDatabase({ url: loginUrl, dataDir: '', max: 1 })).rejects.toThrow(
        /schema is not current: migration \d{4}_\w+ is not applied.*pnpm cli migrate/s,
      );
    } finally {
      await owner.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
  });
});
