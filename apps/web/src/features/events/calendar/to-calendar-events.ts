import type { CalendarEntry, CalendarResults } from '@crewcall/contract';
import { calendarKey } from '@crewcall/contract';
import type { EventInput } from '@fullcalendar/core';
import {
  EXTERNAL_EVENT_COLOR,
  eventColor,
  readableTextColor,
} from '@/features/events/calendar/readable-text';

/**
 * Another club's public event, as the external calendars bring it (the app wires the
 * calendar-feeds feature's hook to this shape).
 */
export interface ExternalCalendarEvent {
  /** Unique across all external calendars, e.g. `{calendar address}#{event id}`. */
  key: string;
  name: string;
  start: string;
  end: string;
  /** The other club's name. */
  organisation: string;
  /** The event's page on the other club's site. */
  url: string;
}

/** What a click on a calendar entry hands back. */
export type CalendarClick =
  | { kind: 'club'; entry: CalendarEntry }
  | { kind: 'external'; event: ExternalCalendarEvent };

/** The club's entries in start order (`ids`), ready for FullCalendar, each in its colour. */
export function clubCalendarEvents(
  body: CalendarResults | undefined,
  href: (entry: CalendarEntry) => string,
): EventInput[] {
  if (!body) return [];
  return body.ids.flatMap((key) => {
    const entry = body.results.events[key];
    if (!entry) return [];
    const color = eventColor(entry.color);
    const click: CalendarClick = { kind: 'club', entry };
    return [
      {
        id: calendarKey(entry),
        title: entry.type === 'series' ? `${entry.name || 'Untitled Series'} (series)` : entry.name,
        start: entry.start,
        end: entry.end,
        url: href(entry),
        backgroundColor: color,
        borderColor: color,
        textColor: readableTextColor(color),
        classNames: [entry.type === 'series' ? 'crewcall-series' : 'crewcall-event'],
        extendedProps: { entry: click },
      } satisfies EventInput,
    ];
  });
}

/** Other clubs' events: grey, titled with the event's name, then the other club's. */
export function externalCalendarEvents(events: readonly ExternalCalendarEvent[]): EventInput[] {
  return events.map((event) => {
    const click: CalendarClick = { kind: 'external', event };
    return {
      id: `external-${event.key}`,
      title: `${event.name} (${event.organisation})`,
      start: event.start,
      end: event.end,
      backgroundColor: EXTERNAL_EVENT_COLOR,
      borderColor: EXTERNAL_EVENT_COLOR,
      textColor: readableTextColor(EXTERNAL_EVENT_COLOR),
      classNames: ['crewcall-external'],
      extendedProps: { entry: click },
    } satisfies EventInput;
  });
}
