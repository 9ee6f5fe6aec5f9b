import type { AvailabilityDay, Dashboard, HoursPage } from '@crewcall/contract';
import { createAvailability, createEvent, createTimedShift } from '@test/factories';
import { api } from '@test/http';
import { recordHoursOf, useHoursClubs } from '@test/kits/hours-clubs';
import { describe, expect, it } from 'vitest';
import { dateIn } from '@/db/read/club-time';

/*
 * Issue 20, item 1: "today" and every day range of a read are the club's, whatever zone
 * the caller's browser is in (or says it is in with `?tz=`). Club A keeps Europe/London,
 * club B is in Australia/Sydney; both hold a shift at the same instant, 20:00 UTC, which
 * is the evening of 5 March in London and the morning of 6 March in Sydney.
 */
const kit = useHoursClubs();
const asAdmin = () => kit.asAdmin();
const asAdminOfB = () => kit.asAdminOfB();
const asMemberOfB = () => api(kit.t, kit.b().org, kit.b().user.token);

const setZone = async (call: ReturnType<typeof asAdmin>['put'], zone: string) => {
  const res = await call('organisations/current/', { time_zone: zone });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const setZoneOfA = (zone: string) => setZone(asAdmin().put, zone);
const setZoneOfB = (zone: string) => setZone(asAdminOfB().put, zone);
const setTimesheetsOfB = async () => {
  const res = await asAdminOfB().put('organisations/current/', { feature_timesheets: true });
  expect(res.status).toBe(200);
};

const EVENING_IN_LONDON = '2025-03-05T20:00:00Z'; // 07:00 on 6 March in Sydney (AEDT)

/** A published, timed one-hour shift of each club's member at EVENING_IN_LONDON. */
async function shiftsAtTheSameInstant() {
  const made: number[] = [];
  for (const club of [kit.a(), kit.b()]) {
    const event = await createEvent(kit.db(), club.org, { start: EVENING_IN_LONDON, hours: 1 });
    const shift = await createTimedShift(kit.db(), club.org, {
      eventId: event.id,
      start: EVENING_IN_LONDON,
      end: '2025-03-05T21:00:00Z',
      personId: club.user.id,
      actualStart: EVENING_IN_LONDON,
      actualEnd: '2025-03-05T21:00:00Z',
      hours: 1,
    });
    made.push(shift.id);
  }
  return { a: made[0], b: made[1] };
}

const idsOn = async (call: ReturnType<typeof asAdmin>, date: string, tz = '') => {
  const res = await call.get(`timesheets?start=${date}&end=${date}&limit=all${tz}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as HoursPage).ids;
};

describe("reads take their days in the club's time zone", () => {
  it("timesheets: a day is the club's day, whatever `tz` the caller sends", async () => {
    await kit.setTimesheets(true);
    await setTimesheetsOfB();
    await setZoneOfB('Australia/Sydney');
    const shift = await shiftsAtTheSameInstant();

    expect(await idsOn(asAdmin(), '2025-03-05')).toEqual([shift.a]);
    expect(await idsOn(asAdmin(), '2025-03-06')).toEqual([]);
    expect(await idsOn(asAdminOfB(), '2025-03-06')).toEqual([shift.b]);
    expect(await idsOn(asAdminOfB(), '2025-03-05')).toEqual([]);
    // A browser elsewhere changes nothing: the club's zone decides.
    expect(await idsOn(asAdminOfB(), '2025-03-06', '&tz=America/New_York')).toEqual([shift.b]);
    expect(await idsOn(asAdmin(), '2025-03-05', '&tz=Australia/Sydney')).toEqual([shift.a]);
    // A person's Shifts tab reads the same way.
    const tab = await asMemberOfB().get(
      `people/${kit.b().user.id}/shifts?start=2025-03-06&end=2025-03-06&tz=Europe/London`,
    );
    expect((tab.body as HoursPage).ids).toEqual([shift.b]);
    // A name nobody knows is still refused, as before.
    expect((await asAdminOfB().get('timesheets?tz=Mars/Olympus')).body).toHaveProperty('tz');
  });

  it('"today" on the dashboard and in Record Hours is the club\'s date', async () => {
    await setZoneOfB('Australia/Sydney');
    for (const tz of ['', '?tz=America/New_York']) {
      const before = new Date();
      const boardA = (await kit.asMember().get(`dashboard${tz}`)).body as Dashboard;
      const boardB = (await asMemberOfB().get(`dashboard${tz}`)).body as Dashboard;
      const recordB = recordHoursOf((await asMemberOfB().get(`dashboard${tz}`)).body as Dashboard);
      const after = new Date();
      // (a call that straddles midnight may answer either side of it)
      const either = (zone: string) => [dateIn(zone, before), dateIn(zone, after)];
      expect(either('Europe/London')).toContain(boardA.today);
      expect(either('Australia/Sydney')).toContain(boardB.today);
      expect(either('Australia/Sydney')).toContain(recordB.today);
    }
  });

  it("a shift of today in Sydney is in Sydney's Record Hours, and not London's", async () => {
    await setZoneOfB('Australia/Sydney');
    await setZoneOfA('Australia/Sydney');
    // Noon today in Sydney: today there, but yesterday in London when Sydney is past
    // midnight and London is not; either way Sydney's own date decides.
    const today = dateIn('Australia/Sydney');
    const noon = new Date(`${today}T01:00:00Z`); // 11:00 or 12:00 in Sydney
    const at = (ms: number) => new Date(noon.getTime() + ms).toISOString();
    for (const club of [kit.a(), kit.b()]) {
      const event = await createEvent(kit.db(), club.org, { start: at(0), hours: 1 });
      await createTimedShift(kit.db(), club.org, {
        eventId: event.id,
        start: at(0),
        end: at(3_600_000),
        personId: club.user.id,
      });
    }
    const listed = async (call: ReturnType<typeof asAdmin>) =>
      recordHoursOf((await call.get('dashboard?tz=Europe/London')).body as Dashboard).shifts.filter(
        (s) => s.start === at(0),
      ).length;
    expect(await listed(asMemberOfB())).toBe(1);
    expect(await listed(kit.asMember())).toBe(1);
    // Club A goes back to London: the same shift is today only if London's date is Sydney's.
    await setZoneOfA('Europe/London');
    const londonToday = dateIn('Europe/London');
    const ended = noon.getTime() + 3_600_000 < Date.now();
    // Record Hours also lists ended shifts without an actual end, whatever their day.
    const expected = londonToday === today || ended ? 1 : 0;
    expect(await listed(kit.asMember())).toBe(expected);
  });

  it('availability: a day set in Sydney is that date in the day list, the grid and mine', async () => {
    await setZoneOfB('Australia/Sydney');
    // 11 June 2027 in Sydney (AEST, UTC+10): 10 June 14:00 UTC to 11 June 14:00 UTC.
    await createAvailability(kit.db(), kit.b().org, {
      personId: kit.b().user.id,
      start: '2027-06-10T14:00:00Z',
      end: '2027-06-11T14:00:00Z',
      available: 1,
    });
    const day = (await asMemberOfB().get('availability/day/2027-06-11?tz=Europe/London'))
      .body as AvailabilityDay;
    expect(day.available.map((p) => p.id)).toEqual([kit.b().user.id]);
    const dayBefore = (await asMemberOfB().get('availability/day/2027-06-10'))
      .body as AvailabilityDay;
    expect(dayBefore.available).toEqual([]);
    const mine = await asMemberOfB().get('availability/mine?start=2027-06-09&end=2027-06-12');
    expect(mine.body.rows.map((r: { date: string }) => r.date)).toEqual(['2027-06-11']);
    const grid = await asAdminOfB().get('availability/grid?start=2027-06-09&end=2027-06-12');
    expect(Object.keys(grid.body.days)).toEqual(['2027-06-11']);
    // Club A sees nothing of club B's days.
    const gridA = await asAdmin().get('availability/grid?start=2027-06-09&end=2027-06-12');
    expect(gridA.body.days).toEqual({});
    expect(
      ((await kit.asMember().get('availability/day/2027-06-11')).body as AvailabilityDay).available,
    ).toEqual([]);
  });

  it('a change of zone takes effect at once, past every kept answer', async () => {
    await setZoneOfB('Australia/Sydney');
    await setTimesheetsOfB();
    const range = 'start=2027-08-01&end=2027-08-03';
    // 1 August 23:00 UTC: 09:00 on 2 August in Sydney, 19:00 on 1 August in New York.
    await createAvailability(kit.db(), kit.b().org, {
      personId: kit.b().user.id,
      start: '2027-08-01T23:00:00Z',
      end: '2027-08-02T23:00:00Z',
      available: 2,
    });
    const event = await createEvent(kit.db(), kit.b().org, { start: '2027-08-01T23:30:00Z' });
    const shift = await createTimedShift(kit.db(), kit.b().org, {
      eventId: event.id,
      start: '2027-08-01T23:30:00Z',
      end: '2027-08-02T01:00:00Z',
      personId: kit.b().user.id,
    });
    const gridDays = async () =>
      Object.keys((await asAdminOfB().get(`availability/grid?${range}`)).body.days);
    const onAugust = async (date: string) => {
      const res = await asAdminOfB().get(`timesheets?start=${date}&end=${date}&limit=all`);
      return { ids: (res.body as HoursPage).ids, count: (res.body as HoursPage).count };
    };
    // Sydney: 09:00 on 2 August for both; read twice, so both answers are kept.
    expect(await gridDays()).toEqual(['2027-08-02']);
    expect(await gridDays()).toEqual(['2027-08-02']);
    expect(await onAugust('2027-08-01')).toEqual({ ids: [], count: 0 });
    expect(await onAugust('2027-08-01')).toEqual({ ids: [], count: 0 });

    await setZoneOfB('America/New_York'); // 19:00 and 19:30 on 1 August there
    expect(await gridDays()).toEqual(['2027-08-01']);
    expect(await onAugust('2027-08-01')).toEqual({ ids: [shift.id], count: 1 });
    expect(await onAugust('2027-08-02')).toEqual({ ids: [], count: 0 });
    await setZoneOfB('Australia/Sydney');
    expect(await gridDays()).toEqual(['2027-08-02']);
    expect(await onAugust('2027-08-01')).toEqual({ ids: [], count: 0 });
    expect(await onAugust('2027-08-02')).toEqual({ ids: [shift.id], count: 1 });
  });
});
