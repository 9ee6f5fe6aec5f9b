import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { bearer, logInAs } from '@test/http';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, refreshTokens } from '@/db/schema';
import { sha256 } from '@/lib/secrets';

let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits);
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

const refresh = (host: string, token: string) =>
  t.http().post('/api/auth/refresh').set('Host', host).send({ refresh: token });
const logout = (host: string, body: object) =>
  t.http().post('/api/auth/logout').set('Host', host).send(body);

async function tokenRow(token: string) {
  const [row] = await t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
}

describe('POST /api/auth/refresh', () => {
  it('stores refresh tokens hashed, lasting 14 days', async () => {
    const { refresh: token } = await logInAs(t, clubs.a.org, clubs.a.user);
    const row = await tokenRow(token);
    expect(row.tokenHash).not.toContain(token);
    expect(row).toMatchObject({ organisationId: clubs.a.org.id, personId: clubs.a.user.id });
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('rotates: a new pair in the same family; the new access token works', async () => {
    const first = await logInAs(t, clubs.a.org, clubs.a.user);
    const res = await refresh(clubs.a.org.host, first.refresh);
    expect(res.status).toBe(200);
    expect(res.body.refresh).not.toBe(first.refresh);
    const [oldRow, newRow] = [await tokenRow(first.refresh), await tokenRow(res.body.refresh)];
    expect(oldRow.usedAt).not.toBeNull();
    expect(newRow.family).toBe(oldRow.family);
    const me = await t
      .http()
      .get('/api/auth/user')
      .set('Host', clubs.a.org.host)
      .set(bearer(res.body.access));
    expect(me.status).toBe(200);
  });

  it('treats reuse of a used token as theft: 401 and the whole family is revoked', async () => {
    const first = await logInAs(t, clubs.a.org, clubs.a.user);
    const second = (await refresh(clubs.a.org.host, first.refresh)).body;
    const reuse = await refresh(clubs.a.org.host, first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('token_not_valid');
    // the thief's (or the owner's) newer token is dead too
    const after = await refresh(clubs.a.org.host, second.refresh);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('token_not_valid');
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.family, (await tokenRow(first.refresh)).family));
    expect(family.every((row) => row.revokedAt)).toBe(true);
  });

  it('lets only one of two concurrent uses of a token rotate', async () => {
    const { refresh: token } = await logInAs(t, clubs.a.org, clubs.a.user);
    const results = await Promise.all([
      refresh(clubs.a.org.host, token),
      refresh(clubs.a.org.host, token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("refuses club A's refresh token on club B's host, and leaves it working on A", async () => {
    const { refresh: token } = await logInAs(t, clubs.a.org, clubs.a.user);
    const res = await refresh(clubs.b.org.host, token);
    expect(res.status).toBe(401);
    expect((await refresh(clubs.a.org.host, token)).status).toBe(200);
  });

  it('refuses an expired, unknown or malformed token', async () => {
    const { refresh: token } = await logInAs(t, clubs.a.org, clubs.a.user);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expect((await refresh(clubs.a.org.host, token)).status).toBe(401);
    expect((await refresh(clubs.a.org.host, 'made-up-token')).status).toBe(401);
    const missing = await t.http().post('/api/auth/refresh').set('Host', clubs.a.org.host).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['Required.'] });
  });

  it('refuses to refresh for a person deactivated meanwhile: user_inactive', async () => {
    const person = await createPerson(t.db, clubs.a.org, { role: 'user' });
    const { refresh: token } = await logInAs(t, clubs.a.org, person);
    await t.db
      .update(people)
      .set({ isActive: false })
      .where(and(eq(people.organisationId, clubs.a.org.id), eq(people.id, person.id)));
    const res = await refresh(clubs.a.org.host, token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('user_inactive');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the presented refresh token (and its session)', async () => {
    const first = await logInAs(t, clubs.a.org, clubs.a.user);
    const res = await logout(clubs.a.org.host, { refresh: first.refresh });
    expect(res.status).toBe(204);
    expect((await tokenRow(first.refresh)).revokedAt).not.toBeNull();
    expect((await refresh(clubs.a.org.host, first.refresh)).status).toBe(401);
  });

  it('answers 204 for an unknown token or none, and does not touch another session', async () => {
    const other = await logInAs(t, clubs.a.org, clubs.a.admin);
    expect((await logout(clubs.a.org.host, { refresh: 'unknown' })).status).toBe(204);
    expect((await logout(clubs.a.org.host, {})).status).toBe(204);
    // club B cannot log out club A's session either
    expect((await logout(clubs.b.org.host, { refresh: other.refresh })).status).toBe(204);
    expect((await tokenRow(other.refresh)).revokedAt).toBeNull();
    expect((await refresh(clubs.a.org.host, other.refresh)).status).toBe(200);
  });
});
