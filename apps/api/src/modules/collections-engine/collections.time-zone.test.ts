import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import { createEvent, createPerson } from '@test/factories';
import { api } from '@test/http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '@/db/schema';

// Issue 20, item 1: a day in a list filter on a moment (`start__ge=2025-03-06`) is the
// club's day, in its time zone. Club A keeps Europe/London, club B is in Australia/Sydney.
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
  const res = await asAdminOf('b').put('organisations/current/', { time_zone: 'Australia/Sydney' });
  expect(res.status).toBe(200);
});
afterAll(() => t?.close());

const asAdminOf = (club: 'a' | 'b') => api(t, clubs[club].org, clubs[club].admin.token);
const EVENING_IN_LONDON = '2025-03-05T20:00:00Z'; // 07:00 on 6 March in Sydney

const eventIdsOn = async (club: 'a' | 'b', date: string) => {
  const res = await asAdminOf(club).get(`events/?start=${date}&limit=all`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.ids as number[];
};

describe('list filters by day', () => {
  it("read the day in the club's zone", async () => {
    const a = await createEvent(t.db, clubs.a.org, { start: EVENING_IN_LONDON });
    const b = await createEvent(t.db, clubs.b.org, { start: EVENING_IN_LONDON });
    expect(await eventIdsOn('a', '2025-03-05')).toEqual([a.id]);
    expect(await eventIdsOn('a', '2025-03-06')).toEqual([]);
    expect(await eventIdsOn('b', '2025-03-06')).toEqual([b.id]);
    expect(await eventIdsOn('b', '2025-03-05')).toEqual([]);
    const upTo = await asAdminOf('b').get('events/?start__le=2025-03-05&start__ge=2025-03-01');
    expect(upTo.body.ids).toEqual([]);
  });

  it('follow a change of zone at once, kept counts included', async () => {
    // People's counts are kept per club version (people.collection.ts countVersion).
    const person = await createPerson(t.db, clubs.a.org);
    await t.db
      .update(people)
      .set({ invitedAt: new Date(EVENING_IN_LONDON) })
      .where(eq(people.id, person.id));
    const invitedOn = async (date: string) => {
      const res = await asAdminOf('a').get(`people/?invited_at=${date}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.ids, count: res.body.count };
    };
    expect(await invitedOn('2025-03-05')).toEqual({ ids: [person.id], count: 1 });
    expect(await invitedOn('2025-03-06')).toEqual({ ids: [], count: 0 });
    const res = await asAdminOf('a').put('organisations/current/', {
      time_zone: 'Australia/Sydney',
    });
    expect(res.status).toBe(200);
    expect(await invitedOn('2025-03-05')).toEqual({ ids: [], count: 0 });
    expect(await invitedOn('2025-03-06')).toEqual({ ids: [person.id], count: 1 });
  });
});
