import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '@/db/schema';
import { pgErrorCode, rowsOf } from '@/lib/postgres';
import type { RequestPathContext } from './context';

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

/**
 * Requests of two clubs at the same time on one pool: each club transaction sets its own
 * club on its own connection, and row-level security shows each only its club's rows,
 * whatever order their statements interleave in.
 */
export function twoClubBehaviours(t: RequestPathContext) {
  describe('two clubs interleaved', () => {
    it.runIf(t.driver.concurrentTransactions)(
      'keeps two open club transactions apart, statement by statement',
      async () => {
        const { database } = t.opened;
        const [a, b] = await Promise.all([
          database.openClubTransaction(t.a.id),
          database.openClubTransaction(t.b.id),
        ]);
        let committed = false;
        try {
          const readA = () => t.within(a, (db) => db.select({ name: roles.name }).from(roles));
          const readB = () => t.within(b, (db) => db.select({ name: roles.name }).from(roles));
          await t.within(a, (db) =>
            db.insert(roles).values({ organisationId: t.a.id, name: 'A new' }),
          );
          await t.within(b, (db) =>
            db.insert(roles).values({ organisationId: t.b.id, name: 'B new' }),
          );
          const [seenA, seenB] = await Promise.all([readA(), readB()]);
          expect(names(seenA)).not.toContain('B helm');
          expect(names(seenA)).toContain('A new');
          expect(names(seenB)).toEqual(['B helm', 'B new']);
          // A's transaction may not write a row of B: row-level security refuses it.
          const refused = await t
            .within(a, (db) =>
              db.transaction((inner) =>
                inner.insert(roles).values({ organisationId: t.b.id, name: 'A writing for B' }),
              ),
            )
            .catch((error: unknown) => error);
          expect(pgErrorCode(refused)).toBe('42501');
          const clubs = await Promise.all([
            t.within(a, (db) =>
              db.execute(sql`select current_setting('app.organisation_id') as org`),
            ),
            t.within(b, (db) =>
              db.execute(sql`select current_setting('app.organisation_id') as org`),
            ),
          ]);
          expect(clubs.map((result) => rowsOf<{ org: string }>(result)[0].org)).toEqual([
            String(t.a.id),
            String(t.b.id),
          ]);
          await Promise.all([a.end(true), b.end(true)]);
          committed = true;
        } finally {
          if (!committed) await Promise.all([a.end(false), b.end(false)]);
        }
        expect(await t.roleNamesOf(t.b)).toEqual(['B helm', 'B new']);
        expect(await t.roleNamesOf(t.a)).toContain('A new');
        expect(await t.roleNamesOf(t.a)).not.toContain('A writing for B');
      },
    );

    it.runIf(!t.driver.concurrentTransactions)(
      'runs a second club transaction only once the first has ended (one connection)',
      async () => {
        const { database } = t.opened;
        const a = await database.openClubTransaction(t.a.id);
        let bOpened = false;
        const opening = database.openClubTransaction(t.b.id).then((b) => {
          bOpened = true;
          return b;
        });
        const seenA = await t.within(a, (db) => db.select({ name: roles.name }).from(roles));
        expect(names(seenA)).not.toContain('B helm');
        expect(bOpened).toBe(false);
        await a.end(true);
        const b = await opening;
        const seenB = await t.within(b, (db) => db.select({ name: roles.name }).from(roles));
        await b.end(true);
        expect(names(seenB)).toEqual(['B helm']);
      },
    );

    it('answers requests of both clubs sent at once, each with its own club only', async () => {
      const expectedA = await t.roleNamesOf(t.a);
      const expectedB = await t.roleNamesOf(t.b);
      const calls = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? t.a : t.b));
      const answers = await Promise.all(calls.map((org) => t.call(org, 'GET', '/probe/roles')));
      answers.forEach((answer, i) => {
        expect(answer).toEqual({
          status: 200,
          body: { names: calls[i] === t.a ? expectedA : expectedB },
        });
      });
    });
  });
}
