/**
 * The club programme's iCal feed (its public events): `webcal://<this site>/api/events/feed.ics`,
 * from the site's address. Both the calendar's Subscribe dialog and the public calendar
 * offer it.
 */
export function clubFeedUrl(siteUrl: string): string {
  return `${siteUrl.replace(/^https?:\/\//, 'webcal://').replace(/\/+$/, '')}/api/events/feed.ics`;
}
