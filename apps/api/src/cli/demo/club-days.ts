import { DEFAULT_TIME_ZONE } from '@crewcall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { dateIn } from '@/modules/hours';

/*
 * Days and times of the demo rota, as the club sees them. Clubs have no time zone of
 * their own: the app reads "today" in DEFAULT_TIME_ZONE unless the caller names another
 * (modules/hours/time-zone.ts), and the web app creates events at the wall-clock times
 * the admin types. So the rota is planned as dates (YYYY-MM-DD) and wall-clock times in
 * that zone, and PostgreSQL turns them into moments, daylight saving included.
 */

export const CLUB_ZONE = DEFAULT_TIME_ZONE;

/** Today's date in the club's zone, as Record Hours reads it. */
export const clubToday = (): string => dateIn(CLUB_ZONE);

const DAY_MS = 24 * 60 * 60 * 1000;
const asUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** `date` moved by `days` (negative: earlier). Plain calendar arithmetic, no zone. */
export const addDays = (date: string, days: number): string =>
  new Date(asUtcDay(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string): number => asUtcDay(date).getUTCDay();

/** The first `day` (0 Sunday … 6 Saturday) strictly after `date`. */
export const nextWeekday = (date: string, day: number): string =>
  addDays(date, (day - weekday(date) + 7) % 7 || 7);

/** The last `day` strictly before `date`. */
export const previousWeekday = (date: string, day: number): string =>
  addDays(date, -((weekday(date) - day + 7) % 7 || 7));

/** The moment `time` (HH:MM) on `date` in the club's zone, in SQL. */
export const clubMoment = (date: string, time: string): SQL =>
  sql`((${date}::date + ${time}::time) at time zone ${CLUB_ZONE})`;
