import { twoClubs } from '@test/clubs';
import { createEvent, createPerson, createRequest } from '@test/factories';
import { api } from '@test/http';
import { createTestApp, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '@/db/schema';

/**
 * The people list's search looks in lower-cased copies (strpos; for admins name, email and
 * phone joined in one column, see db/schema/identity.ts): the answers must be what a
 * case-insensitive contains-search of each field gives.
 */
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp();
  clubs = await twoClubs(t);
  const a = clubs.a.org;
  await createPerson(t.db, a, {
    name: 'Ærwen Ølstrand',
    email: 'aerwen@harbour.test',
    role: 'user',
  });
  await createPerson(t.db, a, { name: 'Bosun 50%_off', email: 'bosun@harbour.test', role: 'user' });
  const hidden = await createPerson(t.db, a, {
    name: 'Phil Phone',
    email: 'pp@x.test',
    role: 'user',
  });
  await t.db.update(people).set({ phone: '+44 7700 900123' }).where(eq(people.id, hidden.id));
  const event = await createEvent(t.db, a, { start: '2030-06-01T09:00:00Z' });
  await createRequest(t.db, a, { personId: hidden.id, eventId: event.id });
  await createRequest(t.db, a, { personId: clubs.a.user.id, eventId: event.id });
  await createPerson(t.db, clubs.b.org, { name: 'Ærwen Other Club', role: 'user' });
});
afterAll(() => t?.close());

const names = (body: { results: { people: Record<string, { name: string }> } }) =>
  Object.values(body.results.people)
    .map((person) => person.name)
    .sort();
const asAdmin = () => api(t, clubs.a.org, clubs.a.admin.token);
const asUser = () => api(t, clubs.a.org, clubs.a.user.token);

describe('GET /api/people/?search=', () => {
  it('ignores case, accents included, and stays in the club', async () => {
    for (const word of ['ærwen', 'ÆRWEN', 'ølSTRAND']) {
      const res = await asAdmin().get(`people/?search=${encodeURIComponent(word)}`);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Ærwen Ølstrand']);
    }
  });

  it('searches email and phone for admins, and the name only for members', async () => {
    expect(names((await asAdmin().get('people/?search=HARBOUR.test')).body)).toEqual([
      'Bosun 50%_off',
      'Ærwen Ølstrand',
    ]);
    expect(names((await asAdmin().get('people/?search=7700%20900')).body)).toEqual(['Phil Phone']);
    // One word never spans two fields (email 'pp@x.test', phone '+44 7700 900123').
    expect((await asAdmin().get('people/?search=test%2B44')).body.count).toBe(0);
    expect((await asAdmin().get('people/?search=phonepp')).body.count).toBe(0);
    // Members do not see contact details, so they cannot find people by them either.
    expect((await asUser().get('people/?search=harbour')).body.count).toBe(0);
    expect(names((await asUser().get('people/?search=phil')).body)).toEqual(['Phil Phone']);
  });

  it('takes % and _ literally', async () => {
    expect(names((await asAdmin().get('people/?search=50%25_')).body)).toEqual(['Bosun 50%_off']);
    expect((await asAdmin().get('people/?search=%25%25')).body.count).toBe(0);
  });
});

describe('the count of a people list', () => {
  it('is kept for other pages and sorts, and follows every write to people', async () => {
    const count = async (query: string) => (await asAdmin().get(`people/?${query}`)).body.count;
    expect(await count('search=harbour&limit=1')).toBe(2);
    expect(await count('search=harbour&limit=1&offset=1&sort=-name')).toBe(2);
    expect(await count('search=harbour&limit=1&offset=5')).toBe(2);
    const added = await createPerson(t.db, clubs.a.org, { email: 'cook@harbour.test' });
    expect(await count('search=harbour&limit=1')).toBe(3);
    await t.db.update(people).set({ email: 'cook@sea.test' }).where(eq(people.id, added.id));
    expect(await count('search=harbour&limit=1&offset=1')).toBe(2);
    // The other club's lists and members' lists are their own.
    expect((await asUser().get('people/?search=harbour')).body.count).toBe(0);
  });
});

describe('searching another collection by person', () => {
  it("finds requests by the person's name, email and phone for admins", async () => {
    for (const word of ['PHIL', 'pp@x', '7700']) {
      const res = await asAdmin().get(`requests/?search=${encodeURIComponent(word)}`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(1);
    }
    expect((await asAdmin().get('requests/?search=test%2B44')).body.count).toBe(0);
  });
});
