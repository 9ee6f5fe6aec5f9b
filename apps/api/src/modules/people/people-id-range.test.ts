import { twoClubs } from '@test/clubs';
import { createPerson } from '@test/factories';
import { accessTokenFor, api } from '@test/http';
import { createTestApp, relaxedLimits, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '@/db/schema';

/**
 * Ids are PostgreSQL integers: an id past 2^31 - 1 names no row, so the contract refuses
 * it as a field error before any SQL runs (it used to reach PostgreSQL, which refused it
 * with an out-of-range error logged, SQL and all, at error level).
 */
let t: TestApp;
let clubs: Awaited<ReturnType<typeof twoClubs>>;

beforeAll(async () => {
  t = await createTestApp(relaxedLimits, { logLevel: 'warn' });
  clubs = await twoClubs(t);
});
afterAll(() => t?.close());

describe('PUT /api/people with an id out of the integer range', () => {
  it.each([2 ** 31, 2 ** 53, 1e308])(
    'id %d: a 400 naming the field, nothing logged at error level, nothing changed',
    async (id) => {
      const pending = await createPerson(t.db, clubs.a.org, { role: 'new' });
      const before = t.logs.length;
      const res = await api(t, clubs.a.org, accessTokenFor(t, clubs.a.admin)).put('people', [
        { id: pending.id, is_active: true },
        { id, is_active: true },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        '1.id': ['Ensure this value is less than or equal to 2147483647.'],
      });
      const errors = t.logs.slice(before).filter((line) => line.level >= 50);
      expect(errors).toEqual([]);
      const [row] = await t.db.select().from(people).where(eq(people.id, pending.id));
      expect(row.isActive).toBe(false);
    },
  );

  it('the largest integer id is still a well-formed request: not found, not an error', async () => {
    const before = t.logs.length;
    const res = await api(t, clubs.a.org, accessTokenFor(t, clubs.a.admin)).put('people', [
      { id: 2 ** 31 - 1, is_active: true },
    ]);
    expect(res.status).toBeLessThan(500);
    expect(t.logs.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });
});
