import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reusableQueriesByShape, reusableQuery, reusableSql } from '@/db/reusable-query';
import { roles } from '@/db/schema';
import type { RequestPathContext } from './context';

/**
 * Statements built once and run many times with different values (db/reusable-query.ts):
 * on postgres.js through the prebuilt fast path, on PGlite through drizzle's prepared
 * query bound to the current transaction. Run in parallel, each run must get its own
 * values and its own transaction's rows.
 */
export function reusableStatementBehaviours(t: RequestPathContext) {
  describe('reusable statements with placeholders', () => {
    const seeded = Array.from({ length: 8 }, (_, i) => `reusable ${i}`);
    let builds = 0;
    const roleNamed = reusableQuery<{ name: string }, { id: number; name: string }[]>(
      (db, param) => {
        builds++;
        return db
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(eq(roles.name, param('name')));
      },
    );
    const namesLike = reusableSql<{ pattern: string }, { name: string }>(
      (_db, param) =>
        sql`select ${roles.name} as name from ${roles} where ${roles.name} like ${param('pattern')} order by 1`,
    );
    const byShape = reusableQueriesByShape<{ name: string }[]>(4);
    const sorted = (direction: 'asc' | 'desc') =>
      byShape(direction, (db) =>
        db
          .select({ name: roles.name })
          .from(roles)
          .where(sql`${roles.name} like ${sql.placeholder('pattern')}`)
          .orderBy(direction === 'asc' ? roles.name : sql`${roles.name} desc`),
      );

    it('runs one built query in parallel with different values, each getting its own', async () => {
      await t.inClub(t.a, (db) =>
        db.insert(roles).values(seeded.map((name) => ({ organisationId: t.a.id, name }))),
      );
      const found = await t.inClub(t.a, (db) =>
        Promise.all(seeded.map((name) => roleNamed(db, { name }))),
      );
      expect(found.map((rows) => rows.map((row) => row.name))).toEqual(seeded.map((n) => [n]));
      expect(builds).toBe(1);
    });

    it('runs in whichever club transaction is current, two clubs at once', async () => {
      const inBoth = (org: typeof t.a) =>
        t.inClub(org, (db) =>
          Promise.all([roleNamed(db, { name: 'A helm' }), roleNamed(db, { name: 'B helm' })]),
        );
      const [seenByA, seenByB] = t.driver.concurrentTransactions
        ? await Promise.all([inBoth(t.a), inBoth(t.b)])
        : [await inBoth(t.a), await inBoth(t.b)];
      expect(seenByA.map((rows) => rows.length)).toEqual([1, 0]);
      expect(seenByB.map((rows) => rows.length)).toEqual([0, 1]);
      expect(builds).toBe(1);
    });

    it('runs a built sql statement in parallel with different values', async () => {
      const found = await t.inClub(t.a, (db) =>
        Promise.all([
          namesLike(db, { pattern: 'reusable 1%' }),
          namesLike(db, { pattern: 'reusable 2%' }),
          namesLike(db, { pattern: 'nothing%' }),
          namesLike(db, { pattern: 'B%' }), // B's role: not in A's transaction
        ]),
      );
      expect(found).toEqual([[{ name: 'reusable 1' }], [{ name: 'reusable 2' }], [], []]);
    });

    it('keeps one built query per shape, each run with its own values', async () => {
      const [up, down, upAgain] = await t.inClub(t.a, (db) =>
        Promise.all([
          sorted('asc')(db, { pattern: 'reusable%' }),
          sorted('desc')(db, { pattern: 'reusable%' }),
          sorted('asc')(db, { pattern: 'reusable 7' }),
        ]),
      );
      expect(up.map((row) => row.name)).toEqual(seeded);
      expect(down.map((row) => row.name)).toEqual([...seeded].reverse());
      expect(upAgain).toEqual([{ name: 'reusable 7' }]);
    });

    it('refuses a run that leaves a placeholder without a value', async () => {
      await expect(t.inClub(t.a, (db) => roleNamed(db, {} as { name: string }))).rejects.toThrow(
        /placeholder "name"/,
      );
    });
  });
}
