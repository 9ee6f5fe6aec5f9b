import { createClub, type TestClub } from '@test/clubs';
import { createPerson } from '@test/factories';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies, records, roleGroups, roles, training } from '@/db/schema';

// A list call costs a fixed number of SQL statements whatever the page size:
// the token's person (every authenticated call; the club by host is cached in memory and
// re-read at most every few seconds), then the page with its count (one statement), then
// one per expanded collection. Nothing runs per row. Every tenant request also runs in its
// club's transaction (row-level security): begin and set the club first, commit last;
// `statementsFor` checks those three and returns what ran between them. A collection the
// page points to (a ref field) is joined into the page's statement; only a reverse link
// (many rows per page row) costs one statement more.
const PER_REQUEST = 1; // person by token
let t: TestApp;
let club: TestClub;

beforeAll(async () => {
  t = await createTestApp({}, { countQueries: true });
  club = await createClub(t, t.db, 'Counted club');
  const org = { organisationId: club.id };
  const groups = await t.db
    .insert(roleGroups)
    .values(Array.from({ length: 30 }, (_, i) => ({ ...org, name: `Group ${i}` })))
    .returning();
  await t.db.insert(roles).values(
    Array.from({ length: 120 }, (_, i) => ({
      ...org,
      name: `Role ${i}`,
      roleGroupId: groups[i % 30].id,
    })),
  );
  const comps = await t.db
    .insert(competencies)
    .values(Array.from({ length: 20 }, (_, i) => ({ ...org, name: `Competency ${i}` })))
    .returning();
  const courses = await t.db
    .insert(training)
    .values(comps.map((c, i) => ({ ...org, name: `Course ${i}`, competencyId: c.id })))
    .returning();
  const person = await createPerson(t.db, club, { withAccount: false });
  await t.db.insert(records).values(
    Array.from({ length: 200 }, (_, i) => ({
      ...org,
      personId: person.id,
      competencyId: comps[i % 20].id,
      trainingId: courses[i % 20].id,
      achieved: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
    })),
  );
  // Open the pool's connections first: postgres.js reads the server's array types once
  // per new connection, which is not the app's doing.
  await Promise.all(
    Array.from({ length: 6 }, () => api(t, club, club.admin.token).get('roles/?limit=1')),
  );
});
afterAll(() => t.close());

/** Statements the app sent for one call (postgres.js's own type lookups left out). */
async function statementsFor(path: string) {
  await api(t, club, club.admin.token).get('roles/?limit=1'); // the club is in the host cache
  t.queries.reset();
  const res = await api(t, club, club.admin.token).get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sent = t.queries.statements.filter((s) => !s.includes('pg_catalog.pg_type'));
  expect(sent[0]).toMatch(/^begin/);
  expect(sent[1]).toMatch(/set_config\('app\.organisation_id'/);
  expect(sent.at(-1)).toMatch(/^commit/);
  return sent.slice(2, -1);
}

describe('a list call costs a fixed number of statements', () => {
  it.each([1, 25, 100, 'all'])(
    'roles, page of %s: one statement, page and count',
    async (limit) => {
      const statements = await statementsFor(`roles/?limit=${limit}&sort=-name&search=role`);
      expect(statements).toHaveLength(PER_REQUEST + 1);
      expect(statements.at(-1)).toMatch(/\(select count\(\*\) from "roles"/);
    },
  );

  it('the page size is in the statement, not a parameter (PostgreSQL keeps its generic plan)', async () => {
    const statements = await statementsFor('roles/?limit=25&sort=-name&search=role');
    expect(statements.at(-1)).toMatch(/ limit 25$/);
  });

  it.each([1, 25, 'all'])(
    'roles with expand=rolegroups, page of %s: joined, + 0',
    async (limit) => {
      const statements = await statementsFor(`roles/?limit=${limit}&expand=rolegroups`);
      expect(statements).toHaveLength(PER_REQUEST + 1);
      expect(statements.at(-1)).toMatch(/left join "role_groups"/);
    },
  );

  it.each([5, 200])(
    'records with two expands and filters, page of %s: joined, + 0',
    async (limit) => {
      const res = await statementsFor(
        `records/?limit=${limit}&sort=-achieved,competency&achieved__ge=2024-01-01&expand=competencies,training`,
      );
      expect(res).toHaveLength(PER_REQUEST + 1);
    },
  );

  it('a reverse expand is one statement too', async () => {
    expect(await statementsFor('rolegroups/?limit=all&expand=roles')).toHaveLength(PER_REQUEST + 2);
  });

  it('an empty page skips its expand query (nothing to load)', async () => {
    expect(await statementsFor('roles/?offset=500&expand=rolegroups')).toHaveLength(
      PER_REQUEST + 2,
    );
  });

  it('a detail call: the row with its joined expand, + 1 per reverse expand', async () => {
    const list = await api(t, club, club.admin.token).get('roles/?limit=1');
    expect(await statementsFor(`roles/${list.body.ids[0]}/?expand=rolegroups`)).toHaveLength(
      PER_REQUEST + 1,
    );
    const groups = await api(t, club, club.admin.token).get('rolegroups/?limit=1');
    expect(await statementsFor(`rolegroups/${groups.body.ids[0]}/?expand=roles`)).toHaveLength(
      PER_REQUEST + 2,
    );
  });
});
