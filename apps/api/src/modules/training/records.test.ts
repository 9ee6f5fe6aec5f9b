import { DATE_FORMAT_MESSAGE, type RecordRow } from '@crewcall/contract';
import { createPerson } from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { useTwoClubs } from '@test/kits/two-clubs';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '@/db/read/club-time';
import { records } from '@/db/schema';

// A person's records (issue 23 item 4): admins add, change and delete them through the
// records calls; members read only their own, without details; club B is never reached.
const kit = useTwoClubs();

type Club = 'a' | 'b';
const asAdminOf = (club: Club) => api(kit.t, kit.clubs[club].org, kit.clubs[club].admin.token);
const asMember = () => kit.asMember();

/** Competencies and a course of each club, made through the API. */
const made = {} as Record<
  Club,
  { firstAid: number; knots: number; course: number; other: { id: number; token: string } }
>;

async function setUp(club: Club) {
  const as = asAdminOf(club);
  const comps = await as.post('competencies/', [
    { name: 'First aid', validity_months: 36 },
    { name: 'Knots' },
  ]);
  expect(comps.status, JSON.stringify(comps.body)).toBe(201);
  const [firstAid, knots] = comps.body.ids as number[];
  const course = await as.post('training/', [{ name: 'First aid course', competency: firstAid }]);
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  // A second member of the club, whose records the first member must never see.
  const other = await createPerson(kit.t.db, kit.clubs[club].org, { role: 'user' });
  made[club] = {
    firstAid,
    knots,
    course: course.body.ids[0],
    other: { id: other.id, token: accessTokenFor(kit.t, other) },
  };
}

beforeAll(async () => {
  await setUp('a');
  await setUp('b');
});

/** Adds a record as the club's admin; answers the record as the call answered it. */
async function addRecord(club: Club, body: Record<string, unknown>): Promise<RecordRow> {
  const res = await asAdminOf(club).post('records/add', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.results.records[String(res.body.ids[0])];
}

/** Every record of a club as stored, oldest id first (the test's own handle). */
const storedRecords = (club: Club) =>
  kit.t.db
    .select()
    .from(records)
    .where(eq(records.organisationId, kit.clubs[club].org.id))
    .orderBy(asc(records.id));

describe('POST /api/records/add', () => {
  it('adds a record with its course and details; the expiry follows the validity', async () => {
    const { firstAid, course } = made.a;
    const record = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: firstAid,
      training: course,
      achieved: '2024-02-29',
      details: 'Assessed at HQ',
    });
    expect(record).toEqual({
      id: expect.any(Number),
      person: kit.clubs.a.user.id,
      competency: firstAid,
      training: course,
      achieved: '2024-02-29',
      details: 'Assessed at HQ',
      current: true,
      // 36 months after 29 February 2024: the last day of February 2027
      expires: '2027-02-28',
      // expired from that day on, on the club's calendar (London unless the club chose)
      expired: dateIn('Europe/London') >= '2027-02-28',
    });
    const [stored] = (await storedRecords('a')).filter((r) => r.id === record.id);
    expect(stored).toMatchObject({ createdBy: kit.clubs.a.admin.id, expires: '2027-02-28' });
  });

  it('a competency without validity never expires; current can be given', async () => {
    const record = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      achieved: '2001-05-01',
      current: false,
    });
    expect(record).toMatchObject({
      training: null,
      details: '',
      current: false,
      expires: null,
      expired: false,
    });
  });

  it("answers the spec's messages, field by field, and adds nothing", async () => {
    const before = (await storedRecords('a')).length;
    const add = (body: unknown) => asAdminOf('a').post('records/add', body);
    const empty = await add({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      person: ['Required.'],
      competency: ['Required.'],
      achieved: ['Required.'],
    });
    const cleared = await add({ person: null, competency: null, achieved: '' });
    expect(cleared.body).toEqual({
      person: ['Required.'],
      competency: ['Required.'],
      achieved: ['Required.'],
    });
    for (const achieved of ['15/01/2025', '2025-02-30', 20250115]) {
      const res = await add({ person: kit.clubs.a.user.id, competency: made.a.knots, achieved });
      expect(res.status, String(achieved)).toBe(400);
      expect(res.body, String(achieved)).toEqual({ achieved: [DATE_FORMAT_MESSAGE] });
    }
    const unknownField = await add({
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      achieved: '2025-01-15',
      expires: '2099-01-01',
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body).toEqual({
      non_field_errors: ["Unrecognized key(s) in object: 'expires'"],
    });
    expect((await storedRecords('a')).length).toBe(before);
  });

  it("refuses club B's person, competency and course as field errors; neither club changes", async () => {
    const [aBefore, bBefore] = [await storedRecords('a'), await storedRecords('b')];
    const res = await asAdminOf('a').post('records/add', {
      person: kit.clubs.b.user.id,
      competency: made.b.firstAid,
      training: made.b.course,
      achieved: '2025-01-15',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      person: [`Person ${kit.clubs.b.user.id} does not exist.`],
      competency: [`Competency ${made.b.firstAid} does not exist.`],
      training: [`Training course ${made.b.course} does not exist.`],
    });
    // one foreign id among the club's own is refused just the same
    const mixed = await asAdminOf('a').post('records/add', {
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      training: made.b.course,
      achieved: '2025-01-15',
    });
    expect(mixed.body).toEqual({ training: [`Training course ${made.b.course} does not exist.`] });
    expect(await storedRecords('a')).toEqual(aBefore);
    expect(await storedRecords('b')).toEqual(bBefore);
  });

  it('is for admins: a member cannot add a record, not even their own', async () => {
    const before = (await storedRecords('a')).length;
    const own = { person: kit.clubs.a.user.id, competency: made.a.knots, achieved: '2025-01-15' };
    expect((await asMember().post('records/add', own)).status).toBe(403);
    expect((await kit.asAnonymous().post('records/add', own)).status).toBe(401);
    // nor through the engine's generic write, which records no longer take from anyone
    expect((await asMember().post('records/', [own])).status).toBe(405);
    expect((await asAdminOf('a').post('records/', [own])).status).toBe(405);
    expect((await storedRecords('a')).length).toBe(before);
  });
});

describe('PUT /api/records/{id}', () => {
  it('changes the fields given; the expiry follows the achieved day and the competency', async () => {
    const record = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.firstAid,
      achieved: '2024-03-01',
      details: 'First go',
    });
    const put = (body: unknown) => asAdminOf('a').put(`records/${record.id}`, body);
    const moved = await put({ achieved: '2090-01-15' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.results.records[record.id]).toMatchObject({
      achieved: '2090-01-15',
      details: 'First go',
      expires: '2093-01-15',
      expired: false,
    });
    // a competency without validity: no expiry; and the training, details, current change
    const changed = await put({
      competency: made.a.knots,
      training: made.a.course,
      details: 'Second go',
      current: false,
    });
    expect(changed.body.results.records[record.id]).toMatchObject({
      competency: made.a.knots,
      training: made.a.course,
      achieved: '2090-01-15',
      details: 'Second go',
      current: false,
      expires: null,
      expired: false,
    });
    // the course can be taken off again; a trailing slash is the same call
    const cleared = await asAdminOf('a').put(`records/${record.id}/`, { training: null });
    expect(cleared.body.results.records[record.id].training).toBeNull();
  });

  it('checks like adding: required fields stay required, dates in the spec form', async () => {
    const record = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      achieved: '2024-03-01',
    });
    const put = (body: unknown) => asAdminOf('a').put(`records/${record.id}`, body);
    expect((await put({ competency: null, achieved: '' })).body).toEqual({
      competency: ['Required.'],
      achieved: ['Required.'],
    });
    expect((await put({ achieved: '1/3/2024' })).body).toEqual({
      achieved: [DATE_FORMAT_MESSAGE],
    });
    const [stored] = (await storedRecords('a')).filter((r) => r.id === record.id);
    expect(stored).toMatchObject({ achieved: '2024-03-01', competencyId: made.a.knots });
  });

  it("club B's records are not found, and B's rows cannot be pointed at", async () => {
    const theirs = await addRecord('b', {
      person: kit.clubs.b.user.id,
      competency: made.b.firstAid,
      achieved: '2024-03-01',
      details: 'B only',
    });
    const bBefore = await storedRecords('b');
    const res = await asAdminOf('a').put(`records/${theirs.id}`, { details: 'Hijacked' });
    expect(res.status).toBe(404);
    const mine = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      achieved: '2024-03-01',
    });
    const pointed = await asAdminOf('a').put(`records/${mine.id}`, {
      person: kit.clubs.b.user.id,
      competency: made.b.firstAid,
    });
    expect(pointed.status).toBe(400);
    expect(Object.keys(pointed.body).sort()).toEqual(['competency', 'person']);
    expect(await storedRecords('b')).toEqual(bBefore);
    const [stored] = (await storedRecords('a')).filter((r) => r.id === mine.id);
    expect(stored).toMatchObject({ personId: kit.clubs.a.user.id, competencyId: made.a.knots });
  });

  it('is for admins: a member cannot change their own record', async () => {
    const record = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      achieved: '2024-03-01',
    });
    expect((await asMember().put(`records/${record.id}`, { current: false })).status).toBe(403);
    // the engine's generic PUT takes no records (405), from members as from admins
    expect((await asMember().put('records/', [{ id: record.id, current: false }])).status).toBe(
      405,
    );
    const [stored] = (await storedRecords('a')).filter((r) => r.id === record.id);
    expect(stored.current).toBe(true);
  });
});

describe('DELETE /api/records/{id}/', () => {
  it("deletes the club's record; club B's is not found and stays", async () => {
    const record = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.knots,
      achieved: '2024-03-01',
    });
    const theirs = await addRecord('b', {
      person: kit.clubs.b.user.id,
      competency: made.b.knots,
      achieved: '2024-03-01',
    });
    expect((await asAdminOf('a').delete(`records/${theirs.id}/`)).status).toBe(404);
    expect((await storedRecords('b')).some((r) => r.id === theirs.id)).toBe(true);
    expect((await asMember().delete(`records/${record.id}/`)).status).toBe(403);
    expect((await asAdminOf('a').delete(`records/${record.id}/`)).status).toBe(204);
    expect((await storedRecords('a')).some((r) => r.id === record.id)).toBe(false);
    expect((await asAdminOf('a').delete(`records/${record.id}/`)).status).toBe(404);
  });
});

describe('reading records', () => {
  it('members read only their own, never the details; admins read all, newest first', async () => {
    const mine = await addRecord('a', {
      person: kit.clubs.a.user.id,
      competency: made.a.firstAid,
      achieved: '2025-06-01',
      details: 'Confidential note',
    });
    const someoneElses = await addRecord('a', {
      person: made.a.other.id,
      competency: made.a.firstAid,
      achieved: '2025-06-02',
      details: 'Not for members',
    });

    const list = await asMember().get('records/?limit=all');
    expect(list.status).toBe(200);
    const rows = Object.values(list.body.results.records) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.person === kit.clubs.a.user.id)).toBe(true);
    expect(rows.some((r) => 'details' in r)).toBe(false);
    expect(list.body.results.records[mine.id]).toEqual({
      id: mine.id,
      person: kit.clubs.a.user.id,
      competency: made.a.firstAid,
      training: null,
      achieved: '2025-06-01',
      current: true,
      expires: '2028-06-01',
      expired: false,
    });
    expect(JSON.stringify(list.body)).not.toContain('Confidential note');
    // another member's record, by id or by filter: not there
    expect((await asMember().get(`records/${someoneElses.id}/`)).status).toBe(404);
    const filtered = await asMember().get(`records/?person=${made.a.other.id}`);
    expect(filtered.body.count).toBe(0);
    // and the other member sees theirs, not the first member's
    const other = api(kit.t, kit.clubs.a.org, made.a.other.token);
    const theirs = await other.get('records/?limit=all');
    expect(theirs.body.ids).toEqual([someoneElses.id]);

    // admins: everyone's, with details, achieved descending by default
    const all = await asAdminOf('a').get('records/?limit=all');
    expect(all.body.results.records[someoneElses.id].details).toBe('Not for members');
    const achieved = (all.body.ids as number[]).map(
      (id) => all.body.results.records[id].achieved as string,
    );
    expect(achieved.length).toBeGreaterThan(3);
    expect(achieved).toEqual([...achieved].sort().reverse());
    // club B's admin sees none of club A's
    const b = await asAdminOf('b').get('records/?limit=all');
    expect(JSON.stringify(b.body)).not.toContain('Not for members');
    expect((await asAdminOf('b').get(`records/${mine.id}/`)).status).toBe(404);
  });

  it('a person page: one member, sorted by achieved descending, with their competencies', async () => {
    const person = await createPerson(kit.t.db, kit.clubs.a.org, { role: 'user' });
    for (const achieved of ['2021-01-01', '2023-01-01', '2022-01-01']) {
      await addRecord('a', { person: person.id, competency: made.a.firstAid, achieved });
    }
    const res = await asAdminOf('a').get(
      `records/?person=${person.id}&expand=competencies,training`,
    );
    expect(res.status).toBe(200);
    expect((res.body.ids as number[]).map((id) => res.body.results.records[id].achieved)).toEqual([
      '2023-01-01',
      '2022-01-01',
      '2021-01-01',
    ]);
    expect(res.body.results.competencies[made.a.firstAid].name).toBe('First aid');
  });
});

describe('expiry', () => {
  it("follows a change of the competency's validity, for its records only", async () => {
    const as = asAdminOf('a');
    const comp = await as.post('competencies/', [{ name: 'Radio', validity_months: 12 }]);
    const radio = comp.body.ids[0] as number;
    const person = await createPerson(kit.t.db, kit.clubs.a.org, { role: 'user' });
    const one = await addRecord('a', {
      person: person.id,
      competency: radio,
      achieved: '2024-01-31',
    });
    const two = await addRecord('a', {
      person: person.id,
      competency: radio,
      achieved: '2030-06-15',
    });
    const knots = await addRecord('a', {
      person: person.id,
      competency: made.a.knots,
      achieved: '2024-01-31',
    });
    expect(one).toMatchObject({ expires: '2025-01-31', expired: true });
    expect(two).toMatchObject({ expires: '2031-06-15', expired: false });
    const bBefore = await storedRecords('b');

    const expiryOf = async () => {
      const res = await as.get(`records/?person=${person.id}&limit=all`);
      const rows = res.body.results.records;
      return [one.id, two.id, knots.id].map((id) => [rows[id].expires, rows[id].expired]);
    };
    // one month: February has 29 days in 2024
    expect((await as.put('competencies/', [{ id: radio, validity_months: 1 }])).status).toBe(200);
    expect(await expiryOf()).toEqual([
      ['2024-02-29', true],
      ['2030-07-15', false],
      [null, false],
    ]);
    // for ever
    await as.put('competencies/', [{ id: radio, validity_months: null }]);
    expect(await expiryOf()).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    // a rename leaves the expiry as it is
    await as.put('competencies/', [{ id: radio, validity_months: 120 }]);
    await as.put('competencies/', [{ id: radio, name: 'VHF radio' }]);
    expect(await expiryOf()).toEqual([
      ['2034-01-31', false],
      ['2040-06-15', false],
      [null, false],
    ]);
    expect(await storedRecords('b')).toEqual(bBefore);
  });

  it("is told on the club's calendar: the same expiry day is today in one zone, tomorrow in another", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
    const ahead = 'Pacific/Kiritimati';
    const behind = 'Pacific/Pago_Pago';
    expect((await asAdminOf('a').put('organisations/current/', { time_zone: ahead })).status).toBe(
      200,
    );
    expect((await asAdminOf('b').put('organisations/current/', { time_zone: behind })).status).toBe(
      200,
    );
    const today = dateIn(ahead);
    expect(dateIn(behind) < today).toBe(true);
    const recordOf = async (club: Club) => {
      const record = await addRecord(club, {
        person: kit.clubs[club].user.id,
        competency: made[club].firstAid,
        achieved: '2099-01-01',
      });
      // expiring "today" in the zone ahead: set by hand, as no validity lands on a given day
      await kit.t.db
        .update(records)
        .set({ expires: today })
        .where(and(eq(records.id, record.id), eq(records.organisationId, kit.clubs[club].org.id)));
      return record.id;
    };
    const [inA, inB] = [await recordOf('a'), await recordOf('b')];
    const expiredIn = async (club: Club, id: number) => {
      const list = await asAdminOf(club).get(`records/?id=${id}`);
      const detail = await asAdminOf(club).get(`records/${id}/`);
      const mine = await api(kit.t, kit.clubs[club].org, kit.clubs[club].user.token).get(
        `records/${id}/`,
      );
      const answers = [list, detail, mine].map((r) => r.body.results.records[id].expired);
      expect(new Set(answers).size, 'list, detail and member agree').toBe(1);
      return answers[0];
    };
    expect(await expiredIn('a', inA)).toBe(true);
    expect(await expiredIn('b', inB)).toBe(false);
    // filtering by it follows the same day
    const expiredList = await asAdminOf('a').get('records/?expired=true&limit=all');
    expect(expiredList.body.ids).toContain(inA);
    const notExpired = await asAdminOf('b').get('records/?expired=false&limit=all');
    expect(notExpired.body.ids).toContain(inB);
  });
});
