import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The club's time zone: every time the app shows or reads is the club's wall clock, whatever
 * the browser's zone (a 9:30 race in a UK club reads 9:30 in New York too). The zone comes
 * with the site data (`time_zone`); the site gate sets it before any page renders
 * (`setClubTimeZone`), so formatting helpers read it here instead of being handed it.
 */

/** A club that has not chosen a zone is in this one (the API's default too). */
export const DEFAULT_CLUB_TIME_ZONE = 'Europe/London';
const ISO_DATE = 'YYYY-MM-DD';
const INPUT_MINUTE = 'YYYY-MM-DDTHH:mm';

let clubZone: string | null = null;

/** The browser's time zone (an IANA name), or undefined when the browser does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** True for an IANA zone name this browser knows ("Europe/London"). */
export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Sets the club's zone (from the site data); an unknown or missing name means the default. */
export function setClubTimeZone(name: string | null | undefined): void {
  clubZone = isTimeZone(name) ? name : DEFAULT_CLUB_TIME_ZONE;
}

/**
 * The zone times are shown and entered in. Before a club is known (unit tests of a single
 * component, or a page outside the site gate) that is the browser's, as it always was.
 */
export function clubTimeZone(): string {
  return clubZone ?? browserTimeZone() ?? 'UTC';
}

/** The name the browser uses for a zone, so aliases compare equal. */
function canonical(name: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return name;
  }
}

/** True when the club's clock is not the browser's: then screens say which zone they show. */
export function clubZoneDiffersFromBrowser(
  zone: string = clubTimeZone(),
  browser: string | undefined = browserTimeZone(),
): boolean {
  return browser !== undefined && canonical(zone) !== canonical(browser);
}

/** "Times in Europe/London": the note shown where the club's zone is not the browser's. */
export function clubZoneNote(zone: string = clubTimeZone()): string {
  return `Times in ${zone}`;
}

/** The note a time input or a page of times carries: only when the zones differ. */
export function clubZoneHint(): string | undefined {
  return clubZoneDiffersFromBrowser() ? clubZoneNote() : undefined;
}

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

/** Every zone this browser knows, for the organisation's picker (the default first if absent). */
export function supportedTimeZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(DEFAULT_CLUB_TIME_ZONE) ? zones : [DEFAULT_CLUB_TIME_ZONE, ...zones];
}

export type { ConfigType, Dayjs };
export { dayjs };
