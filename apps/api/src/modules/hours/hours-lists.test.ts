import { type Dashboard, type HoursPage, TIMESHEETS_OFF_MESSAGE } from '@crewcall/contract';
import { createEvent, createPerson, createRole, createTimedShift } from '@test/factories';
import { recordHoursOf, useHoursClubs } from '@test/kits/hours-clubs';
import { describe, expect, it } from 'vitest';
import { dateIn } from '@/db/read/club-time';

// The timesheets (admin), a person's Shifts tab and Record Hours.
const kit = useHoursClubs();
const { asAdmin, asMember } = kit;
const HOUR = 3600_000;

/** A club-A shift of `hours` recorded hours on `date` (09:00 UTC for the scheduled hours). */
async function worked(
  date: string,
  o: { personId: number; hours?: number; roleId?: number; eventId?: number; published?: boolean },
) {
  const org = kit.a().org;
  const start = `${date}T09:00:00Z`;
  const eventId = o.eventId ?? (await createEvent(kit.db(), org, { start, hours: 10 })).id;
  const end = new Date(Date.parse(start) + 4 * HOUR).toISOString();
  const timed =
    o.hours === undefined
      ? {}
      : {
          actualStart: start,
          actualEnd: new Date(Date.parse(start) + o.hours * HOUR).toISOString(),
          hours: o.hours,
        };
  return createTimedShift(kit.db(), org, { eventId, start, end, ...timed, ...o });
}

describe('GET /api/timesheets', () => {
  it('is refused while the club has timesheets off, and to members', async () => {
    await kit.setTimesheets(false);
    const off = await asAdmin().get('timesheets');
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ detail: TIMESHEETS_OFF_MESSAGE });
    await kit.setTimesheets(true);
    expect((await asMember().get('timesheets')).status).toBe(403);
  });

  it('lists every shift of the period, 10 by start descending, with totals of the whole filtered set', async () => {
    await kit.setTimesheets(true);
    const [ann, bob] = [
      await createPerson(kit.db(), kit.a().org, { name: 'Ann' }),
      await createPerson(kit.db(), kit.a().org, { name: 'Bob' }),
    ];
    const role = await createRole(kit.db(), kit.a().org);
    const hours = [1.25, 2.5, 3.75, 4, 0.33, 7.1, 2.2, 1.01, 3.3, 5, 6.66, 0.5];
    for (const [i, h] of hours.entries()) {
      const date = `2025-03-${String(i + 1).padStart(2, '0')}`;
      await worked(date, {
        personId: i % 2 ? bob.id : ann.id,
        hours: h,
        roleId: i < 6 ? role.id : undefined,
      });
    }
    await worked('2025-03-20', { personId: ann.id }); // not timed yet
    await worked('2025-04-02', { personId: ann.id, hours: 99 }); // after the period
    // club B's hours never count
    const bEvent = await createEvent(kit.db(), kit.b().org, { start: '2025-03-05T09:00:00Z' });
    await createTimedShift(kit.db(), kit.b().org, {
      eventId: bEvent.id,
      start: '2025-03-05T09:00:00Z',
      end: '2025-03-05T10:00:00Z',
      personId: kit.b().user.id,
      hours: 1000,
    });

    const period = 'start=2025-03-01&end=2025-03-31&tz=Europe/London';
    const res = await asAdmin().get(`timesheets?${period}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as HoursPage;
    expect(page.count).toBe(13);
    expect(page.ids).toHaveLength(10);
    const starts = page.ids.map((id) => page.results.shifts[id].start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(starts[0]).toBe('2025-03-20T09:00:00.000Z');
    const sum = (list: number[]) => Math.round(list.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(page.totals).toEqual({ hours: sum(hours), timed: 12, untimed: 1 });
    expect(page.results.shifts[page.ids[1]]).toMatchObject({
      event_name: expect.any(String),
      person_name: 'Bob', // the 12th (odd index) is Bob's
      actual_start: '2025-03-12T09:00:00.000Z',
      hours: 0.5,
      published: true,
    });

    const annOnly = (await asAdmin().get(`timesheets?${period}&person=${ann.id}&limit=all`))
      .body as HoursPage;
    expect(annOnly.ids).toHaveLength(7);
    expect(annOnly.totals.hours).toBe(sum(hours.filter((_, i) => i % 2 === 0)));
    const byRole = (await asAdmin().get(`timesheets?${period}&role=${role.id}`)).body as HoursPage;
    expect(byRole.totals).toEqual({ hours: sum(hours.slice(0, 6)), timed: 6, untimed: 0 });
    const oneEvent = page.results.shifts[page.ids[0]].event;
    expect(((await asAdmin().get(`timesheets?event=${oneEvent}`)).body as HoursPage).count).toBe(1);

    const byHours = (await asAdmin().get(`timesheets?${period}&sort=-hours&limit=3&offset=1`))
      .body as HoursPage;
    expect(byHours.ids.map((id) => byHours.results.shifts[id].hours)).toEqual([6.66, 5, 4]);
    // ascending keeps the untimed shift last; a name order picks its page by the name
    const upHours = (await asAdmin().get(`timesheets?${period}&sort=hours&limit=2&offset=11`))
      .body as HoursPage;
    expect(upHours.ids.map((id) => upHours.results.shifts[id].hours)).toEqual([7.1, null]);
    const byName = (
      await asAdmin().get(`timesheets?${period}&sort=-person_name,hours&limit=2&offset=5`)
    ).body as HoursPage;
    expect(byName.ids.map((id) => byName.results.shifts[id])).toMatchObject([
      { person_name: 'Bob', hours: 7.1 },
      { person_name: 'Ann', hours: 0.33 },
    ]);
  });

  it('refuses unknown sort keys, bad dates and time zones with a 400', async () => {
    await kit.setTimesheets(true);
    expect((await asAdmin().get('timesheets?sort=password')).body).toHaveProperty('sort');
    expect((await asAdmin().get('timesheets?start=2025-02-30')).status).toBe(400);
    expect((await asAdmin().get('timesheets?tz=Mars/Olympus')).body).toHaveProperty('tz');
    expect((await asAdmin().get('timesheets?limit=-1')).status).toBe(400);
  });

  it('costs the same statements (person, version, page, totals) for 1 or 30 shifts; totals are counted once per shifts version', async () => {
    await kit.setTimesheets(true);
    const q = 'timesheets?start=2024-06-01&end=2024-06-30';
    const person = await createPerson(kit.db(), kit.a().org);
    await worked('2024-06-01', { personId: person.id, hours: 1 });
    const one = await kit.statementsFor(() => asAdmin().get(q));
    for (let d = 2; d <= 30; d++)
      await worked(`2024-06-${String(d).padStart(2, '0')}`, { personId: person.id, hours: 1 });
    const many = await kit.statementsFor(() => asAdmin().get(`${q}&limit=all`));
    expect(one.count).toBe(4);
    expect(many.count).toBe(4);
    expect((many.body as HoursPage).totals.hours).toBe(30);
    // the same filter, another page and order: the totals are this version's, not counted;
    // an order on hours picks the page's ids, then reads their rows (person, version, 2)
    const again = await kit.statementsFor(() => asAdmin().get(`${q}&sort=-hours&offset=10`));
    expect(again.count).toBe(4);
    expect(again.body).toMatchObject({ count: 30, totals: { hours: 30, timed: 30 } });
    // equal hours: latest id first, the page of 11th to 20th
    const allIds = ((await asAdmin().get(`${q}&limit=all`)).body as HoursPage).ids;
    const byId = [...allIds].sort((x, y) => y - x);
    expect((again.body as HoursPage).ids).toEqual(byId.slice(10, 20));
  });

  it('fills each call its own values into a statement of the same shape (ids, days, moments)', async () => {
    await kit.setTimesheets(true);
    const [ann, bob] = [
      await createPerson(kit.db(), kit.a().org),
      await createPerson(kit.db(), kit.a().org),
    ];
    await worked('2023-02-01', { personId: ann.id, hours: 1 });
    await worked('2023-02-02', { personId: bob.id, hours: 2 });
    await worked('2023-02-03', { personId: bob.id, hours: 4 });
    const list = async (q: string) => (await asAdmin().get(`timesheets?${q}`)).body as HoursPage;
    for (const [who, count, hours] of [
      [ann, 1, 1],
      [bob, 2, 6],
    ] as const)
      expect(await list(`person=${who.id}&start=2023-02-01&end=2023-02-03`)).toMatchObject({
        count,
        totals: { hours },
      });
    // moments: from 09:00 on the 2nd (its shift included) to the 3rd's 08:59 (not its shift)
    const moments = await list(
      `person=${bob.id}&start=2023-02-02T09:00:00Z&end=2023-02-03T08:59:00Z&offset=0`,
    );
    expect(moments).toMatchObject({ count: 1, totals: { hours: 2 } });
    expect(
      (await list(`person=${bob.id}&start=2023-02-02&end=2023-02-03&offset=1`)).ids,
    ).toHaveLength(1);
  });

  it('changes the cached totals at once when hours are recorded', async () => {
    await kit.setTimesheets(true);
    const me = kit.a().admin.id; // the member's shifts of today are Record Hours' test
    const start = new Date(Date.now() - 3 * HOUR);
    const date = dateIn('Europe/London', start); // club A's zone
    const event = await createEvent(kit.db(), kit.a().org, { start: start.toISOString() });
    const shift = await createTimedShift(kit.db(), kit.a().org, {
      eventId: event.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * HOUR).toISOString(),
      personId: me,
      actualStart: start.toISOString(),
    });
    const q = `timesheets?start=${date}&end=${date}&person=${me}`;
    const before = (await asAdmin().get(q)).body as HoursPage;
    expect((await asAdmin().get(q)).body).toEqual(before); // the cached totals
    const end = new Date(start.getTime() + 1.5 * HOUR).toISOString();
    const timed = await asAdmin().put(`shifts/${shift.id}/end`, { datetime: end });
    expect(timed.status, JSON.stringify(timed.body)).toBe(200);
    const after = (await asAdmin().get(q)).body as HoursPage;
    expect(after.count).toBe(before.count);
    expect(after.totals.timed).toBe(before.totals.timed + 1);
    expect(after.totals.hours).toBeCloseTo(before.totals.hours + 1.5, 2);
    const tab = (await asAdmin().get(`people/${me}/shifts?start=${date}&end=${date}`))
      .body as HoursPage;
    expect(tab.totals).toEqual(after.totals);
  });
});

describe('"without recorded hours" counts only shifts that have ended', () => {
  it('a past shift without hours counts; a running and a future one do not, until they end', async () => {
    await kit.setTimesheets(true);
    const org = kit.a().org;
    const person = await createPerson(kit.db(), org);
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const event = await createEvent(kit.db(), org, { start: at(-6 * HOUR), end: at(6 * HOUR) });
    const shift = (start: number, end: number, extra: object = {}) =>
      createTimedShift(kit.db(), org, {
        eventId: event.id,
        start: at(start),
        end: at(end),
        personId: person.id,
        ...extra,
      });
    await shift(-5 * HOUR, -4 * HOUR); // ended, no hours: counts
    await shift(-3 * HOUR, -2.5 * HOUR, {
      actualStart: at(-3 * HOUR),
      actualEnd: at(-2.5 * HOUR),
      hours: 0.5,
    });
    await shift(-HOUR, 4_000, { actualStart: at(-HOUR) }); // running: ends in 4 s
    await shift(2 * HOUR, 3 * HOUR); // future
    const q = `timesheets?person=${person.id}&limit=all`;
    const page = (await asAdmin().get(q)).body as HoursPage;
    expect(page.count).toBe(4);
    expect(page.totals).toEqual({ hours: 0.5, timed: 1, untimed: 1 });
    // the same in B's club: none of A's shifts, whatever the person filter
    const onInB = await kit
      .asAdminOfB()
      .put('organisations/current/', { feature_timesheets: true });
    expect(onInB.status).toBe(200);
    const fromB = (await kit.asAdminOfB().get(q)).body as HoursPage;
    expect([fromB.count, fromB.totals.untimed]).toEqual([0, 0]);

    // no write in between: the cached totals give way once the running shift has ended
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + 4_100 - Date.now())));
    const later = (await asAdmin().get(q)).body as HoursPage;
    expect(later.totals).toEqual({ hours: 0.5, timed: 1, untimed: 2 });
  });
});

describe('GET /api/people/{id}/shifts', () => {
  it("a member's own published shifts; the actual columns only while timesheets are on", async () => {
    const me = kit.a().user.id;
    await worked('2025-05-01', { personId: me, hours: 2 });
    await worked('2025-05-02', { personId: me, hours: 3, published: false });
    await kit.setTimesheets(false);
    const off = (await asMember().get(`people/${me}/shifts?start=2025-05-01&end=2025-05-31`))
      .body as HoursPage;
    expect(off.count).toBe(1);
    expect(off.timesheets).toBe(false);
    expect(off.results.shifts[off.ids[0]]).toMatchObject({ actual_start: null, hours: null });
    await kit.setTimesheets(true);
    const on = (await asMember().get(`people/${me}/shifts?start=2025-05-01&end=2025-05-31`))
      .body as HoursPage;
    expect(on.results.shifts[on.ids[0]]).toMatchObject({ hours: 2 });
    expect(on.totals.hours).toBe(2);
    const admin = (await asAdmin().get(`people/${me}/shifts?start=2025-05-01&end=2025-05-31`))
      .body as HoursPage;
    expect(admin.count).toBe(2);
  });

  it("someone else's shifts are not a member's business (404); club B's person shows nothing", async () => {
    expect((await asMember().get(`people/${kit.a().admin.id}/shifts`)).status).toBe(404);
    const b = await asAdmin().get(`people/${kit.b().user.id}/shifts?limit=all`);
    expect(b.status).toBe(200);
    expect((b.body as HoursPage).count).toBe(0);
  });
});

describe('Record Hours (the dashboard card)', () => {
  it("lists the caller's shifts of today and ended ones without an actual end, nothing else", async () => {
    const me = kit.a().user.id;
    const org = kit.a().org;
    const now = Date.now();
    const at = (h: number) => new Date(now + h * HOUR).toISOString();
    const event = await createEvent(kit.db(), org, { start: at(-60), end: at(200) });
    const shift = (start: number, end: number, extra: object = {}) =>
      createTimedShift(kit.db(), org, {
        eventId: event.id,
        start: at(start),
        end: at(end),
        personId: me,
        ...extra,
      });
    const today = await shift(-1, 1);
    const untimed = await shift(-50, -46);
    const started = await shift(-30, -26, { actualStart: at(-30) });
    await shift(-54, -52, { actualStart: at(-54), actualEnd: at(-52), hours: 2 }); // done
    await shift(100, 104); // next week
    await shift(-1, 1, { personId: kit.a().admin.id }); // someone else's
    await shift(-1, 1, { published: false }); // not published
    const res = await asMember().get('dashboard');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = recordHoursOf(res.body as Dashboard);
    expect(body.today).toBe(dateIn('Europe/London')); // club A's zone
    const ids = body.shifts.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([today.id, untimed.id, started.id]));
    expect(ids.slice(0, 1)).toEqual([today.id]);
    expect(body.shifts.every((s) => s.person === me && s.published)).toBe(true);
    expect(ids).toHaveLength(new Set(ids).size);
    const known = [today.id, untimed.id, started.id];
    // anything else listed is an earlier test's untimed shift of this member, never a done one
    for (const s of body.shifts.filter((s) => !known.includes(s.id)))
      expect(s.actual_end).toBeNull();
  });
});
