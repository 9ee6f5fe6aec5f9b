import { createOrg, type TestOrg } from '@test/factories';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/db/client';
import { roles } from '@/db/schema';
import { type ClubTransaction, runInTransaction } from '@/db/scope';
import type { OpenedDatabase, RequestPathDriver } from './drivers';
import { probeApp } from './probe-app';

/**
 * What every part of the request-path suite starts from: the database opened by `driver`,
 * two clubs (A and B, each with a role named after it), and the probe app on it.
 */
export type RequestPathContext = {
  driver: RequestPathDriver;
  opened: OpenedDatabase;
  a: TestOrg;
  b: TestOrg;
  app: FastifyInstance;
  /** Set by a test to run while /probe/held holds its connection (gets its backend pid). */
  whileHeld: (pid: number) => Promise<void>;
  /** `work` in a club transaction of `org`, ended with commit (or rollback if it throws). */
  inClub: <T>(org: TestOrg, work: (db: Db) => Promise<T>) => Promise<T>;
  /** `work` with `club` as the active transaction (as a request's handler runs). */
  within: <T>(club: ClubTransaction, work: (db: Db) => Promise<T>) => Promise<T>;
  /** Role names of `org`, read across clubs (as the platform), sorted. */
  roleNamesOf: (org: TestOrg) => Promise<string[]>;
  /** GET/POST on the probe app as a caller of `org` (by its host). */
  call: (
    org: TestOrg,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ) => Promise<{ status: number; body: unknown }>;
};

export function useRequestPathContext(driver: RequestPathDriver): RequestPathContext {
  const context = {
    driver,
    whileHeld: async () => {},
  } as unknown as RequestPathContext;

  context.within = (club, work) =>
    runInTransaction(club.tx, () => work(context.opened.database.db));
  context.inClub = async (org, work) => {
    const club = await context.opened.database.openClubTransaction(org.id);
    let commit = false;
    try {
      const result = await context.within(club, work);
      commit = true;
      return result;
    } finally {
      await club.end(commit);
    }
  };
  context.roleNamesOf = (org) =>
    context.opened.seed(async (db) =>
      (
        await db
          .select({ name: roles.name })
          .from(roles)
          .where(eq(roles.organisationId, org.id))
          .orderBy(asc(roles.name))
      ).map((row) => row.name),
    );
  context.call = async (org, method, url, payload) => {
    const res = await context.app.inject({
      method,
      url,
      headers: { host: org.host },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };

  beforeAll(async () => {
    context.opened = await driver.open();
    const { a, b } = await context.opened.seed(async (db) => {
      const a = await createOrg(db, { name: 'Club A' });
      const b = await createOrg(db, { name: 'Club B' });
      await db.insert(roles).values([
        { organisationId: a.id, name: 'A helm' },
        { organisationId: b.id, name: 'B helm' },
      ]);
      return { a, b };
    });
    context.a = a;
    context.b = b;
    context.app = await probeApp(context.opened.database, {
      whileHeld: (pid) => context.whileHeld(pid),
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.opened?.close();
  });
  return context;
}
