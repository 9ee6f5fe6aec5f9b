import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '@/db/schema';
import { pgErrorCode } from '@/lib/postgres';
import type { RequestPathContext } from './context';

/**
 * Statements a request sends together (Promise.all: on postgres.js they leave in one write
 * and their answers come back in order). When one fails, PostgreSQL aborts the transaction:
 * the ones before it ran, the ones after it are refused, and nothing of it may be kept.
 */
export function pipelineErrorBehaviours(t: RequestPathContext) {
  describe('an error in the middle of pipelined statements', () => {
    it('refuses the statements after it, and the transaction keeps nothing', async () => {
      const club = await t.opened.database.openClubTransaction(t.a.id);
      const outcomes = await t.within(club, (db) =>
        Promise.allSettled([
          db.insert(roles).values({ organisationId: t.a.id, name: 'pipelined first' }),
          db.execute(sql`select 1 / 0`),
          db.insert(roles).values({ organisationId: t.a.id, name: 'pipelined last' }),
        ]),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      const codes = outcomes.map((o) => (o.status === 'rejected' ? pgErrorCode(o.reason) : 'ok'));
      // 22012 division by zero; 25P02 "current transaction is aborted".
      expect(codes).toEqual(['ok', '22012', '25P02']);
      // COMMIT of an aborted transaction is answered with a rollback: end(true) says so.
      await expect(club.end(true)).rejects.toThrow(/rolled back instead of committed/);
      expect(await t.roleNamesOf(t.a)).not.toContain('pipelined first');
      // The connection went back to the pool in a usable state.
      expect(await t.inClub(t.a, (db) => db.select().from(roles))).not.toHaveLength(0);
    });

    it('answers the request with a clear error and changes nothing', async () => {
      const before = await t.roleNamesOf(t.a);
      const res = await t.call(t.a, 'POST', '/probe/pipeline', {
        names: ['request first', 'request last'],
      });
      expect(res).toEqual({
        status: 400,
        body: { non_field_errors: ['A value in this request is out of range or not valid.'] },
      });
      expect(await t.roleNamesOf(t.a)).toEqual(before);
      const next = await t.call(t.a, 'GET', '/probe/roles');
      expect(next).toEqual({ status: 200, body: { names: before } });
    });

    it('never answers success for a request whose failed statement was caught and ignored', async () => {
      const res = await t.call(t.a, 'POST', '/probe/swallowed', { name: 'swallowed' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ detail: 'A server error occurred. Please try again.' });
      expect(await t.roleNamesOf(t.a)).not.toContain('swallowed');
      expect((await t.call(t.a, 'GET', '/probe/roles')).status).toBe(200);
    });
  });
}
