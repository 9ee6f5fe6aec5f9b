import { createClub, type TestClub } from '@test/clubs';
import { createEvent, createPerson, createShifts } from '@test/factories';
import { api, logIn } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies, newsItems, profileFields, records } from '@/db/schema';

let t: TestApp;
let club: TestClub;
let otherPersonId: number;
const asUser = () => api(t, club, club.user.token);
const asAdmin = () => api(t, club, club.admin.token);

beforeAll(async () => {
  t = await createTestApp();
  club = await createClub(t, t.db, 'Access club');
  const org = { organisationId: club.id };
  otherPersonId = (await createPerson(t.db, club, { withAccount: false })).id;
  const [comp] = await t.db
    .insert(competencies)
    .values({ ...org, name: 'First aid' })
    .returning();
  await t.db.insert(records).values([
    {
      ...org,
      personId: club.user.id,
      competencyId: comp.id,
      achieved: '2024-01-01',
      details: 'Mine, confidential',
    },
    {
      ...org,
      personId: otherPersonId,
      competencyId: comp.id,
      achieved: '2024-02-01',
      details: 'Theirs, confidential',
    },
  ]);
  await t.db.insert(profileFields).values([
    { ...org, displayName: 'Sail number', userVisible: true },
    { ...org, displayName: 'Medical notes', userVisible: false },
  ]);
  const day = 86_400_000;
  await t.db.insert(newsItems).values([
    { ...org, content: 'On show', authorId: club.admin.id },
    { ...org, content: 'Expired', showUntil: new Date(Date.now() - day) },
    { ...org, content: 'Scheduled', posted: new Date(Date.now() + day) },
  ]);
});
afterAll(() => t.close());

describe('logged out', () => {
  it.each([
    ['get', 'roles/'],
    ['get', 'roles/1/'],
    ['post', 'roles/'],
    ['put', 'roles/'],
    ['delete', 'roles/1/'],
  ] as const)('%s %s → 401', async (method, path) => {
    const anon = api(t, club);
    const res =
      method === 'get' || method === 'delete'
        ? await anon[method](path)
        : await anon[method](path, [{ id: 1 }]);
    expect(res.status).toBe(401);
    expect(res.body.detail).toBeTruthy();
  });

  it('a bad token → 401 with a code', async () => {
    const res = await api(t, club, 'not-a-token').get('roles/');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});

describe('a user (not an admin)', () => {
  it.each([
    ['post', 'locations/', [{ name: 'x' }]],
    ['put', 'locations/', [{ id: 1, name: 'x' }]],
  ] as const)('cannot write: %s %s → 403', async (method, path, body) => {
    const res = await asUser()[method](path, body);
    expect(res.status).toBe(403);
  });

  it('cannot delete → 403', async () => {
    const made = await asAdmin().post('locations/', [{ name: 'Slip' }]);
    expect((await asUser().delete(`locations/${made.body.ids[0]}/`)).status).toBe(403);
  });

  it.each(['equipment', 'messagetemplates', 'messagerecords', 'apikeys'])(
    'cannot read %s (admin only) → 403',
    async (name) => {
      expect((await asUser().get(`${name}/`)).status).toBe(403);
    },
  );

  it.each([
    'roles',
    'rolegroups',
    'assignments',
    'locations',
    'eventtypes',
    'competencies',
    'training',
  ])('reads %s', async (name) => {
    expect((await asUser().get(`${name}/`)).status).toBe(200);
  });

  it('sees only their own records, without details', async () => {
    const res = await asUser().get('records/');
    expect(res.body.count).toBe(1);
    const [row] = Object.values(res.body.results.records) as Record<string, unknown>[];
    expect(row.person).toBe(club.user.id);
    expect(Object.keys(row).sort()).toEqual([
      'achieved',
      'competency',
      'current',
      'expired',
      'expires',
      'id',
      'person',
      'training',
    ]);
    // admins see everyone's, with details
    const admin = await asAdmin().get('records/');
    expect(admin.body.count).toBe(2);
    expect(JSON.stringify(admin.body)).toContain('confidential');
  });

  it('cannot use hidden fields to probe: no filter, sort or search on details', async () => {
    expect((await asUser().get('records/?details=confidential')).body).toEqual({
      details: ["Unknown filter field 'details'."],
    });
    expect((await asUser().get('records/?sort=details')).body).toEqual({
      sort: ["Unknown sort field 'details'."],
    });
    expect((await asUser().get('records/?search=confidential')).body.count).toBe(0);
    expect((await asAdmin().get('records/?details=confidential')).body.count).toBe(2);
  });

  it("cannot read someone else's record by id", async () => {
    const all = await asAdmin().get(`records/?person=${otherPersonId}`);
    expect((await asUser().get(`records/${all.body.ids[0]}/`)).status).toBe(404);
  });

  it('sees only user_visible profile fields', async () => {
    const res = await asUser().get('profilefields/');
    expect(Object.values(res.body.results.profilefields)).toMatchObject([
      { display_name: 'Sail number' },
    ]);
  });

  it('sees the news on show, without the author', async () => {
    const res = await asUser().get('news/');
    const rows = Object.values(res.body.results.news) as Record<string, unknown>[];
    expect(rows.map((r) => r.content)).toEqual(['On show']);
    expect(rows[0]).not.toHaveProperty('author');
    expect((await asAdmin().get('news/')).body.count).toBe(3);
  });

  it('an admin who is deactivated is refused at once', async () => {
    const admin = await createPerson(t.db, club, { role: 'admin' });
    const token = await logIn(t, club.host, admin.email, admin.password);
    expect((await api(t, club, token).get('apikeys/')).status).toBe(200);
    const demote = await asAdmin().put('people', [{ id: admin.id, is_active: false }]);
    expect(demote.status).toBe(200);
    expect((await api(t, club, token).get('apikeys/')).status).toBe(401);
  });
});

describe('people', () => {
  it('shows users names and avatars only; admins everything', async () => {
    const { peopleCollection } = await import('@/modules/people/people.collection');
    const { readableFields } = await import('./access');
    expect(readableFields(peopleCollection, { id: 1, role: 'user' })).toEqual([
      'id',
      'name',
      'avatar',
    ]);
    expect(readableFields(peopleCollection, { id: 1, role: 'admin' })).toContain('email');
    const one = await asAdmin().get(`people/${club.admin.id}/`);
    expect(one.status).toBe(200);
    expect(one.body.results.people[club.admin.id].email).toMatch(/@/);
    const seenByUser = await asUser().get(`people/${club.admin.id}/`);
    expect(Object.keys(seenByUser.body.results.people[club.admin.id]).sort()).toEqual([
      'avatar',
      'id',
      'name',
    ]);
  });
});

describe('expand (joined into the page) keeps the target collection’s own rules', () => {
  it('a member sees of the people on shifts only those members may see, names only', async () => {
    const newcomer = await createPerson(t.db, club, { role: 'new', withAccount: false });
    const event = await createEvent(t.db, club, { start: '2030-05-01T09:00:00Z' });
    await createShifts(t.db, club, event, [
      { personId: club.admin.id },
      { personId: newcomer.id },
      {},
    ]);
    const res = await asUser().get(`shifts/?event=${event.id}&expand=people`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(Object.keys(res.body.results.people)).toEqual([String(club.admin.id)]);
    expect(Object.keys(res.body.results.people[club.admin.id]).sort()).toEqual([
      'avatar',
      'id',
      'name',
    ]);
    const admin = await asAdmin().get(`shifts/?event=${event.id}&expand=people`);
    expect(Object.keys(admin.body.results.people).map(Number).sort()).toEqual(
      [club.admin.id, newcomer.id].sort(),
    );
    expect(admin.body.results.people[newcomer.id]).toMatchObject({
      role: 'new',
      email: newcomer.email,
    });
  });
});

describe('lists built once per shape of call (statements.ts)', () => {
  it('two members asking the same list each get their own rows, with their own values', async () => {
    const member = await createPerson(t.db, club, { role: 'user', isActive: true });
    const token = await logIn(t, club.host, member.email, member.password);
    const [comp] = await t.db
      .insert(competencies)
      .values({ organisationId: club.id, name: 'Helming' })
      .returning();
    await t.db.insert(records).values({
      organisationId: club.id,
      personId: member.id,
      competencyId: comp.id,
      achieved: '2024-03-01',
    });
    const path = 'records/?limit=25&sort=-achieved&achieved__ge=2024-01-01&expand=competencies';
    const mine = await asUser().get(path);
    const theirs = await api(t, club, token).get(path);
    expect(mine.body.ids).toHaveLength(1);
    expect(mine.body.results.records[mine.body.ids[0]].person).toBe(club.user.id);
    expect(theirs.body.ids).toHaveLength(1);
    expect(theirs.body.results.records[theirs.body.ids[0]].person).toBe(member.id);
    expect(Object.keys(theirs.body.results.competencies)).toEqual([String(comp.id)]);
    // Same shape, another value: the placeholder takes it.
    const later = await api(t, club, token).get(path.replace('2024-01-01', '2024-04-01'));
    expect(later.body.count).toBe(0);
  });
});
