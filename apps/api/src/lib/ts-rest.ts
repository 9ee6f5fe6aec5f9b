import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';

export const tsRest = initServer();

/** The scopes a contract was registered in (see registerContract). */
const scopesWithContract = new WeakSet<FastifyInstance>();

/**
 * Registers a contract router in `scope`. ts-rest installs its own error handler in the
 * scope: it hands request validation failures to ours and forwards every other error to
 * the parent scope, where the global handler answers. Both speak the spec's shapes.
 *
 * One registration a scope: a second one would replace the first's error handler (Fastify
 * warns FSTWRN004 at every start) and take that handler for "ours". Two contracts of one
 * module are registered together (`{ ...a, ...b }`) or in scopes of their own.
 */
export function registerContract<T extends AppRouter>(
  scope: FastifyInstance,
  contract: T,
  implementation: RouterImplementation<T>,
) {
  if (scopesWithContract.has(scope))
    throw new Error(
      'This scope has a contract already: register both in one call, or each in its own scope.',
    );
  scopesWithContract.add(scope);
  // The API's handler as this scope inherited it (plugins/errors.ts), taken before ts-rest
  // installs its own; lib/ imports no plugin, so it is looked up, not imported.
  const apiErrorHandler = scope.errorHandler;
  tsRest.registerRouter(contract, implementation, scope, {
    logInitialization: false,
    responseValidation: false,
    requestValidationErrorHandler: (error, request, reply) =>
      apiErrorHandler.call(scope, error as never, request, reply),
  });
}
