import { AUTH_QUERY_ROOT } from '@/lib/auth/auth-query-keys';

/**
 * The member's own feed and external-calendar choices belong to the logged-in person: they
 * sit under the auth root, so they go at logout and login.
 */
export const feedKeys = {
  mine: [AUTH_QUERY_ROOT, 'calendar-feeds', 'mine'] as const,
  externalCalendars: [AUTH_QUERY_ROOT, 'calendar-feeds', 'external'] as const,
};

/**
 * Other clubs' public calendars: not about the person (no token is ever sent to them), one
 * entry per address and range.
 */
export const externalEventsKey = (address: string, start: string, end: string) =>
  ['external-calendar', address, start, end] as const;
