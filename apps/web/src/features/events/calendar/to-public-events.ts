import type { PublicCalendar } from '@crewcall/contract';
import type { EventInput } from '@fullcalendar/core';
import { eventColor, readableTextColor } from '@/features/events/calendar/readable-text';
import type { ExternalCalendarEvent } from '@/features/events/calendar/to-calendar-events';

/**
 * The public calendar's events for FullCalendar, in start order and their colours. A click
 * hands back the event as the other-club dialog shows it (club, event, start, its page).
 */
export function publicCalendarEvents(body: PublicCalendar | undefined): EventInput[] {
  if (!body) return [];
  return body.ids.flatMap((id) => {
    const event = body.results.events[String(id)];
    if (!event) return [];
    const color = eventColor(event.color);
    const click: ExternalCalendarEvent = {
      key: String(event.id),
      name: event.name,
      start: event.start,
      end: event.end,
      organisation: body.organisation.name,
      url: event.url,
    };
    return [
      {
        id: String(event.id),
        title: event.location_name ? `${event.name} (${event.location_name})` : event.name,
        start: event.start,
        end: event.end,
        backgroundColor: color,
        borderColor: color,
        textColor: readableTextColor(color),
        extendedProps: { entry: click },
      } satisfies EventInput,
    ];
  });
}
