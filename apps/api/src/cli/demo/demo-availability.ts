import type { Db } from '@/db/client';
import { dayAfter, dayStart } from '@/db/read/club-time';
import { availability } from '@/db/schema';
import { addDays, weekday } from './club-days';
import type { DemoClub, PlannedShift } from './demo-shifts';

/*
 * Availability for the coming weekends, as volunteers set it: one row per person and day
 * from the day's midnight to the next in the club's zone (as the availability calls store
 * a day). A varied pattern so the admin's grid shows all three answers and some blanks;
 * nobody is "Unavailable" on a day they hold a shift.
 */

const UNAVAILABLE = 0;
const AVAILABLE = 1;
const ONLY_IF_REQUIRED = 2;
/** Cycled through per person and day; null: said nothing for that day. */
const PATTERN = [
  AVAILABLE,
  AVAILABLE,
  ONLY_IF_REQUIRED,
  UNAVAILABLE,
  AVAILABLE,
  null,
  ONLY_IF_REQUIRED,
];

const WEEKS_AHEAD = 4;

/** Saturdays and Sundays from tomorrow to WEEKS_AHEAD weeks on. */
function comingWeekendDays(today: string): string[] {
  const days: string[] = [];
  for (let i = 1; i <= WEEKS_AHEAD * 7; i++) {
    const date = addDays(today, i);
    if (weekday(date) === 0 || weekday(date) === 6) days.push(date);
  }
  return days;
}

/** Inserts the rows in one statement; answers how many. */
export async function insertAvailability(tx: Db, club: DemoClub, planned: PlannedShift[]) {
  const onShift = new Set(planned.map((shift) => `${shift.personId}:${shift.date}`));
  const people = [club.vicky, ...club.volunteers];
  const rows = people.flatMap((personId, p) =>
    comingWeekendDays(club.today).flatMap((date, d) => {
      const said = PATTERN[(p + d) % PATTERN.length];
      if (said === null) return [];
      const available =
        said === UNAVAILABLE && onShift.has(`${personId}:${date}`) ? AVAILABLE : said;
      return [
        {
          organisationId: club.organisationId,
          personId,
          start: dayStart(date, club.timeZone),
          end: dayAfter(date, club.timeZone),
          available,
        },
      ];
    }),
  );
  await tx.insert(availability).values(rows);
  return rows.length;
}
