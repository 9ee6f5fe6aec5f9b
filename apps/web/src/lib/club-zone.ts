/**
 * The club's time zone: every time the app shows or reads is the club's wall clock, whatever
 * the browser's zone (a 9:30 race in a UK club reads 9:30 in New York too). The zone comes
 * with the site data (`time_zone`); the site gate sets it before any page renders
 * (`setClubTimeZone`), so formatting helpers read it here instead of being handed it.
 *
 * This file holds the zone without any date library, so the first page (the site gate) stays
 * small; lib/time-zone.ts adds the dayjs helpers that read and write times in it.
 */

/** A club that has not chosen a zone is in this one (the API's default too). */
export const DEFAULT_CLUB_TIME_ZONE = 'Europe/London';

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

/**
 * Every zone this browser knows, for the organisation's picker: Intl's list, with the
 * default and UTC added where a browser leaves them out (Chromium lists no UTC).
 */
export function supportedTimeZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  const missing = [DEFAULT_CLUB_TIME_ZONE, 'UTC'].filter((zone) => !zones.includes(zone));
  return [...zones, ...missing].sort();
}
