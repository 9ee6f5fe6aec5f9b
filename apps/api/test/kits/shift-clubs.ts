import { createTestApp, relaxedLimits, type TestApp, twoClubs } from '@test/clubs';
import { createEvent } from '@test/factories';
import { api } from '@test/http';
import { afterAll, beforeAll } from 'vitest';

type Clubs = Awaited<ReturnType<typeof twoClubs>>;

/**
 * The setup of the shift tests: an app (counting statements when asked) with two clubs,
 * callers as club A's admin and member, and events each on a day of their own in `year`
 * (09:00 UTC, 8 hours), so tests never mix. Call at the top of a test file.
 */
export function useShiftClubs(opts: { year: number; countQueries?: boolean }) {
  const kit = {
    t: undefined as unknown as TestApp,
    clubs: undefined as unknown as Clubs,
    asAdmin: () => api(kit.t, kit.clubs.a.org, kit.clubs.a.admin.token),
    asMember: () => api(kit.t, kit.clubs.a.org, kit.clubs.a.user.token),
    newEvent: (extra: { seriesId?: number } = {}) => {
      day += 1;
      const date = new Date(Date.UTC(opts.year, 0, day)).toISOString().slice(0, 10);
      return createEvent(kit.t.db, kit.clubs.a.org, {
        start: `${date}T09:00:00Z`,
        hours: 8,
        ...extra,
      });
    },
  };
  let day = 0;
  beforeAll(async () => {
    kit.t = await createTestApp(relaxedLimits, { countQueries: opts.countQueries ?? false });
    kit.clubs = await twoClubs(kit.t);
  });
  afterAll(() => kit.t?.close());
  return kit;
}
