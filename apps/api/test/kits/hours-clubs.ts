import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import { api } from '@test/http';
import { afterAll, beforeAll, expect } from 'vitest';

type Clubs = Awaited<ReturnType<typeof twoClubs>>;

/**
 * The setup of the hours, availability and dashboard tests: an app counting statements,
 * two clubs, callers as club A's admin and member and club B's admin (on B's host).
 */
export function useHoursClubs() {
  const kit = {
    t: undefined as unknown as TestApp,
    clubs: undefined as unknown as Clubs,
    db: () => kit.t.db,
    a: () => kit.clubs.a,
    b: () => kit.clubs.b,
    asAdmin: () => api(kit.t, kit.clubs.a.org, kit.clubs.a.admin.token),
    asMember: () => api(kit.t, kit.clubs.a.org, kit.clubs.a.user.token),
    asAnonymous: () => api(kit.t, kit.clubs.a.org),
    asAdminOfB: () => api(kit.t, kit.clubs.b.org, kit.clubs.b.admin.token),
    /** Turns `feature_timesheets` on or off for club A (through the API: the club is cached). */
    setTimesheets: async (on: boolean) => {
      const res = await kit.asAdmin().put('organisations/current/', { feature_timesheets: on });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    /** Statements the app sent for one call, between begin/set-club and commit. */
    statementsFor: async (call: () => Promise<{ status: number; body: unknown }>) => {
      await kit.asAdmin().get('roles/?limit=1'); // host cached, connections open
      kit.t.queries.reset();
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const sent = kit.t.queries.statements.filter((s) => !s.includes('pg_catalog.pg_type'));
      expect(sent[0]).toMatch(/^begin/);
      expect(sent.at(-1)).toMatch(/^commit/);
      return { count: sent.length - 3, body: res.body };
    },
  };
  beforeAll(async () => {
    kit.t = await createTestApp(relaxedLimits, { countQueries: true });
    kit.clubs = await twoClubs(kit.t);
  });
  afterAll(() => kit.t?.close());
  return kit;
}
