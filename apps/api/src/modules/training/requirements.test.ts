import {
  createCompetency,
  createPerson,
  createRecord,
  createRole,
  createSeries,
  createShifts,
  requireCompetency,
} from '@test/factories';
import { useShiftClubs } from '@test/kits/shift-clubs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { records, requests, shifts } from '@/db/schema';

/*
 * Competency requirements (issue 25, item 4): a role that requires a competency takes
 * nobody without a current record of it, by any path (a member's request, a series
 * sign-up, an admin's fill or planner save, a publish); one who has it gets on; an expired
 * record is refused with its expiry; club B's requirements are neither seen nor usable in A.
 */
const kit = useShiftClubs({ year: 2031 });
const { asAdmin, asMember, asAdminOfB, newEvent } = kit;
const db = () => kit.t.db;
const a = () => kit.clubs.a;

let role: { id: number; name: string };
let competency: { id: number; name: string };
let qualified: { id: number; name: string };
let unqualified: { id: number; name: string };
let lapsed: { id: number; name: string };

const needs = (name: string, expired?: string) =>
  `${name} needs Powerboat Level 2${expired ? ` (expired ${expired})` : ''} for Safety Boat Driver.`;
const shiftOf = async (id: number) =>
  (await db().select().from(shifts).where(eq(shifts.id, id)))[0];

beforeAll(async () => {
  role = await createRole(db(), a().org, { name: 'Safety Boat Driver' });
  competency = await createCompetency(db(), a().org, { name: 'Powerboat Level 2' });
  await requireCompetency(db(), a().org, { roleId: role.id, competencyId: competency.id });
  qualified = await createPerson(db(), a().org, { name: 'Quinn Qualified' });
  unqualified = await createPerson(db(), a().org, { name: 'Alex Smith' });
  lapsed = await createPerson(db(), a().org, { name: 'Lee Lapsed' });
  await createRecord(db(), a().org, { personId: qualified.id, competencyId: competency.id });
  await createRecord(db(), a().org, {
    personId: lapsed.id,
    competencyId: competency.id,
    achieved: '2018-03-03',
    expires: '2020-03-03',
  });
});

describe('the roles screen sets requirements', () => {
  it('PUT replaces the set, GET lists the club’s, another club’s ids are refused', async () => {
    const other = await createRole(db(), a().org);
    const first = await createCompetency(db(), a().org);
    const second = await createCompetency(db(), a().org);
    let res = await asAdmin().put(`roles/${other.id}/requirements`, {
      competencies: [first.id, second.id, first.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.requirements).toEqual([
      { role: other.id, competency: first.id },
      { role: other.id, competency: second.id },
    ]);
    res = await asAdmin().put(`roles/${other.id}/requirements`, { competencies: [second.id] });
    expect(res.body.requirements).toEqual([{ role: other.id, competency: second.id }]);
    const list = await asAdmin().get('roles/requirements');
    expect(list.body.requirements).toEqual(
      expect.arrayContaining([
        { role: role.id, competency: competency.id },
        { role: other.id, competency: second.id },
      ]),
    );
    expect(list.body.requirements).not.toContainEqual({ role: other.id, competency: first.id });
    expect((await asMember().get('roles/requirements')).status).toBe(403);
    expect(
      (await asMember().put(`roles/${other.id}/requirements`, { competencies: [] })).status,
    ).toBe(403);
  });

  it('club B sees none of A’s requirements and cannot use A’s roles or competencies', async () => {
    const roleOfB = await createRole(db(), kit.clubs.b.org);
    const listOfB = await asAdminOfB().get('roles/requirements');
    expect(listOfB.status).toBe(200);
    expect(listOfB.body.requirements).toEqual([]);
    const onA = await asAdminOfB().put(`roles/${role.id}/requirements`, { competencies: [] });
    expect(onA.status).toBe(404);
    const withA = await asAdminOfB().put(`roles/${roleOfB.id}/requirements`, {
      competencies: [competency.id],
    });
    expect(withA.status).toBe(400);
    expect(withA.body).toEqual({ competencies: [`Competency ${competency.id} does not exist.`] });
    // A's role still requires what it did.
    const listOfA = await asAdmin().get('roles/requirements');
    expect(listOfA.body.requirements).toContainEqual({ role: role.id, competency: competency.id });
  });
});

describe('every path that puts a person on a shift', () => {
  it('a member asking for the role: refused on `role` until they hold it', async () => {
    const event = await newEvent();
    await createShifts(db(), a().org, event, [{ roleId: role.id }]);
    const ask = () =>
      asMember().post('requests/batch', [{ person: a().user.id, event: event.id, role: role.id }]);
    const refused = await ask();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ '0.role': [needs(a().user.name)] });
    expect(await db().select().from(requests).where(eq(requests.eventId, event.id))).toEqual([]);
    // Without a role there is nothing to require.
    const anyRole = await asMember().post('requests/batch', [
      { person: a().user.id, event: event.id },
    ]);
    expect(anyRole.status).toBe(201);
    const record = await createRecord(db(), a().org, {
      personId: a().user.id,
      competencyId: competency.id,
    });
    const granted = await ask();
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    await db().delete(records).where(eq(records.id, record.id));
  });

  it('a series sign-up with the role: refused on `role`, nothing asked', async () => {
    const series = await createSeries(db(), a().org);
    const event = await newEvent({ seriesId: series.id });
    await createShifts(db(), a().org, event, [{ roleId: role.id }]);
    const res = await asMember().post(`series/${series.id}/signup`, { role: role.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ role: [needs(a().user.name)] });
    expect(await db().select().from(requests).where(eq(requests.eventId, event.id))).toEqual([]);
  });

  it('an admin filling or saving in the planner: 400 on the item, nothing saved', async () => {
    const event = await newEvent();
    const [open, other] = await createShifts(db(), a().org, event, [
      { roleId: role.id, published: false },
      { published: false },
    ]);
    const fill = await asAdmin().put('shifts/', [
      { id: other.id, person: a().admin.id },
      { id: open.id, person: unqualified.id },
    ]);
    expect(fill.status).toBe(400);
    expect(fill.body).toEqual({ '1.person': [needs('Alex Smith')] });
    expect((await shiftOf(open.id)).personId).toBeNull();
    expect((await shiftOf(other.id)).personId).toBeNull(); // all or nothing

    const expired = await asAdmin().put('shifts/', [{ id: open.id, person: lapsed.id }]);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ '0.person': [needs('Lee Lapsed', '3 Mar 2020')] });

    const post = await asAdmin().post('shifts/', [
      {
        event: event.id,
        role: role.id,
        person: unqualified.id,
        start: event.start,
        end: event.end,
      },
    ]);
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ '0.person': [needs('Alex Smith')] });

    const ok = await asAdmin().put('shifts/', [{ id: open.id, person: qualified.id }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await shiftOf(open.id)).personId).toBe(qualified.id);
    // A role given to someone already on a shift is checked too.
    const [held] = await createShifts(db(), a().org, event, [
      { personId: unqualified.id, published: false, start: event.start.toISOString() },
    ]);
    const promote = await asAdmin().put('shifts/', [{ id: held.id, role: role.id }]);
    expect(promote.status).toBe(400);
    expect(promote.body).toEqual({ '0.person': [needs('Alex Smith')] });
  });

  it('a record marked not current does not count', async () => {
    const person = await createPerson(db(), a().org, { name: 'Nat Notcurrent' });
    await createRecord(db(), a().org, {
      personId: person.id,
      competencyId: competency.id,
      current: false,
    });
    const event = await newEvent();
    const [open] = await createShifts(db(), a().org, event, [{ roleId: role.id }]);
    const res = await asAdmin().put('shifts/', [{ id: open.id, person: person.id }]);
    expect(res.status).toBe(400);
    expect(res.body['0.person']).toEqual([needs('Nat Notcurrent')]);
  });

  it('publish refuses shifts held by people without the competency, and publishes nothing', async () => {
    const event = await newEvent();
    const [bad, good] = await createShifts(db(), a().org, event, [
      { roleId: role.id, personId: lapsed.id, published: false },
      {
        roleId: role.id,
        personId: qualified.id,
        published: false,
        start: event.start.toISOString(),
      },
    ]);
    const res = await asAdmin().post(`events/${event.id}/publish`, {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [needs('Lee Lapsed', '3 Mar 2020')] });
    expect((await shiftOf(bad.id)).draft).toBeNull();
    expect((await shiftOf(good.id)).draft).toBeNull();
    await createRecord(db(), a().org, {
      personId: lapsed.id,
      competencyId: competency.id,
      achieved: '2031-01-01',
    });
    const again = await asAdmin().post(`events/${event.id}/publish`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual({ published: 2 });
  });
});
