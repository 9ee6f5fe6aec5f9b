import {
  createAvailability,
  createEvent,
  createOrg,
  createPerson,
  createRequest,
  createShift,
  type TestOrg,
} from '@test/factories';
import { count, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { type Database, openDatabase } from '@/db/client';
import * as schema from '@/db/schema';
import { messages, organisations, people, roleGroups, roles } from '@/db/schema';
import { loadConfig } from '@/env';
import { validationError } from '@/lib/http-errors';
import { rowsOf } from '@/lib/postgres';
import { withTenant } from '@/plugins/tenant';
import { createTestDatabase, openAsOwner } from '../../test/test-database';
import {
  clubTransaction,
  openClubTransaction,
  runInTransaction,
  withClubScope,
  withPlatformScope,
} from './scope';

/**
 * The database itself keeps clubs apart (issue 8, defence in depth): these tests run
 * queries that deliberately forget their club filter, and show they see only their club.
 */
let database: Database; // the app's handle (crewcall_app, row-level security applies)
let seeding: Database; // the login role, for setting up both clubs
let drop: () => Promise<void>;
let clubA: TestOrg;
let clubB: TestOrg;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ url: created.url, dataDir: '', migrate: false, max: 3 });
  seeding = await openAsOwner(created.url);
  clubA = await createOrg(seeding.db, { name: 'Club A' });
  clubB = await createOrg(seeding.db, { name: 'Club B' });
  await seeding.db.insert(roles).values([
    { organisationId: clubA.id, name: 'A helm' },
    { organisationId: clubA.id, name: 'A crew' },
    { organisationId: clubB.id, name: 'B secret role' },
  ]);
  await createPerson(seeding.db, clubB, { name: 'B member' });
});

afterAll(async () => {
  await database.close();
  await seeding.close();
  await drop();
});

describe('row-level security', () => {
  it('is enabled and forced on every table that has organisation_id (a new one fails here)', async () => {
    const tables = rowsOf<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
      await seeding.db.execute(sql`
        select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
               (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r'
          and exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped)
        order by 1`),
    );
    expect(tables.length).toBeGreaterThanOrEqual(25);
    const unprotected = tables.filter((t) => !t.enabled || !t.forced || t.policies === 0);
    expect(unprotected.map((t) => t.table)).toEqual([]);
  });

  it('policies read the club once per statement (a scalar subquery), not once per row', async () => {
    const policies = rowsOf<{ table: string; qual: string }>(
      await seeding.db.execute(
        sql`select tablename as "table", qual from pg_policies where policyname = 'club_rows'`,
      ),
    );
    expect(policies.length).toBeGreaterThanOrEqual(25);
    for (const policy of policies) {
      expect(policy.qual, policy.table).toContain('( SELECT crewcall_current_club()');
    }
  });

  it('the app works as crewcall_app, not as the login role', async () => {
    expect(database.rowSecurity).toBe(true);
    const [me] = rowsOf<{ who: string }>(
      await database.db.execute(sql`select current_user as who`),
    );
    expect(me.who).toBe('crewcall_app');
  });

  it('outside any club, an unscoped query sees no tenant rows at all', async () => {
    const [{ n }] = await database.db.select({ n: count() }).from(roles);
    expect(n).toBe(0);
    const [{ n: seen }] = await seeding.db.select({ n: count() }).from(roles);
    expect(seen).toBe(3);
  });

  it("inside club A's scope, a query without a club filter returns only club A's rows", async () => {
    const names = await withClubScope(database.db, clubA.id, async (tx) =>
      (await tx.select({ name: roles.name }).from(roles)).map((r) => r.name).sort(),
    );
    expect(names).toEqual(['A crew', 'A helm']);
  });

  it("a job step's own club transaction has its club set before the step's first statement", async () => {
    // The step's statement starts synchronously, before the work's first await: it must
    // still be sent after the club setting (a lazy setting once left it unscoped, empty).
    const names = await clubTransaction(database.db, clubA.id, (tx) =>
      tx.select({ name: roles.name }).from(roles).then((rows) => rows.map((r) => r.name).sort()),
    );
    expect(names).toEqual(['A crew', 'A helm']);
  });

  it("the app's db resolves to the active club transaction (as in a request)", async () => {
    const club = await openClubTransaction(database.db, clubB.id);
    try {
      const names = await runInTransaction(club.tx, async () =>
        (await database.db.select({ name: roles.name }).from(roles)).map((r) => r.name),
      );
      expect(names).toEqual(['B secret role']);
    } finally {
      await club.end(false);
    }
  });

  it("refuses to write a row for another club from club A's scope", async () => {
    await expect(
      withClubScope(database.db, clubA.id, (tx) =>
        tx.insert(roles).values({ organisationId: clubB.id, name: 'planted' }),
      ),
    ).rejects.toThrow();
    // …and cannot change or delete club B's rows either: they are simply not there.
    const touched = await withClubScope(database.db, clubA.id, (tx) =>
      tx
        .update(roles)
        .set({ name: sql`name` })
        .where(sql`true`)
        .returning({ org: roles.organisationId }),
    );
    expect(new Set(touched.map((t) => t.org))).toEqual(new Set([clubA.id]));
    const [bRole] = await seeding.db
      .select({ name: roles.name })
      .from(roles)
      .where(sql`organisation_id = ${clubB.id}`);
    expect(bRole.name).toBe('B secret role');
  });

  it('a platform scope sees every club, and only while it lasts', async () => {
    const total = await withPlatformScope(database.db, async (tx) => {
      const [{ n }] = await tx.select({ n: count() }).from(people);
      return n;
    });
    expect(total).toBeGreaterThanOrEqual(1);
    const [{ n: after }] = await database.db.select({ n: count() }).from(people);
    expect(after).toBe(0);
  });
});

describe('composite foreign keys', () => {
  it('every reference the schema declares between tenant tables is checked by its same-club key alone', async () => {
    // From the drizzle schema, not from the database: a reference whose key went missing
    // would otherwise go unnoticed.
    const declared = (Object.values(schema) as unknown[])
      .filter((table): table is PgTable => is(table, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        if (!config.columns.some((c) => c.name === 'organisation_id')) return [];
        return config.foreignKeys.flatMap((key) => {
          const ref = key.reference();
          const target = getTableConfig(ref.foreignTable);
          const col = ref.columns[0].name;
          const tenantTarget = target.columns.some((c) => c.name === 'organisation_id');
          return tenantTarget && col !== 'organisation_id'
            ? [`${config.name}.${col} -> ${target.name}`]
            : [];
        });
      });
    expect(declared.length).toBeGreaterThanOrEqual(25);
    const keys = rowsOf<{ ref: string; width: number }>(
      await seeding.db.execute(sql`
        select src.relname || '.' || col.attname || ' -> ' || tgt.relname as ref,
               array_length(con.conkey, 1) as width
        from pg_constraint con
        join pg_class src on src.oid = con.conrelid
        join pg_class tgt on tgt.oid = con.confrelid
        join pg_attribute col on col.attrelid = con.conrelid and col.attnum = con.conkey[array_length(con.conkey, 1)]
        where con.contype = 'f'`),
    );
    const withWidth = (width: number) =>
      new Set(keys.filter((k) => k.width === width).map((k) => k.ref));
    // (organisation_id, col) -> target(organisation_id, id): the club is checked too.
    expect(declared.filter((ref) => !withWidth(2).has(ref))).toEqual([]);
    // The single-column key beside it checked nothing more and doubled each write's checks.
    expect(declared.filter((ref) => withWidth(1).has(ref))).toEqual([]);
  });

  it('a table without a key to organisations has a NOT NULL cascading same-club key that stands for it', async () => {
    // organisationIdGuaranteedBySameClubKey (schema/organisations.ts): the club is proved by
    // (organisation_id, x_id) -> parent(organisation_id, id), x_id NOT NULL, ON DELETE CASCADE.
    const tables = rowsOf<{ table: string; guaranteed: boolean }>(
      await seeding.db.execute(sql`
        select c.relname as "table", exists (
            select 1 from pg_constraint k
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[2]
            where k.conrelid = c.oid and k.contype = 'f' and array_length(k.conkey, 1) = 2
              and k.confdeltype = 'c' and a.attnotnull
              and k.conkey[1] = (select attnum from pg_attribute
                                 where attrelid = c.oid and attname = 'organisation_id')
          ) as guaranteed
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r'
          and exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped)
          and not exists (select 1 from pg_constraint k
                          where k.conrelid = c.oid and k.contype = 'f'
                            and k.confrelid = 'organisations'::regclass)
        order by 1`),
    );
    expect(tables.map((t) => t.table)).toEqual(['availability', 'requests', 'shifts']);
    expect(tables.filter((t) => !t.guaranteed)).toEqual([]);
  });

  it('requests, shifts and availability still go with their club, and cannot name a missing one', async () => {
    const club = await createOrg(seeding.db, { name: 'Club going away' });
    const person = await createPerson(seeding.db, club, { withAccount: false });
    const event = await createEvent(seeding.db, club, { start: '2031-03-01T09:00:00Z' });
    await createRequest(seeding.db, club, { personId: person.id, eventId: event.id });
    await createShift(seeding.db, club, event, { personId: person.id });
    await createAvailability(seeding.db, club, {
      personId: person.id,
      start: '2031-03-01T00:00:00Z',
      end: '2031-03-02T00:00:00Z',
      available: 1,
    });
    // A club that does not exist has no person or event: the same-club keys refuse the row.
    const missing = { id: 2_000_000_000 };
    const refused = { cause: { code: '23503' } };
    await expect(
      createRequest(seeding.db, missing, { personId: person.id, eventId: event.id }),
    ).rejects.toMatchObject(refused);
    await expect(createShift(seeding.db, missing, event)).rejects.toMatchObject(refused);
    await expect(
      createAvailability(seeding.db, missing, {
        personId: person.id,
        start: '2031-03-02T00:00:00Z',
        end: '2031-03-03T00:00:00Z',
        available: 1,
      }),
    ).rejects.toMatchObject(refused);

    const left = async () => {
      const [row] = rowsOf<{ n: number }>(
        await seeding.db.execute(sql`select
          (select count(*) from requests where organisation_id = ${club.id})
          + (select count(*) from shifts where organisation_id = ${club.id})
          + (select count(*) from availability where organisation_id = ${club.id}) as n`),
      );
      return Number(row.n);
    };
    expect(await left()).toBe(3);
    await seeding.db.delete(organisations).where(sql`id = ${club.id}`);
    expect(await left()).toBe(0);
  });

  it("the database refuses a row that points at another club's row, even past the policies", async () => {
    const [bGroup] = await seeding.db
      .insert(roleGroups)
      .values({ organisationId: clubB.id, name: 'B group' })
      .returning();
    // The seeding connection is not under row-level security: only the key can stop this.
    await expect(
      seeding.db
        .insert(roles)
        .values({ organisationId: clubA.id, name: 'cross', roleGroupId: bGroup.id }),
    ).rejects.toMatchObject({
      cause: { code: '23503', constraint_name: 'roles_role_group_id_role_groups_id_fk_same_club' },
    });
  });

  it('deleting a referenced row still clears only the reference (SET NULL keeps the club)', async () => {
    const person = await createPerson(seeding.db, clubA, { withAccount: false });
    const [message] = await seeding.db
      .insert(messages)
      .values({
        organisationId: clubA.id,
        channel: 'email',
        toPersonId: person.id,
        toAddress: 'x@example.test',
        body: 'hi',
      })
      .returning();
    await seeding.db.delete(people).where(sql`id = ${person.id}`);
    const [after] = await seeding.db.select().from(messages).where(sql`id = ${message.id}`);
    expect(after).toMatchObject({ organisationId: clubA.id, toPersonId: null });
  });
});

describe('club transaction per request', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { DEMO_BOOTSTRAP: false, WEB_DIST: '/nonexistent' },
    );
    app = await buildApp({ config, database });
    // Routes that forget their club filter on purpose.
    await app.register(
      withTenant(async (scope) => {
        scope.get('/api/test/unscoped-roles', async () => {
          const rows = await scope.db.select({ name: roles.name }).from(roles);
          return rows.map((r) => r.name).sort();
        });
        scope.post('/api/test/write-then-fail', async () => {
          await scope.db.insert(roles).values({ organisationId: clubA.id, name: 'half-done' });
          throw validationError({ name: ['Refused after writing.'] });
        });
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('a route with an unscoped query answers only its own club', async () => {
    const a = await app.inject({ url: '/api/test/unscoped-roles', headers: { host: clubA.host } });
    expect(a.json()).toEqual(['A crew', 'A helm']);
    const b = await app.inject({ url: '/api/test/unscoped-roles', headers: { host: clubB.host } });
    expect(b.json()).toEqual(['B secret role']);
  });

  it('concurrent requests of two clubs never see each other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          url: '/api/test/unscoped-roles',
          headers: { host: i % 2 ? clubA.host : clubB.host },
        }),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.json()).toEqual(i % 2 ? ['A crew', 'A helm'] : ['B secret role']);
    });
  });

  it('a request that answers an error leaves nothing written', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/write-then-fail',
      headers: { host: clubA.host },
    });
    expect(res.statusCode).toBe(400);
    const [{ n }] = await seeding.db
      .select({ n: count() })
      .from(roles)
      .where(sql`name = 'half-done'`);
    expect(n).toBe(0);
  });
});
