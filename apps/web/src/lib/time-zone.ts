import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { clubTimeZone, clubZoneHint } from '@/lib/club-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

// The zone itself lives in lib/club-zone.ts (no date library: the site gate loads it first);
// everything else imports it from here, beside the helpers that use it.
export {
  browserTimeZone,
  clubTimeZone,
  clubZoneDiffersFromBrowser,
  clubZoneHint,
  clubZoneNote,
  DEFAULT_CLUB_TIME_ZONE,
  isTimeZone,
  setClubTimeZone,
  supportedTimeZones,
} from '@/lib/club-zone';

const ISO_DATE = 'YYYY-MM-DD';
const INPUT_MINUTE = 'YYYY-MM-DDTHH:mm';

/** An input's description with the zone note added (when the zones differ). */
export function withClubZoneHint(description?: string): string | undefined {
  const hint = clubZoneHint();
  return [description, hint && `${hint}.`].filter(Boolean).join(' ') || undefined;
}

/** Text with no zone of its own: a bare day or a wall-clock time ("2026-03-07T09:30"). */
function isZoneless(value: ConfigType): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(value.trim())
  );
}

/**
 * A value on the club's clock. An instant (ISO text with its offset, a Date, milliseconds)
 * is converted; text without a zone (a bare day, a picker's "YYYY-MM-DDTHH:mm") already is
 * the club's wall clock, so a day stays that day whatever the browser's zone.
 */
export function inClubZone(value: ConfigType): Dayjs {
  const zone = clubTimeZone();
  if (isZoneless(value)) return dayjs.tz(value.trim(), zone);
  const d = dayjs(value);
  return d.isValid() ? d.tz(zone) : d;
}

/** An instant's day on the club's clock (YYYY-MM-DD); '' when it is no date. */
export function clubDate(value: ConfigType): string {
  const d = inClubZone(value);
  return d.isValid() ? d.format(ISO_DATE) : '';
}

/** True when two instants fall on the same day of the club's clock. */
export function isSameClubDay(a: ConfigType, b: ConfigType): boolean {
  const day = clubDate(a);
  return day !== '' && day === clubDate(b);
}

/** Today on the club's clock (YYYY-MM-DD). */
export function clubToday(now: ConfigType = new Date()): string {
  return clubDate(now);
}

/** A calendar day `days` later (or earlier): day arithmetic without any zone's DST. */
export function addDays(isoDate: string, days: number): string {
  return dayjs.utc(isoDate).add(days, 'day').format(ISO_DATE);
}

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** An instant moved by whole club days, its time on the club's clock kept (DST or not). */
export function addClubDays(value: string, days: number): string {
  const wall = inClubZone(value);
  const moved = `${addDays(wall.format(ISO_DATE), days)}T${wall.format('HH:mm:ss.SSS')}`;
  return dayjs.tz(moved, clubTimeZone()).toISOString();
}

/** The instant (ISO) a club day starts: its midnight on the club's clock. */
export function clubDayStart(isoDate: string): string {
  return dayjs.tz(isoDate, clubTimeZone()).toISOString();
}

/** A club day's first and last moment (ISO instants): the day as availability stores it. */
export function clubDayBounds(isoDate: string): { start: string; end: string } {
  const next = dayjs(clubDayStart(addDays(isoDate, 1)));
  return { start: clubDayStart(isoDate), end: next.subtract(1, 'millisecond').toISOString() };
}

/** An instant as a date-and-time input's value (YYYY-MM-DDTHH:mm) on the club's clock. */
export function toClubInput(value: string | null | undefined): string {
  if (!value) return '';
  const d = inClubZone(value);
  return d.isValid() ? d.format(INPUT_MINUTE) : '';
}

/**
 * What a date-and-time input holds (YYYY-MM-DDTHH:mm, no zone) read on the club's clock, as
 * an ISO instant; null when it is not a date and time.
 */
export function fromClubInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = dayjs.tz(value, clubTimeZone());
  return d.isValid() && dayjs(value.slice(0, 10)).format(ISO_DATE) === value.slice(0, 10)
    ? d.toISOString()
    : null;
}

export type { ConfigType, Dayjs };
export { dayjs };
