import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { jsonRowsStatement, namedColumns } from '@/db/json-rows';
import { reusableSql } from '@/db/reusable-query';
import { roles } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Config } from '@/env';
import { sendJsonText } from '@/lib/json-text';
import { rowsOf } from '@/lib/postgres';
import dbPlugin from '@/plugins/db';
import errorsPlugin from '@/plugins/errors';
import tenantPlugin, { withTenant } from '@/plugins/tenant';

/** The club's roles as JSON text written by PostgreSQL. */
const rolesAsJson = reusableSql<{ orgId: number }, { body: string }>((db, param) =>
  jsonRowsStatement(
    db
      .select(namedColumns({ id: roles.id, name: roles.name }))
      .from(roles)
      .where(inClub(roles, param('orgId'))),
    '"name", "id"',
  ),
);

/**
 * The request path of the app (error handler, database, club by host, one club transaction
 * per request: plugins/tenant.ts and plugins/club-transaction.ts) with a few routes that
 * make it fail on purpose. The real app's plugins, registered as app.ts registers them.
 */
export async function probeApp(
  database: Database,
  hooks: {
    /** Called while a request holds its connection, with that connection's backend pid. */
    whileHeld?: (pid: number) => Promise<void>;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(tenantPlugin, { config: { TRUST_PROXY: false } as Config });
  await app.register(
    withTenant(async (scope) => {
      // The club's role names, read with no club filter: row-level security alone scopes it.
      scope.get('/probe/roles', async () => {
        const rows = await scope.db.select({ name: roles.name }).from(roles).orderBy(roles.name);
        return { names: rows.map((row) => row.name) };
      });
      // The same, written as JSON by PostgreSQL and sent as it is.
      scope.get('/probe/roles.json', async (request, reply) => {
        const [{ body }] = await rolesAsJson(scope.db, { orgId: request.organisation.id });
        return sendJsonText(reply, body);
      });
      // Three statements sent together, the middle one failing (a division by zero).
      scope.post<{ Body: { names: [string, string] } }>('/probe/pipeline', async (request) => {
        const [first, last] = request.body.names;
        const organisationId = request.organisation.id;
        await Promise.all([
          scope.db.insert(roles).values({ organisationId, name: first }),
          scope.db.execute(sql`select 1 / 0`),
          scope.db.insert(roles).values({ organisationId, name: last }),
        ]);
        return { written: true };
      });
      // Writes, then swallows a failed statement (no savepoint) and answers 200 as if saved.
      scope.post<{ Body: { name: string } }>('/probe/swallowed', async (request) => {
        await scope.db.insert(roles).values({
          organisationId: request.organisation.id,
          name: request.body.name,
        });
        await scope.db.execute(sql`select 1 / 0`).catch(() => {});
        return { written: true };
      });
      // Holds its connection until `whileHeld` returns, then reads.
      scope.get('/probe/held', async () => {
        const [{ pid }] = rowsOf<{ pid: number }>(
          await scope.db.execute(sql`select pg_backend_pid() as pid`),
        );
        await hooks.whileHeld?.(pid);
        const rows = await scope.db.select({ name: roles.name }).from(roles);
        return { names: rows.map((row) => row.name) };
      });
      // Writes, holds its connection until `whileHeld` returns, then answers 201.
      scope.post<{ Body: { name: string } }>('/probe/write-held', async (request, reply) => {
        await scope.db.insert(roles).values({
          organisationId: request.organisation.id,
          name: request.body.name,
        });
        const [{ pid }] = rowsOf<{ pid: number }>(
          await scope.db.execute(sql`select pg_backend_pid() as pid`),
        );
        await hooks.whileHeld?.(pid);
        return reply.status(201).send({ written: true });
      });
    }),
  );
  await app.ready();
  return app;
}
