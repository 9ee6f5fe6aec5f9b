import type { PublicCalendar, PublicEvent } from '@crewcall/contract';
import type { EventInput } from '@fullcalendar/core';
import { eventColor, readableTextColor } from '@/features/events/calendar/readable-text';

/**
 * The public calendar's events for FullCalendar, in start order and their colours. A click
 * hands back the event's row (its pop-up shows start, end, location and details).
 */
export function publicCalendarEvents(body: PublicCalendar | undefined): EventInput[] {
  if (!body) return [];
  return body.ids.flatMap((id) => {
    const event = body.results.events[String(id)];
    if (!event) return [];
    const color = eventColor(event.color);
    const click: PublicEvent = event;
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
