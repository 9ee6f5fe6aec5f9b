import {
  AVAILABILITY_DAY_MESSAGE,
  AVAILABILITY_NOT_YOURS_MESSAGE,
  AVAILABILITY_RANGE_MESSAGE,
  AVAILABILITY_TWICE_MESSAGE,
  type AvailabilityDay,
  type AvailabilityGrid,
  type AvailabilityRow,
  type EventAvailability,
} from '@crewcall/contract';
import { createAvailability, createEvent, createPerson } from '@test/factories';
import { useHoursClubs } from '@test/kits/hours-clubs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { availability, people } from '@/db/schema';

// Availability per day: only one's own, one row per person and day, the admin's grid,
// the day's list and the planner's candidates.
const kit = useHoursClubs();
const { asAdmin, asMember } = kit;

/** A London day (BST until 2026-10-25, GMT after) as the calendar sends it. */
const day = (date: string, available: 0 | 1 | 2, person = kit.a().user.id) => {
  const offset = date < '2026-10-25' || date > '2027-03-28' ? '+01:00' : '+00:00';
  return {
    available,
    person,
    start: `${date}T00:00:00${offset}`,
    end: `${date}T23:59:59.999${offset}`,
  };
};
/** A whole UTC day of club A's `personId`, straight into the table. */
const mark = (personId: number, date: string, available: 0 | 1 | 2) =>
  createAvailability(kit.db(), kit.a().org, {
    personId,
    start: `${date}T00:00:00Z`,
    end: `${date}T23:59:59Z`,
    available,
  });
const rowsOf = async (personId: number) =>
  kit.db().select().from(availability).where(eq(availability.personId, personId));

describe('POST /api/availability', () => {
  it('sets the caller’s days, and a second POST of a day updates it (one row per day)', async () => {
    const res = await asMember().post('availability?tz=Europe/London', [
      day('2026-12-01', 0),
      day('2026-12-02', 2),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = res.body.rows as AvailabilityRow[];
    expect(rows.map((r) => [r.date, r.available])).toEqual([
      ['2026-12-01', 0],
      ['2026-12-02', 2],
    ]);
    const again = await asMember().post('availability', [day('2026-12-01', 1)]);
    expect(again.status).toBe(201);
    expect(again.body.rows[0]).toMatchObject({ id: rows[0].id, available: 1 });
    const stored = (await rowsOf(kit.a().user.id)).filter(
      (r) => r.start.toISOString() < '2026-12-03',
    );
    expect(stored).toHaveLength(2);
  });

  it('across a daylight-saving change a day is 25 hours and still one day', async () => {
    const res = await asMember().post('availability?tz=Europe/London', [
      {
        available: 0,
        person: kit.a().user.id,
        start: '2026-10-25T00:00:00+01:00',
        end: '2026-10-25T23:59:59+00:00',
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.rows[0].date).toBe('2026-10-25');
  });

  it('only for oneself: naming anyone else (or club B’s member) is 403 and writes nothing', async () => {
    const before = (await rowsOf(kit.a().admin.id)).length;
    for (const person of [kit.a().admin.id, kit.b().user.id]) {
      const res = await asMember().post('availability', [
        day('2026-12-05', 1),
        day('2026-12-06', 0, person),
      ]);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: AVAILABILITY_NOT_YOURS_MESSAGE });
    }
    // admins too: availability is always one's own
    expect((await asAdmin().post('availability', [day('2026-12-05', 1)])).status).toBe(403);
    expect((await rowsOf(kit.a().admin.id)).length).toBe(before);
    expect(
      (await rowsOf(kit.a().user.id)).some((r) => r.start.toISOString().startsWith('2026-12-05')),
    ).toBe(false);
  });

  it('refuses bad states and days on the item’s field', async () => {
    const me = kit.a().user.id;
    const cases: [unknown, string, string | undefined][] = [
      [{ ...day('2026-12-07', 1), available: 3 }, '0.available', undefined],
      [{ ...day('2026-12-07', 1), available: '1' }, '0.available', undefined],
      [{ ...day('2026-12-07', 1), end: '2026-12-06T23:00:00Z' }, '0.end', AVAILABILITY_DAY_MESSAGE],
      [{ ...day('2026-12-07', 1), end: '2026-12-09T00:00:00Z' }, '0.end', AVAILABILITY_DAY_MESSAGE],
      [{ ...day('2026-12-07', 1), start: 'tomorrow' }, '0.start', undefined],
      [day('2031-01-01', 1), '0.start', AVAILABILITY_RANGE_MESSAGE],
      [{ available: 1, person: me }, '0.start', undefined],
    ];
    for (const [item, field, message] of cases) {
      const res = await asMember().post('availability', [item]);
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body[field], JSON.stringify(res.body)).toBeTruthy();
      if (message) expect(res.body[field]).toEqual([message]);
    }
    const twice = await asMember().post('availability', [
      day('2026-12-08', 1),
      day('2026-12-08', 0),
    ]);
    expect(twice.body).toEqual({ '1.start': [AVAILABILITY_TWICE_MESSAGE] });
    expect((await asMember().post('availability', [])).status).toBe(400);
    const stored = await rowsOf(me);
    expect(
      stored.some((r) => ['2026-12-07', '2026-12-08'].includes(r.start.toISOString().slice(0, 10))),
    ).toBe(false);
  });
});

describe('PUT and DELETE /api/availability', () => {
  it('change and unset one’s own days; another’s is 403, club B’s unknown', async () => {
    const mine = await createAvailability(kit.db(), kit.a().org, {
      personId: kit.a().user.id,
      start: '2027-01-04T00:00:00Z',
      end: '2027-01-04T23:59:59Z',
      available: 1,
    });
    const theirs = await createAvailability(kit.db(), kit.a().org, {
      personId: kit.a().admin.id,
      start: '2027-01-04T00:00:00Z',
      end: '2027-01-04T23:59:59Z',
      available: 1,
    });
    const bRow = await createAvailability(kit.db(), kit.b().org, {
      personId: kit.b().user.id,
      start: '2027-01-04T00:00:00Z',
      end: '2027-01-04T23:59:59Z',
      available: 1,
    });

    const put = await asMember().put('availability', [
      { id: mine.id, available: 2, person: kit.a().user.id },
    ]);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.rows).toEqual([
      expect.objectContaining({ id: mine.id, available: 2, date: '2027-01-04' }),
    ]);
    const other = await asMember().put('availability', [{ id: theirs.id, available: 0 }]);
    expect(other.status).toBe(403);
    const b = await asMember().put('availability', [{ id: bRow.id, available: 0 }]);
    expect(b.body).toEqual({ '0.id': [`Availability ${bRow.id} does not exist.`] });
    expect((await asMember().put('availability', [{ id: mine.id, available: 5 }])).status).toBe(
      400,
    );

    expect((await asMember().delete(`availability/${theirs.id}`)).status).toBe(403);
    expect((await asMember().delete(`availability/${bRow.id}`)).status).toBe(404);
    expect((await asMember().delete(`availability/${mine.id}`)).status).toBe(204);
    expect((await asMember().delete(`availability/${mine.id}`)).status).toBe(404);
    const left = await kit
      .db()
      .select()
      .from(availability)
      .where(eq(availability.start, new Date('2027-01-04T00:00:00Z')));
    expect(left.map((r) => [r.id, r.available]).sort()).toEqual(
      [
        [theirs.id, 1],
        [bRow.id, 1],
      ].sort(),
    );
  });

  it('GET mine: the caller’s days of a range', async () => {
    await asMember().post('availability?tz=UTC', [
      {
        available: 0,
        person: kit.a().user.id,
        start: '2027-02-01T00:00:00Z',
        end: '2027-02-01T23:59:59Z',
      },
      {
        available: 2,
        person: kit.a().user.id,
        start: '2027-02-03T00:00:00Z',
        end: '2027-02-03T23:59:59Z',
      },
    ]);
    await createAvailability(kit.db(), kit.a().org, {
      personId: kit.a().admin.id,
      start: '2027-02-02T00:00:00Z',
      end: '2027-02-02T23:59:59Z',
      available: 0,
    });
    const res = await asMember().get('availability/mine?start=2027-02-01&end=2027-02-02&tz=UTC');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: AvailabilityRow) => [r.date, r.available])).toEqual([
      ['2027-02-01', 0],
    ]);
  });
});

describe('the admin grid, the day list and the planner’s candidates', () => {
  it('grid: members × days with role filter, admins only, club B invisible, stored until a write, one statement to build', async () => {
    const org = kit.a().org;
    const ann = await createPerson(kit.db(), org, { name: 'Ann Grid', role: 'user' });
    const newbie = await createPerson(kit.db(), org, { name: 'New Grid', role: 'new' });
    // the database writes the JSON: names and avatars with quotes, backslashes, tabs, accents
    const odd = await createPerson(kit.db(), org, { name: 'Zoë "Q" \\ O’Grid\t', role: 'user' });
    await kit
      .db()
      .update(people)
      .set({ avatar: 'avatars/"x"\\1.png' })
      .where(eq(people.id, odd.id));
    await mark(ann.id, '2027-03-01', 0);
    await mark(ann.id, '2027-03-31', 2);
    await mark(kit.a().admin.id, '2027-03-15', 1);
    await mark(newbie.id, '2027-03-15', 1);
    // the same date set from New York (its day starts 04:00 UTC) shows with the others
    await mark(ann.id, '2027-03-20', 1);
    await createAvailability(kit.db(), org, {
      personId: kit.a().admin.id,
      start: '2027-03-20T04:00:00Z',
      end: '2027-03-21T03:59:59Z',
      available: 2,
    });
    // ...and Ann's own New York day of that date (same state): one key, not two
    await createAvailability(kit.db(), org, {
      personId: ann.id,
      start: '2027-03-20T04:00:00Z',
      end: '2027-03-21T03:59:59Z',
      available: 1,
    });
    await createAvailability(kit.db(), kit.b().org, {
      personId: kit.b().user.id,
      start: '2027-03-02T00:00:00Z',
      end: '2027-03-02T23:59:59Z',
      available: 0,
    });

    const q = 'availability/grid?start=2027-03-01&end=2027-03-31&tz=UTC';
    expect((await asMember().get(q)).status).toBe(403);
    const res = await asAdmin().get(q);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const grid = res.body as AvailabilityGrid;
    expect(grid.dates).toHaveLength(31);
    expect(grid.people.map((p) => p.id)).toEqual(
      expect.arrayContaining([ann.id, kit.a().admin.id, kit.a().user.id]),
    );
    expect(grid.people.map((p) => p.id)).not.toContain(newbie.id);
    expect(grid.people.find((p) => p.id === odd.id)).toEqual({
      id: odd.id,
      name: 'Zoë "Q" \\ O’Grid\t',
      avatar: 'avatars/"x"\\1.png',
      role: 'user',
    });
    expect(grid.people.find((p) => p.id === ann.id)).toEqual({
      id: ann.id,
      name: 'Ann Grid',
      avatar: null,
      role: 'user',
    });
    expect(grid.people.map((p) => p.id)).not.toContain(kit.b().user.id);
    expect(grid.days['2027-03-01']).toEqual({ [ann.id]: 0 });
    expect(grid.days['2027-03-31']).toEqual({ [ann.id]: 2 });
    expect(grid.days['2027-03-15']).toEqual({ [kit.a().admin.id]: 1 });
    expect(grid.days['2027-03-20']).toEqual({ [ann.id]: 1, [kit.a().admin.id]: 2 });
    const merged = /"2027-03-20":\{([^}]*)\}/.exec(res.text)?.[1] ?? '';
    expect(merged.split(',').sort()).toEqual([`"${ann.id}":1`, `"${kit.a().admin.id}":2`].sort());
    expect(grid.days['2027-03-02']).toBeUndefined();
    const admins = (await asAdmin().get(`${q}&role=admin`)).body as AvailabilityGrid;
    expect(admins.people.every((p) => p.role === 'admin')).toBe(true);
    expect(admins.days['2027-03-01']).toBeUndefined();
    expect(admins.days['2027-03-15']).toEqual({ [kit.a().admin.id]: 1 });
    const users = (await asAdmin().get(`${q}&role=user`)).body as AvailabilityGrid;
    expect(users.days['2027-03-15']).toBeUndefined();
    expect(users.days['2027-03-20']).toEqual({ [ann.id]: 1 });

    expect((await asAdmin().get('availability/grid?start=2027-03-01&end=2027-05-01')).status).toBe(
      400,
    );
    const empty = (await asAdmin().get('availability/grid?start=2027-06-01&end=2027-06-02'))
      .body as AvailabilityGrid;
    expect([empty.dates, empty.days]).toEqual([['2027-06-01', '2027-06-02'], {}]);
    expect(empty.people).toEqual(grid.people);
    expect((await asAdmin().get('availability/grid?start=2027-03-05&end=2027-03-01')).status).toBe(
      400,
    );
    // asked again unchanged: the stored answer (the login check and the version read)
    const again = await kit.statementsFor(() => asAdmin().get(q));
    const added: number[] = [];
    for (let i = 0; i < 20; i++) {
      const p = await createPerson(kit.db(), org, { role: 'user' });
      await mark(p.id, '2027-03-10', 0);
      added.push(p.id);
    }
    // a write to availability or people: built again, in one statement whatever the size
    const many = await kit.statementsFor(() => asAdmin().get(q));
    const cached = await kit.statementsFor(() => asAdmin().get(q));
    expect([again.count, many.count, cached.count]).toEqual([2, 3, 2]);
    expect(Object.keys((many.body as AvailabilityGrid).days['2027-03-10']).map(Number)).toEqual(
      expect.arrayContaining(added),
    );
    // each write is seen at once: a day set through the API, a person renamed, a day unset
    const set = await asMember().post('availability?tz=UTC', [
      { ...day('2027-03-11', 2), start: '2027-03-11T00:00:00Z', end: '2027-03-11T23:59:59Z' },
    ]);
    expect(set.status).toBe(201);
    const afterSet = (await asAdmin().get(q)).body as AvailabilityGrid;
    expect(afterSet.days['2027-03-11']).toEqual({ [kit.a().user.id]: 2 });
    await kit.db().update(people).set({ name: 'Ann Renamed' }).where(eq(people.id, ann.id));
    const renamed = (await asAdmin().get(q)).body as AvailabilityGrid;
    expect(renamed.people.find((p) => p.id === ann.id)?.name).toBe('Ann Renamed');
    expect((await asMember().delete(`availability/${set.body.rows[0].id}`)).status).toBe(204);
    expect(((await asAdmin().get(q)).body as AvailabilityGrid).days['2027-03-11']).toBeUndefined();
  });

  it('day: who is available, only if required or unavailable that day (any member)', async () => {
    const org = kit.a().org;
    const [x, y, z] = [
      await createPerson(kit.db(), org, { name: 'Xena Day', role: 'user' }),
      await createPerson(kit.db(), org, { name: 'Yann Day', role: 'user' }),
      await createPerson(kit.db(), org, { name: 'Zoe Day', role: 'user' }),
    ];
    const london = (personId: number, available: 0 | 1 | 2) =>
      createAvailability(kit.db(), org, {
        personId,
        start: '2027-06-10T00:00:00+01:00',
        end: '2027-06-10T23:59:59+01:00',
        available,
      });
    await london(x.id, 1);
    await london(y.id, 2);
    await london(z.id, 0);
    await createAvailability(kit.db(), kit.b().org, {
      personId: kit.b().user.id,
      start: '2027-06-10T00:00:00+01:00',
      end: '2027-06-10T23:59:59+01:00',
      available: 0,
    });
    const res = await asMember().get('availability/day/2027-06-10?tz=Europe/London');
    expect(res.status).toBe(200);
    const body = res.body as AvailabilityDay;
    expect(
      [body.available, body.if_required, body.unavailable].map((l) => l.map((p) => p.name)),
    ).toEqual([['Xena Day'], ['Yann Day'], ['Zoe Day']]);
    expect((await asMember().get('availability/day/10-06-2027')).status).toBe(400);
  });

  it('event: each candidate’s most restrictive state over the event’s days (admin)', async () => {
    const org = kit.a().org;
    const event = await createEvent(kit.db(), org, {
      start: '2027-07-01T20:00:00Z',
      end: '2027-07-02T10:00:00Z',
    });
    const [p, q, r] = [
      await createPerson(kit.db(), org),
      await createPerson(kit.db(), org),
      await createPerson(kit.db(), org),
    ];
    await mark(p.id, '2027-07-01', 1);
    await mark(p.id, '2027-07-02', 0);
    await mark(q.id, '2027-07-01', 2);
    await mark(q.id, '2027-07-02', 1);
    await mark(r.id, '2027-07-03', 0); // after the event
    const res = await asAdmin().get(`events/${event.id}/availability`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as EventAvailability).people).toEqual({ [p.id]: 0, [q.id]: 2 });
    expect((await asMember().get(`events/${event.id}/availability`)).status).toBe(403);
    const bEvent = await createEvent(kit.db(), kit.b().org, { start: '2027-07-01T20:00:00Z' });
    expect((await asAdmin().get(`events/${bEvent.id}/availability`)).status).toBe(404);
    const empty = await createEvent(kit.db(), org, { start: '2030-01-01T10:00:00Z' });
    expect((await asAdmin().get(`events/${empty.id}/availability`)).body).toEqual({
      event: empty.id,
      people: {},
    });
  });
});
