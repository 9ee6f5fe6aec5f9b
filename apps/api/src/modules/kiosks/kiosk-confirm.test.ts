import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  KIOSK_ALREADY_IN_MESSAGE,
  KIOSK_NOT_IN_MESSAGE,
  KIOSK_PERSON_MESSAGE,
  KIOSK_ROLE_MESSAGE,
  KIOSK_SHIFT_MESSAGE,
  KIOSK_TIME_FUTURE_MESSAGE,
  KIOSK_TIME_PAST_MESSAGE,
  KIOSK_WALK_IN_EVENT_NAME,
  type KioskData,
  type KioskWithSecret,
  TIMING_END_BEFORE_START_MESSAGE,
} from '@crewcall/contract';
import {
  createCompetency,
  createEvent,
  createPerson,
  createRecord,
  createRole,
  createShifts,
  requireCompetency,
} from '@test/factories';
import { useTwoClubs } from '@test/kits/two-clubs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '@/db/read/club-time';
import {
  events,
  kioskConfirms,
  kioskWalkInDays,
  organisations,
  shiftHistory,
  shifts,
} from '@/db/schema';
import { asKiosk, makeKiosk } from './testing/kiosk-calls';

/*
 * The kiosk's own calls (issue 24): the day's data in the club's zone, sign-in and
 * sign-out with hours by the timing rules, walk-ins, replayed confirms, all-or-nothing
 * calls, and another club's ids refused.
 *
 * Both clubs' zone is chosen so that it is about 16:00 there now, whatever the time the
 * suite runs: "09:00 today" is then always in the past and on the club's today.
 */
const kit = useTwoClubs();
const a = () => kit.clubs.a;
const b = () => kit.clubs.b;

const utcHour = new Date().getUTCHours();
const OFFSET = ((16 - utcHour + 36) % 24) - 12; // hours east of UTC: local ≈ 16:xx
const ZONE = OFFSET === 0 ? 'Etc/GMT' : OFFSET > 0 ? `Etc/GMT-${OFFSET}` : `Etc/GMT+${-OFFSET}`;
const today = () => dateIn(ZONE);
const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
/** A moment of today in club A's zone, e.g. at('09:00'), as the kiosk sends it. */
const at = (hhmm: string, day = today()) =>
  `${day}T${hhmm}:00${OFFSET < 0 ? '-' : '+'}${pad(OFFSET)}:00`;
/** The same moment as the API writes it (UTC, milliseconds). */
const iso = (hhmm: string) => new Date(at(hhmm)).toISOString();

let kioskA: KioskWithSecret;
let kioskB: KioskWithSecret;
let roleA: { id: number };
let roleB: { id: number };
let eventA: { id: number; start: Date; end: Date };
let eventB: { id: number; start: Date; end: Date };

const kiosk = () => asKiosk(kit.t, a().org, kioskA.secret);
const signIn = (person: number, time: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  sign: 'in',
  person,
  time,
  ...extra,
});
const signOut = (person: number, time: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  sign: 'out',
  person,
  time,
  ...extra,
});

/** A new member of club A (or B) with, when asked, a published shift of today. */
async function volunteer(opts: { shift?: [string, string]; club?: 'a' | 'b' } = {}) {
  const club = opts.club === 'b' ? b() : a();
  const person = await createPerson(kit.t.db, club.org, { role: 'user' });
  if (!opts.shift) return { person, shift: undefined };
  const event = opts.club === 'b' ? eventB : eventA;
  const [shift] = await createShifts(kit.t.db, club.org, event, [
    {
      personId: person.id,
      roleId: opts.club === 'b' ? roleB.id : roleA.id,
      start: at(opts.shift[0]),
      end: at(opts.shift[1]),
    },
  ]);
  return { person, shift };
}

const shiftRow = async (id: number) =>
  (await kit.t.db.select().from(shifts).where(eq(shifts.id, id)))[0];
const shiftsOfClub = (orgId: number) =>
  kit.t.db.select().from(shifts).where(eq(shifts.organisationId, orgId)).orderBy(shifts.id);
const confirmsOfKiosk = async (kioskId: number) =>
  (await kit.t.db.select().from(kioskConfirms).where(eq(kioskConfirms.kioskId, kioskId))).length;

beforeAll(async () => {
  // before the clubs' first request: the app reads (and caches) a club with its zone then
  for (const club of [a(), b()]) {
    await kit.t.db
      .update(organisations)
      .set({ timeZone: ZONE })
      .where(eq(organisations.id, club.org.id));
  }
  roleA = await createRole(kit.t.db, a().org, { name: 'Gate', order: 2 });
  roleB = await createRole(kit.t.db, b().org, { name: 'Bravo gate' });
  eventA = await createEvent(kit.t.db, a().org, { start: at('08:00'), end: at('18:00') });
  eventB = await createEvent(kit.t.db, b().org, { start: at('08:00'), end: at('18:00') });
  kioskA = await makeKiosk(kit.t, a());
  kioskB = await makeKiosk(kit.t, b());
});

describe('GET /api/kiosk/data', () => {
  it("answers today's published shifts with a person, the people who can sign in, and the roles", async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const [unpublished, open] = await createShifts(kit.t.db, a().org, eventA, [
      { personId: a().user.id, published: false },
      {},
    ]);
    const tomorrow = await createEvent(kit.t.db, a().org, {
      start: new Date(Date.parse(at('09:00')) + 24 * 3_600_000).toISOString(),
      hours: 3,
    });
    const [later] = await createShifts(kit.t.db, a().org, tomorrow, [{ personId: person.id }]);
    const pending = await createPerson(kit.t.db, a().org, { role: 'new', name: 'Pending Pat' });
    const inactive = await createPerson(kit.t.db, a().org, { isActive: false, name: 'Gone Gil' });
    const { shift: shiftOfB } = await volunteer({ club: 'b', shift: ['09:00', '12:00'] });

    const res = await kiosk().data();
    expect(res.status).toBe(200);
    const { shifts: todays, people, roles } = (res.body as KioskData).results;
    expect(todays[shift?.id as number]).toEqual({
      id: shift?.id,
      person: person.id,
      role: roleA.id,
      start: iso('09:00'),
      end: iso('13:00'),
      actual_start: null,
      actual_end: null,
      hours: null,
    });
    for (const absent of [unpublished.id, open.id, later.id, shiftOfB?.id])
      expect(todays[absent as number], `shift ${absent}`).toBeUndefined();

    expect(people[person.id]).toEqual({ id: person.id, name: person.name, avatar: null });
    expect(people[a().admin.id]).toBeDefined();
    for (const absent of [pending.id, inactive.id, b().user.id, b().admin.id])
      expect(people[absent], `person ${absent}`).toBeUndefined();
    // nothing personal beyond a name and a picture
    const text = JSON.stringify(res.body);
    for (const email of [person.email, a().user.email, a().admin.email])
      expect(text).not.toContain(email);

    expect(roles[roleA.id]).toEqual({ id: roleA.id, name: 'Gate', order: 2 });
    expect(roles[roleB.id]).toBeUndefined();

    // gzipped for a tablet that takes it, the same answer
    const packed = await kit.t.app.inject({
      url: '/api/kiosk/data',
      headers: { host: a().org.host, 'x-kiosk-auth': kioskA.secret, 'accept-encoding': 'gzip' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString())).toEqual(res.body);

    // club B's kiosk sees club B's day only
    const ofB = (await asKiosk(kit.t, b().org, kioskB.secret).data()).body as KioskData;
    expect(ofB.results.shifts[shiftOfB?.id as number]).toBeDefined();
    expect(ofB.results.shifts[shift?.id as number]).toBeUndefined();
    expect(ofB.results.people[person.id]).toBeUndefined();
  });
});

describe('PUT /api/kiosk/confirm', () => {
  it('signs in at 09:00 and out at 12:30 club time: 3.5 hours', async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const id = shift?.id as number;
    const signedIn = await kiosk().confirm([signIn(person.id, at('09:00'), { shift: id })]);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.results.shifts[id]).toMatchObject({
      actual_start: iso('09:00'),
      actual_end: null,
      hours: null,
    });
    // the sign-out finds the shift the person is signed in to
    const signedOut = await kiosk().confirm([signOut(person.id, at('12:30'))]);
    expect(signedOut.status, JSON.stringify(signedOut.body)).toBe(200);
    expect(signedOut.body.results.shifts).toEqual({
      [id]: {
        id,
        person: person.id,
        role: roleA.id,
        start: iso('09:00'),
        end: iso('13:00'),
        actual_start: iso('09:00'),
        actual_end: iso('12:30'),
        hours: 3.5,
      },
    });
    expect((await shiftRow(id)).hours).toBe(3.5);
  });

  it('signs a person in to their shift of today when the kiosk names none', async () => {
    const { person, shift } = await volunteer({ shift: ['10:00', '14:00'] });
    const res = await kiosk().confirm([signIn(person.id, at('10:05'), { role: roleA.id })]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.results.shifts)).toEqual([String(shift?.id)]);
    expect((await shiftRow(shift?.id as number)).actualStart?.toISOString()).toBe(iso('10:05'));
  });

  it("makes a walk-in shift on the day's one walk-in event, once", async () => {
    const { person: first } = await volunteer();
    const { person: second } = await volunteer();
    const body = [signIn(first.id, at('10:00'), { role: roleA.id })];
    const res = await kiosk().confirm(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [walkIn] = Object.values(res.body.results.shifts) as { id: number }[];
    const row = await shiftRow(walkIn.id);
    expect(row).toMatchObject({ personId: first.id, roleId: roleA.id, actualEnd: null });
    expect(row.actualStart?.toISOString()).toBe(iso('10:00'));
    expect(row.draft).not.toBeNull(); // published: it is on the kiosk's list to sign out
    const [event] = await kit.t.db.select().from(events).where(eq(events.id, row.eventId));
    expect(event).toMatchObject({ name: KIOSK_WALK_IN_EVENT_NAME, public: false });

    const again = await kiosk().confirm([signIn(second.id, at('11:00'), { role: roleA.id })]);
    const [secondShift] = Object.values(again.body.results.shifts) as { id: number }[];
    expect((await shiftRow(secondShift.id)).eventId).toBe(row.eventId);
    const days = await kit.t.db
      .select()
      .from(kioskWalkInDays)
      .where(and(eq(kioskWalkInDays.organisationId, a().org.id), eq(kioskWalkInDays.day, today())));
    expect(days.map((d) => d.eventId)).toEqual([row.eventId]);

    // the same confirm again makes no second shift
    const replayed = await kiosk().confirm(body);
    expect(replayed.body).toEqual(res.body);
    const ofFirst = (await shiftsOfClub(a().org.id)).filter((s) => s.personId === first.id);
    expect(ofFirst.map((s) => s.id)).toEqual([walkIn.id]);

    const out = await kiosk().confirm([signOut(first.id, at('11:15'))]);
    expect(out.body.results.shifts[walkIn.id].hours).toBe(1.25);
  });

  it('changes nothing when a confirm is sent again, and answers the same shifts', async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const body = [signIn(person.id, at('09:00')), signOut(person.id, at('12:30'))];
    const first = await kiosk().confirm(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const rowAfter = await shiftRow(shift?.id as number);
    const clubAfter = await shiftsOfClub(a().org.id);
    const confirms = await confirmsOfKiosk(kioskA.kiosk.id);

    const second = await kiosk().confirm(body);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    // even the sign-in alone, replayed after the sign-out, starts nothing again
    const signInAgain = await kiosk().confirm([body[0]]);
    expect(signInAgain.body.results.shifts[shift?.id as number].actual_end).toBe(iso('12:30'));
    expect(await shiftRow(shift?.id as number)).toEqual(rowAfter);
    expect(await shiftsOfClub(a().org.id)).toEqual(clubAfter);
    expect(await confirmsOfKiosk(kioskA.kiosk.id)).toBe(confirms);
  });

  it('applies a confirm sent twice at the same moment once', async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const body = [signIn(person.id, at('09:10'))];
    const [one, two] = await Promise.all([kiosk().confirm(body), kiosk().confirm(body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body).toEqual(one.body);
    expect((await shiftRow(shift?.id as number)).actualStart?.toISOString()).toBe(iso('09:10'));
    const claims = await kit.t.db
      .select()
      .from(kioskConfirms)
      .where(eq(kioskConfirms.clientId, body[0].id));
    expect(claims).toHaveLength(1);
  });

  it('applies nothing of a call with a bad item, and names the item', async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const good = signIn(person.id, at('09:00'));
    const res = await kiosk().confirm([good, signIn(b().user.id, at('09:00'))]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ '1.person': [KIOSK_PERSON_MESSAGE] });
    expect((await shiftRow(shift?.id as number)).actualStart).toBeNull();
    const claimed = await kit.t.db
      .select()
      .from(kioskConfirms)
      .where(eq(kioskConfirms.clientId, good.id));
    expect(claimed).toHaveLength(0);
    // its client id was not spent: sent again alone, it applies
    expect((await kiosk().confirm([good])).status).toBe(200);
    expect((await shiftRow(shift?.id as number)).actualStart?.toISOString()).toBe(iso('09:00'));
  });

  it("refuses club B's shifts, people and roles, and changes nothing at B", async () => {
    const { person: personOfB, shift: shiftOfB } = await volunteer({
      club: 'b',
      shift: ['09:00', '13:00'],
    });
    const { person } = await volunteer();
    const beforeB = await shiftsOfClub(b().org.id);
    const beforeA = await shiftsOfClub(a().org.id);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        signIn(person.id, at('09:00'), { shift: shiftOfB?.id }),
        { '0.shift': [KIOSK_SHIFT_MESSAGE] },
      ],
      [signIn(personOfB.id, at('09:00')), { '0.person': [KIOSK_PERSON_MESSAGE] }],
      [signIn(person.id, at('09:00'), { role: roleB.id }), { '0.role': [KIOSK_ROLE_MESSAGE] }],
      [
        signOut(personOfB.id, at('12:00'), { shift: shiftOfB?.id }),
        { '0.person': [KIOSK_PERSON_MESSAGE] },
      ],
    ];
    for (const [item, errors] of cases) {
      const res = await kiosk().confirm([item]);
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    expect(await shiftsOfClub(b().org.id)).toEqual(beforeB);
    expect(await shiftsOfClub(a().org.id)).toEqual(beforeA);
  });

  it('refuses a sign-out before the sign-in, times far off, and signing in or out twice', async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const { person: idle } = await volunteer();
    expect((await kiosk().confirm([signIn(person.id, at('10:00'))])).status).toBe(200);

    const refusals: [unknown, Record<string, string[]>][] = [
      [signOut(person.id, at('09:30')), { '0.time': [TIMING_END_BEFORE_START_MESSAGE] }],
      [signIn(person.id, at('10:05')), { '0.person': [KIOSK_ALREADY_IN_MESSAGE] }],
      [
        signIn(idle.id, new Date(Date.now() + 3_600_000).toISOString()),
        { '0.time': [KIOSK_TIME_FUTURE_MESSAGE] },
      ],
      [
        signIn(idle.id, new Date(Date.now() - 49 * 3_600_000).toISOString()),
        { '0.time': [KIOSK_TIME_PAST_MESSAGE] },
      ],
      [signOut(idle.id, at('12:00')), { '0.person': [KIOSK_NOT_IN_MESSAGE] }],
    ];
    for (const [item, errors] of refusals) {
      const res = await kiosk().confirm([item]);
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body).toEqual(errors);
    }
    const row = await shiftRow(shift?.id as number);
    expect(row.actualStart?.toISOString()).toBe(iso('10:00'));
    expect(row.actualEnd).toBeNull();
  });

  it('refuses people who cannot sign in: pending or deactivated', async () => {
    const pending = await createPerson(kit.t.db, a().org, { role: 'new' });
    const inactive = await createPerson(kit.t.db, a().org, { isActive: false });
    for (const who of [pending, inactive]) {
      const res = await kiosk().confirm([signIn(who.id, at('10:00'), { role: roleA.id })]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ '0.person': [KIOSK_PERSON_MESSAGE] });
    }
  });

  it('refuses malformed items field by field', async () => {
    const { person } = await volunteer();
    const cases: [unknown, string][] = [
      [[{ ...signIn(person.id, at('10:00')), id: 'not-a-uuid' }], '0.id'],
      [[{ ...signIn(person.id, at('10:00')), time: today() }], '0.time'],
      [[{ ...signIn(person.id, at('10:00')), sign: 'maybe' }], '0.sign'],
      [[{ ...signIn(person.id, at('10:00')), person: 2 ** 31 }], '0.person'],
      [[{ ...signIn(person.id, at('10:00')), extra: 1 }], '0'],
      [[], 'non_field_errors'],
    ];
    for (const [body, field] of cases) {
      const res = await kiosk().confirm(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body).join(), JSON.stringify(res.body)).toContain(field);
    }
  });
});

describe('kiosk changes in the shift history, and role requirements of walk-ins', () => {
  const historyOf = (shiftId: number) =>
    kit.t.db
      .select()
      .from(shiftHistory)
      .where(eq(shiftHistory.shiftId, shiftId))
      .orderBy(shiftHistory.id);

  it('a sign-in and a sign-out are history rows by nobody, naming the kiosk', async () => {
    const { person, shift } = await volunteer({ shift: ['09:00', '13:00'] });
    const id = shift?.id as number;
    const res = await kiosk().confirm([
      signIn(person.id, at('09:00')),
      signOut(person.id, at('12:00')),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await historyOf(id);
    expect(rows.map((r) => [r.action, r.personId, r.byPersonId, r.eventId, r.details])).toEqual([
      ['signed_in', person.id, null, eventA.id, { kiosk: kioskA.kiosk.id }],
      ['signed_out', person.id, null, eventA.id, { kiosk: kioskA.kiosk.id }],
    ]);
    // a replay writes nothing more
    await kiosk().confirm([signIn(person.id, at('09:00'))]);
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('a walk-in with a role that requires a competency: refused without it, assigned with it', async () => {
    const driver = await createRole(kit.t.db, a().org, { name: 'Walk-in Driver' });
    const licence = await createCompetency(kit.t.db, a().org, { name: 'Boat Licence' });
    await requireCompetency(kit.t.db, a().org, { roleId: driver.id, competencyId: licence.id });
    const { person } = await volunteer();
    const refused = await kiosk().confirm([signIn(person.id, at('10:00'), { role: driver.id })]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      '0.role': [`${person.name} needs Boat Licence for Walk-in Driver.`],
    });
    await createRecord(kit.t.db, a().org, { personId: person.id, competencyId: licence.id });
    const ok = await kiosk().confirm([signIn(person.id, at('10:00'), { role: driver.id })]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [walkIn] = Object.values(ok.body.results.shifts) as { id: number }[];
    expect((await historyOf(walkIn.id)).map((r) => r.action)).toEqual(['assigned', 'signed_in']);
  });
});
