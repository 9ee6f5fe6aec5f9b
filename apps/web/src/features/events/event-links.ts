import type { Role } from '@crewcall/contract';

/** Something the club lists as an event: an event, or a series standing for its events. */
export interface EventLike {
  type: 'event' | 'series';
  id: number;
}

/**
 * Where a click on an event goes (spec section 2): a series to its series page, an admin
 * to the event's shifts, everyone else to the event page.
 */
export function eventHref(item: EventLike, role: Role | undefined): string {
  if (item.type === 'series') return `/series/${item.id}`;
  return role === 'admin' ? `/events/${item.id}/shifts` : `/events/${item.id}`;
}

/** An event's shift planner (admins). */
export const plannerHref = (eventId: number) => `/events/${eventId}/shifts`;

/** An event's public page (no login); `framed` keeps it inside another site's frame. */
export const publicEventHref = (eventId: number, { framed = false } = {}) =>
  `/events/public/${eventId}${framed ? '?iframe' : ''}`;

/** The public calendar; `framed` as above. */
export const publicCalendarHref = ({ framed = false } = {}) =>
  `/events/public${framed ? '?iframe' : ''}`;

/** The day view of a date (YYYY-MM-DD). */
export const dayHref = (isoDate: string) => `/events/calendar/${isoDate}`;

/** The add-event form, its start day (and end, and series) filled in when known. */
export function addEventHref(
  prefill: { start?: string; end?: string; series?: number } = {},
): string {
  const params = new URLSearchParams();
  if (prefill.start) params.set('start', prefill.start);
  if (prefill.end) params.set('end', prefill.end);
  if (prefill.series !== undefined) params.set('series', String(prefill.series));
  const text = params.toString();
  return text ? `/events/add?${text}` : '/events/add';
}
