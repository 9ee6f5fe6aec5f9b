import { type SQL, sql } from 'drizzle-orm';
import { dateIn } from '@/db/read/club-time';

/*
 * Days and times of the demo rota, as the club sees them: the app reads "today" in the
 * club's time zone (db/read/club-time.ts, clubTimeZone), and the web app creates
 * events at the wall-clock times the admin types there. So the rota is planned as dates
 * (YYYY-MM-DD) and wall-clock times in the club's zone, and PostgreSQL turns them into
 * moments, daylight saving included.
 */

/** Today's date in the club's zone `zone`, as Record Hours reads it. */
export const clubToday = (zone: string): string => dateIn(zone);

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

/** The moment `time` (HH:MM) on `date` in the club's zone `zone`, in SQL. */
export const clubMoment = (zone: string, date: string, time: string): SQL =>
  sql`((${date}::date + ${time}::time) at time zone ${zone})`;
