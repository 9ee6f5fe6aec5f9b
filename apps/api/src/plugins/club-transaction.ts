import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ClubTransaction, runInTransaction } from '@/db/scope';
import { toErrorAnswer } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's club transaction (tenant routes only). */
    clubTransaction?: ClubTransaction;
    /**
     * Commit this request's writes even though it answers an error: for the few side
     * effects that must outlive a refusal (e.g. revoking a stolen token's family).
     */
    keepChangesOnError: () => void;
  }
}

const resumeInScope = Symbol('resumeInScope');
const keepOnError = Symbol('keepOnError');
const clientGone = Symbol('clientGone');
type ScopedRequest = FastifyRequest & {
  [resumeInScope]?: AsyncResource;
  [keepOnError]?: boolean;
  [clientGone]?: boolean;
};

/**
 * Nobody is left to answer: status 499 ("client closed request", as nginx logs it) keeps
 * it a refusal logged at info level instead of a server error.
 */
const clientClosed = () =>
  Object.assign(new Error('The client closed the connection.'), { statusCode: 499 });

/**
 * Every request of a tenant scope runs in one transaction with its club set, so row-level
 * security applies to everything it reads or writes, and a request that fails changes
 * nothing: it commits before the answer is sent when the status is below 400, and rolls
 * back otherwise. A commit that fails turns the answer into an error: the client is never
 * told that writes were saved when they were not.
 *
 * It cannot be removed without removing the club fence (outside a transaction with the
 * club set, every tenant table reads as empty). What it costs: each request holds a pooled
 * connection from its first hook to its answer, so the pool size bounds the requests in
 * flight; on PostgreSQL opening it costs no round trip of its own
 * (db/postgres-club-transaction.ts).
 */
export function useClubTransaction(scope: FastifyInstance) {
  scope.decorateRequest('keepChangesOnError', function (this: ScopedRequest) {
    this[keepOnError] = true;
  });

  // Runs right after the tenant hook has found the club.
  scope.addHook('onRequest', (request: ScopedRequest, _reply, done) => {
    scope.database.openClubTransaction(request.organisation.id).then((club) => {
      request.clubTransaction = club;
      // The client hung up while this request waited for a connection: nothing will
      // answer it or end it later, so give the connection back now.
      if (request[clientGone]) {
        club.end(false).then(
          () => done(clientClosed()),
          (error) => done(error),
        );
        return;
      }
      runInTransaction(club.tx, () => {
        // Body parsing resumes in the socket's async context, not ours: keep a handle to
        // re-enter this one before validation and the handler (as @fastify/request-context).
        // Without a body, validation follows in this very context.
        if (hasBody(request)) {
          request[resumeInScope] = new AsyncResource('crewcall-club-transaction');
        }
        done();
      });
    }, done);
  });
  scope.addHook('preValidation', (request: ScopedRequest, _reply, done) => {
    const resource = request[resumeInScope];
    if (resource) resource.runInAsyncScope(done);
    else done();
  });

  scope.addHook('onSend', async (request: ScopedRequest, reply: FastifyReply, payload) => {
    try {
      await request.clubTransaction?.end(reply.statusCode < 400 || request[keepOnError] === true);
    } catch (error) {
      // The commit failed (the connection was lost, or a statement whose failure the
      // handler caught had aborted the transaction): what the handler answered was not
      // saved, so the client gets the error instead, in the API's shape.
      request.log.error({ err: error }, 'commit failed');
      const [status, body] = toErrorAnswer(error);
      reply.code(status).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify(body);
    }
    return payload;
  });
  // Aborted or failed before onSend: never leave the transaction (and its connection) open.
  const rollBack = async (request: FastifyRequest) => {
    await request.clubTransaction?.end(false).catch((error) => request.log.error(error));
  };
  scope.addHook('onResponse', rollBack);
  scope.addHook('onRequestAbort', async (request: ScopedRequest) => {
    request[clientGone] = true; // also when its transaction is still opening (see onRequest)
    await rollBack(request);
  });
}

const hasBody = (request: FastifyRequest) =>
  request.headers['content-length'] !== undefined ||
  request.headers['transfer-encoding'] !== undefined;
