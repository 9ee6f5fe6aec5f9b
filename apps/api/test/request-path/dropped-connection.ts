import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '@/db/schema';
import { rowsOf } from '@/lib/postgres';
import type { RequestPathContext } from './context';

const SERVER_ERROR = { detail: 'A server error occurred. Please try again.' };

/**
 * The database ends a request's session under it (an operator's pg_terminate_backend, a
 * failover, a network cut): the request fails with a server error and no partial write,
 * and the pool opens a new connection for the next request instead of handing out the
 * dead one. PGlite runs in-process: there is no connection to lose.
 */
export function droppedConnectionBehaviours(t: RequestPathContext) {
  const noServer = t.driver.name === 'pglite';
  describe.skipIf(noServer)('a dropped connection (PostgreSQL only: PGlite has none)', () => {
    const terminate = (pid: number) => t.opened.terminateBackend?.(pid) ?? Promise.resolve();
    const allAnswer = async (count: number) => {
      const answers = await Promise.all(
        Array.from({ length: count }, () => t.call(t.a, 'GET', '/probe/roles')),
      );
      return answers.map((answer) => answer.status);
    };

    it('fails the request whose connection died mid-request, and the pool recovers', async () => {
      t.whileHeld = terminate;
      try {
        const res = await t.call(t.a, 'GET', '/probe/held');
        expect(res).toEqual({ status: 500, body: SERVER_ERROR });
      } finally {
        t.whileHeld = async () => {};
      }
      expect(await allAnswer(6)).toEqual(Array(6).fill(200));
    });

    it('replaces a connection that died while idle in the pool', async () => {
      const pids: number[] = [];
      t.whileHeld = async (pid) => void pids.push(pid);
      try {
        await Promise.all([t.call(t.a, 'GET', '/probe/held'), t.call(t.a, 'GET', '/probe/held')]);
      } finally {
        t.whileHeld = async () => {};
      }
      for (const pid of new Set(pids)) await terminate(pid);
      expect(await allAnswer(6)).toEqual(Array(6).fill(200));
    });

    it('does not report success for a write whose commit never happened', async () => {
      // The connection dies after the write and before COMMIT: the client must not be told
      // it was saved, and nothing may be left half done.
      let pid = 0;
      const club = await t.opened.database.openClubTransaction(t.a.id);
      await t.within(club, async (db) => {
        await db.insert(roles).values({ organisationId: t.a.id, name: 'never committed' });
        [{ pid }] = rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
      });
      await terminate(pid);
      await expect(club.end(true)).rejects.toThrow();
      expect(await t.roleNamesOf(t.a)).not.toContain('never committed');
      expect(await allAnswer(4)).toEqual(Array(4).fill(200));
    });

    it('answers a server error, not 201, when the connection dies before the commit', async () => {
      t.whileHeld = terminate;
      try {
        const res = await t.call(t.a, 'POST', '/probe/write-held', { name: 'answered unsaved' });
        expect(res).toEqual({ status: 500, body: SERVER_ERROR });
      } finally {
        t.whileHeld = async () => {};
      }
      expect(await t.roleNamesOf(t.a)).not.toContain('answered unsaved');
      expect(await allAnswer(4)).toEqual(Array(4).fill(200));
    });
  });
}
