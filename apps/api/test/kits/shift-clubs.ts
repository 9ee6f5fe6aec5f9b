import { createEvent } from '../factories';
import { useTwoClubs } from './two-clubs';

/**
 * The setup of the shift tests: the two clubs of useTwoClubs (counting statements when
 * asked), and events of club A each on a day of their own in `year` (09:00 UTC, 8 hours),
 * so tests never mix. Call at the top of a test file.
 */
export function useShiftClubs(opts: { year: number; countQueries?: boolean }) {
  let day = 0;
  const kit = Object.assign(useTwoClubs({ countQueries: opts.countQueries }), {
    newEvent: (extra: { seriesId?: number } = {}) => {
      day += 1;
      const date = new Date(Date.UTC(opts.year, 0, day)).toISOString().slice(0, 10);
      return createEvent(kit.t.db, kit.clubs.a.org, {
        start: `${date}T09:00:00Z`,
        hours: 8,
        ...extra,
      });
    },
  });
  return kit;
}
