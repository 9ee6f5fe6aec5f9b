import { twoClubs } from '@test/clubs';
import { createPerson, type TestOrg } from '@test/factories';
import { api, logIn } from '@test/http';
import { linkIn, mailboxOf, withMailbox } from '@test/mail';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, people } from '@/db/schema';

/**
 * A personal feed's address is a credential like a session: it ends when the person's
 * sessions end (deactivated, set back to new, logout everywhere, a password reset), and
 * an admin can end it. A feed that went on answering leaked a former member's rota.
 */
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp({ ...relaxedLimits, ...withMailbox() });
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

type Member = { id: number; email: string; password: string; token: string };

/** A new member of `club`, logged in. */
async function member(club: TestOrg, opts: { email?: string } = {}): Promise<Member> {
  const person = await createPerson(t.db, club, { role: 'user', ...opts });
  return { ...person, token: await logIn(t, club.host, person.email, person.password) };
}

/** Makes `who`'s feed and answers its file name (`<secret>.ics`). */
async function makeFeed(club: TestOrg, who: { token: string }) {
  const res = await api(t, club, who.token).post('calendar-feeds/mine/reset', undefined);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return /\/api\/calendar-feeds\/([^/]+\.ics)$/.exec(res.body.url)?.[1] ?? '';
}

const feedStatus = async (club: TestOrg, file: string) =>
  (await api(t, club).get(`calendar-feeds/${file}`)).status;

const feedRows = (personId: number) =>
  t.db.select().from(calendarFeeds).where(eq(calendarFeeds.personId, personId));

const adminA = () => api(t, clubs.a.org, clubs.a.admin.token);

describe("a personal feed ends with its owner's sessions", () => {
  it('when an admin deactivates the owner, and stays ended once reactivated', async () => {
    const m = await member(clubs.a.org);
    const file = await makeFeed(clubs.a.org, m);
    expect(await feedStatus(clubs.a.org, file)).toBe(200);

    expect((await adminA().put('people', [{ id: m.id, is_active: false }])).status).toBe(200);
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
    expect(await feedRows(m.id)).toEqual([]);

    expect((await adminA().put('people', [{ id: m.id, is_active: true }])).status).toBe(200);
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
    // logged in again, the member can make a new one
    const again = { token: await logIn(t, clubs.a.org.host, m.email, m.password) };
    expect(await feedStatus(clubs.a.org, await makeFeed(clubs.a.org, again))).toBe(200);
  });

  it('when an admin sets the owner back to new', async () => {
    const m = await member(clubs.a.org);
    const file = await makeFeed(clubs.a.org, m);
    expect((await adminA().put('people', [{ id: m.id, role: 'new' }])).status).toBe(200);
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
    expect((await adminA().put('people', [{ id: m.id, role: 'user' }])).status).toBe(200);
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
  });

  it('when the owner logs out everywhere: in every club of the login', async () => {
    const m = await member(clubs.a.org);
    const atB = await member(clubs.b.org, { email: m.email });
    const fileA = await makeFeed(clubs.a.org, m);
    const fileB = await makeFeed(clubs.b.org, atB);
    const bystander = await member(clubs.a.org);
    const bystanderFile = await makeFeed(clubs.a.org, bystander);

    const res = await api(t, clubs.a.org, m.token).post('auth/logout_all', undefined);
    expect(res.status).toBe(204);
    expect(await feedStatus(clubs.a.org, fileA)).toBe(404);
    expect(await feedStatus(clubs.b.org, fileB)).toBe(404);
    expect(await feedStatus(clubs.a.org, bystanderFile)).toBe(200);

    const again = { token: await logIn(t, clubs.a.org.host, m.email, m.password) };
    expect(await feedStatus(clubs.a.org, await makeFeed(clubs.a.org, again))).toBe(200);
  });

  it('when the password is reset, in every club of the login', async () => {
    const m = await member(clubs.a.org);
    const atB = await member(clubs.b.org, { email: m.email });
    const fileA = await makeFeed(clubs.a.org, m);
    const fileB = await makeFeed(clubs.b.org, atB);

    await api(t, clubs.a.org).put('password_reset/request', { email: m.email });
    const { token } = linkIn((await mailboxOf(t, m.email))[0]);
    const reset = await api(t, clubs.a.org).put('password_reset/token', {
      token,
      password: 'another fine password',
    });
    expect(reset.status).toBe(200);
    expect(await feedStatus(clubs.a.org, fileA)).toBe(404);
    expect(await feedStatus(clubs.b.org, fileB)).toBe(404);

    const fresh = { token: reset.body.access as string };
    expect(await feedStatus(clubs.a.org, await makeFeed(clubs.a.org, fresh))).toBe(200);
  });

  it('answers nothing while its owner cannot log in, whatever path changed them', async () => {
    const m = await member(clubs.a.org);
    const file = await makeFeed(clubs.a.org, m);
    await t.db.update(people).set({ isActive: false }).where(eq(people.id, m.id));
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
    await t.db.update(people).set({ isActive: true, role: 'new' }).where(eq(people.id, m.id));
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
  });

  it('a plain logout (one session) leaves the feed alone', async () => {
    const m = await member(clubs.a.org);
    const file = await makeFeed(clubs.a.org, m);
    await api(t, clubs.a.org, m.token).post('auth/logout', {});
    expect(await feedStatus(clubs.a.org, file)).toBe(200);
  });
});

describe("an admin revokes a person's feed", () => {
  it('shows whether the person has one, ends it, and the person can make a new one', async () => {
    const m = await member(clubs.a.org);
    const before = await adminA().get(`calendar-feeds/people/${m.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ exists: false, url: null, created_at: null });

    const file = await makeFeed(clubs.a.org, m);
    const shown = await adminA().get(`calendar-feeds/people/${m.id}`);
    expect(shown.body).toMatchObject({ exists: true, url: null });
    expect(shown.body.created_at).toEqual(expect.any(String));

    const revoked = await adminA().delete(`calendar-feeds/people/${m.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ exists: false, url: null, created_at: null });
    expect(await feedStatus(clubs.a.org, file)).toBe(404);
    expect((await api(t, clubs.a.org, m.token).get('calendar-feeds/mine')).body.exists).toBe(false);
    expect(await feedStatus(clubs.a.org, await makeFeed(clubs.a.org, m))).toBe(200);
    // revoking again is fine: nothing to end
    expect((await adminA().delete(`calendar-feeds/people/${m.id}`)).status).toBe(200);
  });

  it("is for the club's admins only: members 403, another club's admin cannot reach it", async () => {
    const m = await member(clubs.a.org);
    const file = await makeFeed(clubs.a.org, m);
    const asMember = api(t, clubs.a.org, clubs.a.user.token);
    expect((await asMember.delete(`calendar-feeds/people/${m.id}`)).status).toBe(403);
    expect((await asMember.get(`calendar-feeds/people/${m.id}`)).status).toBe(403);
    // club B's admin, on B's host, names A's person: not found there
    const adminB = api(t, clubs.b.org, clubs.b.admin.token);
    expect((await adminB.delete(`calendar-feeds/people/${m.id}`)).status).toBe(404);
    expect((await adminB.get(`calendar-feeds/people/${m.id}`)).status).toBe(404);
    // and B's admin token on A's host is refused
    const crossHost = api(t, clubs.a.org, clubs.b.admin.token);
    expect((await crossHost.delete(`calendar-feeds/people/${m.id}`)).status).toBe(401);
    expect(await feedStatus(clubs.a.org, file)).toBe(200);
    expect(await feedRows(m.id)).toHaveLength(1);
  });

  it('refuses an id that is not a person id in the spec shape', async () => {
    const res = await adminA().delete('calendar-feeds/people/2147483648');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['id']);
  });
});
