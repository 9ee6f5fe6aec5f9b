import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, bearer, logInAs } from '@test/http';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, refreshTokens } from '@/db/schema';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;
let adminA: string;
let adminB: string;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
  adminA = accessTokenFor(t, clubs.a.admin);
  adminB = accessTokenFor(t, clubs.b.admin);
});
afterAll(() => t?.close());

const list = (host: string, token: string, query = '') =>
  t.http().get(`/api/people${query}`).set('Host', host).set(bearer(token));
const update = (host: string, token: string, body: unknown) =>
  t
    .http()
    .put('/api/people')
    .set('Host', host)
    .set(bearer(token))
    .send(body as object);
const personRow = async (id: number) =>
  (await t.db.select().from(people).where(eq(people.id, id)))[0];

describe('GET /api/people?role=new', () => {
  it("lists this club's pending people, keyed by id, in name order", async () => {
    const zed = await createPerson(t.db, clubs.a.org, { role: 'new', name: 'zed Pending' });
    const amy = await createPerson(t.db, clubs.a.org, { role: 'new', name: 'Amy Pending' });
    const elsewhere = await createPerson(t.db, clubs.b.org, { role: 'new', name: 'Bob Pending' });

    const res = await list(clubs.a.org.host, adminA, '?role=new');
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([amy.id, zed.id]);
    expect(res.body.count).toBe(2);
    expect(res.body.results.people[String(amy.id)]).toEqual({
      id: amy.id,
      name: 'Amy Pending',
      email: amy.email,
      phone: '',
      avatar: null,
      role: 'new',
      is_active: false,
      sms_verified: false,
      email_notifications: true,
      email_reminders: true,
      email_newsletters: true,
      sms_notifications: false,
      invited_at: null,
      has_login: true,
    });
    expect(res.body.results.people[String(elsewhere.id)]).toBeUndefined();

    const inB = await list(clubs.b.org.host, adminB, '?role=new');
    expect(inB.body.ids).toEqual([elsewhere.id]);
  });

  it('lists everyone without a role filter, and refuses a bad role', async () => {
    const all = await list(clubs.a.org.host, adminA);
    expect(all.body.ids).toEqual(expect.arrayContaining([clubs.a.admin.id, clubs.a.user.id]));
    expect(all.body.ids).not.toContain(clubs.b.admin.id);
    const bad = await list(clubs.a.org.host, adminA, '?role=captain');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['role']);
  });

  it('shows pending people to admins only; 401 without a token', async () => {
    const pending = await createPerson(t.db, clubs.a.org, { role: 'new' });
    // Users see fellow members by name only: no role to filter on, no pending people.
    const asUser = accessTokenFor(t, clubs.a.user);
    const byRole = await list(clubs.a.org.host, asUser, '?role=new');
    expect(byRole.status).toBe(400);
    const everyone = await list(clubs.a.org.host, asUser, '?limit=all');
    expect(everyone.status).toBe(200);
    expect(everyone.body.ids).not.toContain(pending.id);
    expect(Object.keys(everyone.body.results.people[clubs.a.user.id]).sort()).toEqual([
      'avatar',
      'id',
      'name',
    ]);
    const anonymous = await t.http().get('/api/people?role=new').set('Host', clubs.a.org.host);
    expect(anonymous.status).toBe(401);
    // club B's admin token on club A's host
    const wrongClub = await list(clubs.a.org.host, adminB, '?role=new');
    expect(wrongClub.status).toBe(401);
    expect(wrongClub.body.code).toBe('wrong_organisation');
  });
});

describe('PUT /api/people', () => {
  it('activates a registration: role becomes user, and the newcomer can log in', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    const reg = await t.http().post('/api/register').set('Host', clubs.a.org.host).send({
      email,
      name: 'Newcomer',
      phone: '+447700900123',
      password: 'newcomer secret',
    });
    expect(reg.status).toBe(204);
    const pending = await list(clubs.a.org.host, adminA, '?role=new');
    const id = pending.body.ids.find(
      (i: number) => pending.body.results.people[String(i)].email === email,
    );

    // the web sends the person back as it has it, plus the change
    const person = pending.body.results.people[String(id)];
    const res = await update(clubs.a.org.host, adminA, [
      { ...person, is_active: true, update: true },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.people[String(id)]).toMatchObject({ role: 'user', is_active: true });
    expect(res.body.ids).toEqual([id]);

    const after = await list(clubs.a.org.host, adminA, '?role=new');
    expect(after.body.ids).not.toContain(id);
    await logInAs(t, clubs.a.org, { email, password: 'newcomer secret' });
  });

  it('keeps an explicit role when activating, and updates name and phone', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const res = await update(clubs.a.org.host, adminA, [
      { id: p.id, is_active: true, role: 'admin', name: ' Renamed ', phone: '+61412345678' },
    ]);
    expect(res.status).toBe(200);
    expect(await personRow(p.id)).toMatchObject({
      role: 'admin',
      isActive: true,
      name: 'Renamed',
      phone: '+61412345678',
    });
  });

  it('updates many people in one call, each with its own change', async () => {
    const [p1, p2] = [
      await createPerson(t.db, clubs.a.org, { role: 'new' }),
      await createPerson(t.db, clubs.a.org, { role: 'user' }),
    ];
    const res = await update(clubs.a.org.host, adminA, [
      { id: p2.id, name: 'Second' },
      { id: p1.id, is_active: true },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([p2.id, p1.id]);
    expect(await personRow(p1.id)).toMatchObject({ role: 'user', isActive: true });
    expect(await personRow(p2.id)).toMatchObject({ name: 'Second', role: 'user' });
  });

  it('is for admins only', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const res = await update(clubs.a.org.host, accessTokenFor(t, clubs.a.user), [
      { id: p.id, is_active: true },
    ]);
    expect(res.status).toBe(403);
    expect((await personRow(p.id)).isActive).toBe(false);
  });

  it("cannot see or change club B's person, even with its id; nothing changes at all", async () => {
    const theirs = await createPerson(t.db, clubs.b.org, { role: 'new' });
    const ours = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const res = await update(clubs.a.org.host, adminA, [
      { id: ours.id, is_active: true },
      { id: theirs.id, is_active: true },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [`Person not found: ${theirs.id}.`] });
    expect(await personRow(theirs.id)).toMatchObject({ role: 'new', isActive: false });
    expect(await personRow(ours.id)).toMatchObject({ role: 'new', isActive: false }); // one transaction
  });

  it('deactivating someone ends their access and refresh tokens', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const session = await logInAs(t, clubs.a.org, p);
    const res = await update(clubs.a.org.host, adminA, [{ id: p.id, is_active: false }]);
    expect(res.status).toBe(200);
    const me = await t
      .http()
      .get('/api/auth/user')
      .set('Host', clubs.a.org.host)
      .set(bearer(session.access));
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('user_inactive');
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(inArray(refreshTokens.personId, [p.id]));
    expect(rows.every((r) => r.revokedAt)).toBe(true);
  });

  it('will not let an admin demote or deactivate themselves', async () => {
    const res = await update(clubs.a.org.host, adminA, [
      { id: clubs.a.admin.id, is_active: false },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toHaveLength(1);
    expect((await personRow(clubs.a.admin.id)).isActive).toBe(true);
  });

  it('refuses malformed bodies in the field shape and changes nothing', async () => {
    const p = await createPerson(t.db, clubs.a.org, { role: 'new' });
    const notArray = await update(clubs.a.org.host, adminA, { id: p.id, is_active: true });
    expect(notArray.status).toBe(400);
    const empty = await update(clubs.a.org.host, adminA, []);
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ non_field_errors: ['Send at least one person.'] });
    const bad = await update(clubs.a.org.host, adminA, [
      { id: p.id, is_active: true },
      { is_active: 'yes', phone: '0770' },
    ]);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['1.id', '1.is_active', '1.phone']);
    const twice = await update(clubs.a.org.host, adminA, [
      { id: p.id, is_active: true },
      { id: p.id, name: 'x' },
    ]);
    expect(twice.status).toBe(400);
    expect((await personRow(p.id)).isActive).toBe(false);
  });
});
