import type { Dashboard, RecordHours } from '@crewcall/contract';
import { expect } from 'vitest';
import { useTwoClubs } from './two-clubs';

/**
 * The setup of the hours, availability and dashboard tests: the two clubs of useTwoClubs on
 * an app counting statements, with a switch for timesheets and a statement counter per call.
 */
export function useHoursClubs() {
  const base = useTwoClubs({ countQueries: true });
  const kit = Object.assign(base, {
    /** Turns `feature_timesheets` on or off for club A (through the API: the club is cached). */
    setTimesheets: async (on: boolean) => {
      const res = await kit.asAdmin().put('organisations/current/', { feature_timesheets: on });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    /** Statements the app sent for one call, between begin/set-club and commit. */
    statementsFor: async (call: () => Promise<{ status: number; body: unknown }>) => {
      // The club read afresh (its cache keeps it 5 s: a slow machine must not see it expire
      // inside the call counted), connections open.
      kit.t.app.organisationCache.forget(kit.a().org.id);
      await kit.asAdmin().get('roles/?limit=1');
      kit.t.queries.reset();
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const sent = kit.t.queries.statements.filter((s) => !s.includes('pg_catalog.pg_type'));
      expect(sent[0]).toMatch(/^begin/);
      expect(sent.at(-1)).toMatch(/^commit/);
      return { count: sent.length - 3, body: res.body };
    },
  });
  return kit;
}

/** The Record Hours card of a dashboard answer, in the card's own shape. */
export const recordHoursOf = (dashboard: Dashboard): RecordHours => ({
  today: dashboard.today,
  shifts: dashboard.record_hours,
});
