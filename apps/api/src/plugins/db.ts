import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '@/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Shares one opened database with every route; the caller owns opening and closing it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
