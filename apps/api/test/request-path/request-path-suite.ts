import { describe } from 'vitest';
import { useRequestPathContext } from './context';
import type { RequestPathDriver } from './drivers';
import { droppedConnectionBehaviours } from './dropped-connection';
import { jsonRowBehaviours } from './json-rows';
import { pipelineErrorBehaviours } from './pipeline-errors';
import { reusableStatementBehaviours } from './reusable-statements';
import { rowDecoderBehaviours } from './row-decoders';
import { savepointBehaviours } from './savepoints';
import { twoClubBehaviours } from './two-clubs';

/**
 * The request path's machinery, one suite of behaviours for both databases: the club
 * transaction (db/postgres-club-transaction.ts on PostgreSQL, db/scope.ts on PGlite) with
 * its savepoints, errors and lost connections, the plugins that open and end it per request
 * (plugins/tenant.ts, plugins/club-transaction.ts), built-once statements
 * (db/reusable-query.ts, db/prebuilt-rows.ts) and JSON written by PostgreSQL
 * (db/json-rows.ts, lib/json-text.ts).
 *
 * Run by test/request-path/postgres.test.ts (pg project) and test/pglite/request-path.test.ts
 * (pglite project). The parts share one database and run in order: later ones find the
 * rows earlier ones committed.
 */
export function describeRequestPath(driver: RequestPathDriver) {
  describe(`the request path on ${driver.name}`, () => {
    const context = useRequestPathContext(driver);
    savepointBehaviours(context);
    pipelineErrorBehaviours(context);
    twoClubBehaviours(context);
    reusableStatementBehaviours(context);
    rowDecoderBehaviours(context);
    jsonRowBehaviours(context);
    droppedConnectionBehaviours(context);
  });
}
