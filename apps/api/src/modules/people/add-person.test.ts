import { PERSON_EMAIL_TAKEN_MESSAGE, type PeopleResults } from '@crewcall/contract';
import { createPerson } from '@test/factories';
import { api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { people } from '@/db/schema';

// POST /api/people/add: an admin adds one person by hand, with registration's and the
// import's rules (email unique in the club, the spec's phone).
const kit = useTwoClubs();

const asAdminOf = (club: 'a' | 'b') => api(kit.t, kit.clubs[club].org, kit.clubs[club].admin.token);
const add = (body: unknown, club: 'a' | 'b' = 'a') => asAdminOf(club).post('people/add', body);
const peopleWithEmail = async (orgId: number, email: string) =>
  kit.t.db
    .select()
    .from(people)
    .where(and(eq(people.organisationId, orgId), eq(sql`lower(${people.email})`, email)));

describe('POST /api/people/add', () => {
  it('adds an active volunteer without a login, email lower-cased, and answers the person', async () => {
    const res = await add({
      name: '  Nell Harbour ',
      email: 'Nell.Harbour@Example.test',
      phone: '+447700900123',
      role: 'user',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = res.body as PeopleResults;
    const person = body.results.people[String(body.ids[0])];
    expect(person).toMatchObject({
      name: 'Nell Harbour',
      email: 'nell.harbour@example.test',
      phone: '+447700900123',
      role: 'user',
      is_active: true,
      has_login: false,
      invited_at: null,
    });
    const [row] = await peopleWithEmail(kit.clubs.a.org.id, 'nell.harbour@example.test');
    expect(row).toMatchObject({
      id: body.ids[0],
      accountId: null,
      organisationId: kit.clubs.a.org.id,
    });
    // it is in the club's list at once
    const listed = await asAdminOf('a').get('people/?email=nell.harbour');
    expect(listed.body.ids).toEqual(body.ids);
  });

  it('adds a pending person with role new, an admin with admin; phone may be left out', async () => {
    const pending = await add({
      name: 'Pat Pending',
      email: 'pat.pending@example.test',
      role: 'new',
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    const p = (pending.body as PeopleResults).results.people;
    expect(Object.values(p)[0]).toMatchObject({ role: 'new', is_active: false, phone: '' });
    const admin = await add({ name: 'Ada Admin', email: 'ada.admin@example.test', role: 'admin' });
    expect(Object.values((admin.body as PeopleResults).results.people)[0]).toMatchObject({
      role: 'admin',
      is_active: true,
    });
  });

  it('refuses an email someone in the club has (any case), with or without a login', async () => {
    const member = await createPerson(kit.t.db, kit.clubs.a.org, {
      email: 'taken.login@example.test',
    });
    await createPerson(kit.t.db, kit.clubs.a.org, {
      email: 'taken.nologin@example.test',
      withAccount: false,
    });
    for (const email of [member.email, 'TAKEN.NoLogin@example.test']) {
      const res = await add({ name: 'Copy Cat', email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ email: [PERSON_EMAIL_TAKEN_MESSAGE] });
    }
    expect(await peopleWithEmail(kit.clubs.a.org.id, 'taken.nologin@example.test')).toHaveLength(1);
    // Adding the same person twice: the second is refused.
    const first = await add({ name: 'Twice', email: 'twice@example.test' });
    expect(first.status).toBe(201);
    expect((await add({ name: 'Twice', email: 'twice@example.test' })).body).toEqual({
      email: [PERSON_EMAIL_TAKEN_MESSAGE],
    });
  });

  it("another club's people do not count: club B adds an email club A has; neither sees the other's", async () => {
    await add({
      name: 'Shared Sailor',
      email: 'shared.sailor@example.test',
      phone: '+61412345678',
    });
    const inB = await add(
      { name: 'Shared Sailor', email: 'shared.sailor@example.test', phone: '+447700900999' },
      'b',
    );
    expect(inB.status, JSON.stringify(inB.body)).toBe(201);
    const [a] = await peopleWithEmail(kit.clubs.a.org.id, 'shared.sailor@example.test');
    const [b] = await peopleWithEmail(kit.clubs.b.org.id, 'shared.sailor@example.test');
    expect([a?.phone, b?.phone]).toEqual(['+61412345678', '+447700900999']);
    const fromB = await asAdminOf('b').get(`people/${a!.id}/`);
    expect(fromB.status).toBe(404);
    const aList = await asAdminOf('a').get('people/?email=shared.sailor&limit=all');
    expect(aList.body.ids).toEqual([a!.id]);
  });

  it('answers bad input with 400 in the spec shape and adds nobody', async () => {
    const cases: [unknown, string[]][] = [
      [{ name: 'No Mail' }, ['email']],
      [{ name: 'Bad Mail', email: 'not-an-email' }, ['email']],
      [{ name: '', email: 'empty.name@example.test' }, ['name']],
      [{ name: 'Spacey', email: 'spacey@example.test', phone: '+44 7700 900123' }, ['phone']],
      [{ name: 'Local', email: 'local@example.test', phone: '07700900123' }, ['phone']],
      [{ name: 'Boss', email: 'boss@example.test', role: 'owner' }, ['role']],
      [{ name: 'x'.repeat(201), email: 'long@example.test' }, ['name']],
      [[], ['non_field_errors']],
    ];
    for (const [body, fields] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body).sort(), JSON.stringify(res.body)).toEqual(fields);
    }
    const phoneRes = await add({ name: 'Spacey', email: 'spacey@example.test', phone: '+44 7700' });
    expect(phoneRes.body.phone).toEqual([
      'Phone number must include the country code and not contain spaces.',
    ]);
    for (const email of ['empty.name@example.test', 'spacey@example.test', 'local@example.test'])
      expect(await peopleWithEmail(kit.clubs.a.org.id, email)).toHaveLength(0);
  });

  it('is for admins: a member gets 403, anonymous 401', async () => {
    const body = { name: 'Sneaky', email: 'sneaky@example.test' };
    expect(
      (await api(kit.t, kit.clubs.a.org, kit.clubs.a.user.token).post('people/add', body)).status,
    ).toBe(403);
    expect((await api(kit.t, kit.clubs.a.org).post('people/add', body)).status).toBe(401);
    expect(await peopleWithEmail(kit.clubs.a.org.id, 'sneaky@example.test')).toHaveLength(0);
  });
});
