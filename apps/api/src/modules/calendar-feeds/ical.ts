import ical, { type ICalCalendar } from 'ical-generator';
import type { PersonalFeedShift, PublicFeedEvent } from './calendar-feeds.queries';

/**
 * iCalendar documents (RFC 5545) of the feeds, written by ical-generator. Times are UTC
 * (`DTSTART:20260301T090000Z`), exact whatever zone the calendar app shows them in; the
 * club's zone rides along as X-WR-TIMEZONE, the calendar's default zone for apps that
 * read it. (ical-generator's own `timezone` option would write the times as the server
 * process's local clock under a TZID, so it is not used.) The feeds hold no date-only
 * values. UIDs are stable per row and domain, so a re-fetched feed updates events
 * instead of doubling them.
 */

/** How often calendar apps should fetch the feed again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** The club's site: its base URL (from its configured domain), its name and time zone. */
export type FeedSite = { name: string; siteUrl: string; timeZone: string };

function newCalendar(site: FeedSite, name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Crewcall', product: 'Crewcall', language: 'EN' },
    ttl: REFRESH_SECONDS,
    url: site.siteUrl,
    x: { 'X-WR-TIMEZONE': site.timeZone },
  });
}

const uidDomain = (site: FeedSite) => new URL(site.siteUrl).hostname;
const eventPage = (site: FeedSite, eventId: number) => `${site.siteUrl}/events/${eventId}`;
/** The event's public page: anyone the club feed reaches can open it without a login. */
const publicEventPage = (site: FeedSite, eventId: number) =>
  `${site.siteUrl}/events/public/${eventId}`;

/** The club's public events: name, start, end, location name and a link to its public page. */
export function clubEventsCalendar(site: FeedSite, events: PublicFeedEvent[]): string {
  const calendar = newCalendar(site, site.name);
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${uidDomain(site)}`,
      start: event.start,
      end: event.end,
      summary: event.name,
      location: event.locationName ?? null,
      url: publicEventPage(site, event.id),
      lastModified: event.modifiedAt,
    });
  }
  return calendar.toString();
}

/** One member's published shifts: "<event> (<role>)", the location and the event page. */
export function personalShiftsCalendar(site: FeedSite, shifts: PersonalFeedShift[]): string {
  const calendar = newCalendar(site, `${site.name}: my shifts`);
  for (const shift of shifts) {
    calendar.createEvent({
      id: `shift-${shift.id}@${uidDomain(site)}`,
      start: shift.start,
      end: shift.end,
      summary: shift.roleName ? `${shift.eventName} (${shift.roleName})` : shift.eventName,
      description: shift.roleName ? `Role: ${shift.roleName}` : null,
      location: shift.locationName ?? null,
      url: eventPage(site, shift.eventId),
    });
  }
  return calendar.toString();
}
