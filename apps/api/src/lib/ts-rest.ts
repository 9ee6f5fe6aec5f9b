import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';

export const tsRest = initServer();

/**
 * Registers a contract router in `scope`. ts-rest installs its own error handler in the
 * scope: it hands request validation failures to ours and forwards every other error to
 * the parent scope, where the global handler answers. Both speak the spec's shapes.
 */
export function registerContract<T extends AppRouter>(
  scope: FastifyInstance,
  contract: T,
  implementation: RouterImplementation<T>,
) {
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
