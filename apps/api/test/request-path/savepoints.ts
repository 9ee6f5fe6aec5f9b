import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '@/db/schema';
import { withPlatformScope } from '@/db/scope';
import { pgErrorCode, rowsOf } from '@/lib/postgres';
import type { RequestPathContext } from './context';

/**
 * A `db.transaction()` inside a request is a savepoint of the request's club transaction
 * (on PostgreSQL: db/postgres-club-transaction.ts `withSavepoints`; on PGlite: drizzle's).
 */
export function savepointBehaviours(t: RequestPathContext) {
  describe('savepoints inside a club transaction', () => {
    it('commits on end(true) and rolls back on end(false)', async () => {
      const kept = await t.opened.database.openClubTransaction(t.a.id);
      await t.within(kept, (db) =>
        db.insert(roles).values({ organisationId: t.a.id, name: 'kept' }),
      );
      await kept.end(true);
      const dropped = await t.opened.database.openClubTransaction(t.a.id);
      await t.within(dropped, (db) =>
        db.insert(roles).values({ organisationId: t.a.id, name: 'dropped' }),
      );
      await dropped.end(false);
      expect(await t.roleNamesOf(t.a)).toEqual(['A helm', 'kept']);
    });

    it('undoes only a failing savepoint’s writes, and the outer transaction commits', async () => {
      await t.inClub(t.a, async (db) => {
        await db.insert(roles).values({ organisationId: t.a.id, name: 'outer' });
        await expect(
          db.transaction(async (inner) => {
            await inner.insert(roles).values({ organisationId: t.a.id, name: 'inner' });
            throw new Error('inner work failed');
          }),
        ).rejects.toThrow('inner work failed');
        await db.transaction(async (inner) => {
          await inner.update(roles).set({ name: 'outer, renamed' }).where(eq(roles.name, 'outer'));
        });
      });
      expect(await t.roleNamesOf(t.a)).toEqual(['A helm', 'kept', 'outer, renamed']);
      await t.inClub(t.a, (db) => db.delete(roles).where(eq(roles.name, 'outer, renamed')));
    });

    it('recovers the transaction when a statement fails inside a savepoint', async () => {
      // A statement PostgreSQL refuses aborts the whole transaction; rolling back to the
      // savepoint is what lets the request go on and commit.
      await t.inClub(t.a, async (db) => {
        const failed = await db
          .transaction(async (inner) => {
            await inner.insert(roles).values({ organisationId: t.a.id, name: 'lost' });
            await inner.execute(sql`select 1 / 0`);
          })
          .catch((error: unknown) => error);
        expect(pgErrorCode(failed)).toBe('22012'); // division by zero
        await db.insert(roles).values({ organisationId: t.a.id, name: 'after the savepoint' });
      });
      expect(await t.roleNamesOf(t.a)).toEqual(['A helm', 'after the savepoint', 'kept']);
    });

    it('nests savepoints: the innermost fails, the middle one and the outer commit', async () => {
      await t.inClub(t.a, async (db) => {
        await db.transaction(async (middle) => {
          await middle.insert(roles).values({ organisationId: t.a.id, name: 'middle' });
          await expect(
            middle.transaction(async (inner) => {
              await inner.insert(roles).values({ organisationId: t.a.id, name: 'innermost' });
              await inner.execute(sql`select 1 / 0`);
            }),
          ).rejects.toThrow();
          await middle.update(roles).set({ name: 'middle, kept' }).where(eq(roles.name, 'middle'));
        });
        // Savepoints are numbered by depth: a second one at the same depth works too.
        await db.transaction(async (again) => {
          await again.insert(roles).values({ organisationId: t.a.id, name: 'second savepoint' });
        });
      });
      expect(await t.roleNamesOf(t.a)).toEqual([
        'A helm',
        'after the savepoint',
        'kept',
        'middle, kept',
        'second savepoint',
      ]);
    });

    it('switches a platform scope (a savepoint) off again, leaving the club fence up', async () => {
      const seen = await t.inClub(t.a, async (db) => {
        const across = await withPlatformScope(db, (platform) =>
          platform.select({ name: roles.name }).from(roles),
        );
        const after = await db.select({ name: roles.name }).from(roles);
        const [setting] = rowsOf<{ scope: string }>(
          await db.execute(sql`select current_setting('app.platform_scope', true) as scope`),
        );
        return { across: across.length, after: after.length, scope: setting.scope };
      });
      expect(seen.across).toBeGreaterThan(seen.after); // B's role too, only inside the scope
      expect(seen.after).toBe((await t.roleNamesOf(t.a)).length);
      expect(seen.scope).toBe('off');
    });
  });
}
