import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Objects a request makes obsolete are deleted only once its answer is decided: the one a
 * change replaced after the change committed (so a failed commit never leaves a person
 * pointing at a deleted picture), the one a change stored if it did not commit (so a
 * refused or failed change leaves no orphan behind).
 */
type Deletion = { orgId: number; path: string; when: 'committed' | 'not-committed' };
const deletionsOf = new WeakMap<FastifyRequest, Deletion[]>();

const add = (request: FastifyRequest, deletion: Deletion) => {
  const list = deletionsOf.get(request) ?? [];
  list.push(deletion);
  deletionsOf.set(request, list);
};

/** Delete `path` of club `orgId` once this request's writes have committed. */
export const deleteWhenCommitted = (request: FastifyRequest, orgId: number, path: string) =>
  add(request, { orgId, path, when: 'committed' });

/** Delete `path` of club `orgId` unless this request's writes commit. */
export const deleteUnlessCommitted = (request: FastifyRequest, orgId: number, path: string) =>
  add(request, { orgId, path, when: 'not-committed' });

/**
 * Carries out the deletions of the requests of `scope` as their answers leave. Call it in
 * a module registered inside the tenant scope: its onSend hook then runs after the club
 * transaction's (plugins/club-transaction.ts, inherited from the parent scope, so first),
 * which commits or rolls back and turns a failed commit into an error status. The status
 * therefore says whether the writes are saved. Runs before the answer is written, so a
 * client reading the storage after its answer finds it already tidy. A deletion that
 * fails is logged and left (the change stands; the orphan costs a few kilobytes).
 */
export function useMediaCleanup(scope: FastifyInstance) {
  scope.addHook('onSend', async (request, reply, payload) => {
    const deletions = deletionsOf.get(request);
    if (!deletions) return payload;
    deletionsOf.delete(request);
    const committed = reply.statusCode < 400;
    for (const { orgId, path, when } of deletions) {
      if ((when === 'committed') !== committed) continue;
      await scope.media.remove(orgId, path).catch((error: unknown) => {
        request.log.warn({ err: error, org: orgId, path }, 'media object not deleted');
      });
    }
    return payload;
  });
}
