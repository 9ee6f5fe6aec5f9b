import { createPerson } from '@test/factories';
import { logIn } from '@test/http';
import type { TestApp } from '@test/test-app';
import { expect } from 'vitest';
import { type ActorName, type ClubWithActors, clubWithActors } from '../fuzz/actors';
import { seedClub } from '../isolation/seed-club';
import type { Parsed } from './calls';

/**
 * A club with something in every list an answer can hold, so that checking an answer
 * against its schema checks real rows (an empty list matches any item schema).
 *
 * The isolation suite's seed (one row in every collection, on 2024-05-01, timesheets on),
 * plus, around now: an event in three days with a member's published shift, an open
 * published shift and an unpublished one, a pending request of the member, an event
 * running today with the member's shift, a second future event of the series, days of
 * availability, a person waiting for approval, and a spare person to log in and out with.
 * The caller 'kiosk' is a kiosk of the club (made by its admin on first use), calling with
 * its secret in `x-kiosk-auth` and no token.
 */
export type Caller = ActorName | 'spare' | 'kiosk';

export type AnswerClub = ClubWithActors & {
  ids: Record<string, number[]>;
  /** The event in three days, its day (YYYY-MM-DD, UTC) and its shifts. */
  future: { event: number; start: string; date: string; memberShift: number; openShift: number };
  /** The event running now, with the member's shift on it (not started). */
  today: { event: number; memberShift: number };
  /** A person of the club with a password, free to log out, reset and log in again. */
  spare: { id: number; email: string; password: string };
  /** A person who registered and waits for an admin. */
  pendingId: number;
  call: (caller: Caller, method: string, url: string, body?: unknown) => Promise<Answer>;
};

export type Answer = {
  status: number;
  body: string;
  json: () => Parsed;
  headers: Record<string, unknown>;
};

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Whole hours, so that shift times read like a planner's. */
const onTheHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const span = (start: number, hours: number) => ({
  start: iso(start),
  end: iso(start + hours * HOUR),
});

export async function answerClub(t: TestApp): Promise<AnswerClub> {
  const club = await clubWithActors(t, 'Answer Harbour Club');
  const ids = await seedClub(t, club, 'ANSWERMARK');
  const spare = await createPerson(t.db, club, { role: 'user', name: 'Spare Sailor' });
  const pending = await createPerson(t.db, club, { role: 'new', name: 'Waiting Walker' });
  let spareToken: string | undefined;
  let kioskSecret: string | undefined;

  const call = async (
    caller: Caller,
    method: string,
    url: string,
    body?: unknown,
    retried = false,
  ): Promise<Answer> => {
    if (caller === 'spare')
      spareToken ??= await logIn(t, club.host, spare.email, result.spare.password);
    if (caller === 'kiosk') {
      kioskSecret ??= (await write('POST', '/api/kiosks', { name: 'Answer kiosk' })).secret;
    }
    const credentials =
      caller === 'kiosk'
        ? { 'x-kiosk-auth': kioskSecret as string }
        : caller === 'spare'
          ? { authorization: `Bearer ${spareToken}` }
          : { authorization: await club.authorization(caller) };
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        host: club.host,
        ...Object.fromEntries(Object.entries(credentials).filter(([, value]) => value)),
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    // an earlier call ended the spare's sessions (log out everywhere): log in again
    if (caller === 'spare' && res.statusCode === 401 && !retried) {
      spareToken = undefined;
      return call(caller, method, url, body, true);
    }
    return { status: res.statusCode, body: res.body, json: () => res.json(), headers: res.headers };
  };
  const write = async (method: string, url: string, body: unknown, as: Caller = 'admin') => {
    const res = await call(as, method, url, body);
    expect(res.status, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  const now = Date.now();
  const futureStart = onTheHour(now + 3 * 24 * HOUR);
  const [event, laterEvent, todayEvent] = (
    await write('POST', '/api/events/', [
      {
        name: 'Regatta day',
        details: 'Bring a **hat**.',
        start: iso(futureStart),
        end: iso(futureStart + 8 * HOUR),
        location: ids.locations[0],
        eventtype: ids.eventtypes[0],
        series: ids.series[0],
      },
      {
        name: 'Second regatta day',
        start: iso(futureStart + 7 * 24 * HOUR),
        end: iso(futureStart + 7 * 24 * HOUR + 8 * HOUR),
        series: ids.series[0],
      },
      {
        name: 'Harbour clean-up',
        start: iso(onTheHour(now) - 2 * HOUR),
        end: iso(onTheHour(now) + 4 * HOUR),
        location: ids.locations[0],
      },
    ])
  ).ids as number[];
  // a consecutive series: one entry on the calendar, a 'series' item among upcoming events
  const [festival] = (
    await write('POST', '/api/series/', [{ name: 'Harbour festival', consecutive: true }])
  ).ids as number[];
  await write('POST', '/api/events/', [
    { name: 'Festival day 1', series: festival, ...span(futureStart + 14 * 24 * HOUR, 6) },
    { name: 'Festival day 2', series: festival, ...span(futureStart + 15 * 24 * HOUR, 6) },
  ]);
  const published = iso(now - HOUR);
  const slot = { role: ids.roles[0], assignment: ids.assignments[0], location: ids.locations[0] };
  const at = (start: number, hours: number) => ({
    start: iso(start),
    end: iso(start + hours * HOUR),
  });
  const [memberShift, openShift, , , todayShift] = (
    await write('POST', '/api/shifts/', [
      { event, person: club.memberId, ...slot, ...at(futureStart, 2), draft: published },
      { event, person: null, ...slot, ...at(futureStart + 2 * HOUR, 2), draft: published },
      { event, person: null, ...slot, ...at(futureStart + 4 * HOUR, 2), draft: null },
      {
        event: laterEvent,
        person: null,
        ...slot,
        ...at(futureStart + 7 * 24 * HOUR, 2),
        draft: published,
      },
      {
        event: todayEvent,
        person: club.memberId,
        ...slot,
        ...at(onTheHour(now) - HOUR, 3),
        draft: published,
      },
    ])
  ).ids as number[];
  // the member asks for the event (New requests for admins, Pending for the member)
  await write(
    'POST',
    '/api/requests/batch',
    [{ person: club.memberId, event, role: ids.roles[0], comments: 'Happy to help' }],
    'member',
  );
  const date = iso(futureStart).slice(0, 10);
  const day = (person: number, available: 0 | 1 | 2) => ({
    person,
    available,
    start: `${date}T00:00:00Z`,
    end: `${date}T23:59:59.999Z`,
  });
  await write('POST', '/api/availability?tz=UTC', [day(club.memberId, 2)], 'member');
  await write('POST', '/api/availability?tz=UTC', [day(club.adminId, 1)], 'admin');

  const result: AnswerClub = {
    ...club,
    ids,
    future: { event, start: iso(futureStart), date, memberShift, openShift },
    today: { event: todayEvent, memberShift: todayShift },
    spare: { id: spare.id, email: spare.email, password: spare.password },
    pendingId: pending.id,
    call,
  };
  return result;
}
