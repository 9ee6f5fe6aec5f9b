import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { dayjs } from '@/lib/time-zone';

/**
 * FullCalendar draws in the club's zone (`timeZone: 'Europe/London'`), not the browser's.
 * Without a plugin FullCalendar treats a named zone as UTC; its own plugins for named zones
 * need luxon or moment-timezone, a second date library. This is the same small extension
 * point (a zone's offset at a wall-clock time, and an instant's wall clock) answered by the
 * dayjs timezone plugin the app already uses, so the calendar, its "today", the dates it
 * hands back (real instants: a day's Date is its midnight on the club's clock) and our own
 * formatting all agree.
 */
export class ClubTimeZone extends NamedTimeZoneImpl {
  /** The zone's offset in minutes (east positive) at a wall-clock [y, m0, d, h, min, s, ms]. */
  offsetForArray(a: number[]): number {
    const [year = 1970, month = 0, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = a;
    const wall = dayjs.utc(Date.UTC(year, month, day, hour, minute, second, ms));
    return dayjs.tz(wall.format('YYYY-MM-DDTHH:mm:ss.SSS'), this.timeZoneName).utcOffset();
  }

  /** An instant's wall clock in the zone, as [y, m0, d, h, min, s, ms]. */
  timestampToArray(ms: number): number[] {
    const d = dayjs(ms).tz(this.timeZoneName);
    return [d.year(), d.month(), d.date(), d.hour(), d.minute(), d.second(), d.millisecond()];
  }
}

export const clubTimeZonePlugin = createPlugin({
  name: 'crewcall-club-time-zone',
  namedTimeZonedImpl: ClubTimeZone,
});
