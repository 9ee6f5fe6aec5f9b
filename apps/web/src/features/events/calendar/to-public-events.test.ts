import type { PublicCalendar } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import { publicCalendarEvents } from '@/features/events/calendar/to-public-events';

const body: PublicCalendar = {
  organisation: { name: 'Harbour SC', url: 'https://harbour.example' },
  results: {
    events: {
      '4': {
        id: 4,
        name: 'Open day',
        start: '2026-03-08T10:00:00Z',
        end: '2026-03-08T12:00:00Z',
        color: '',
        location_name: 'Clubhouse',
        eventtype_name: null,
        url: 'https://harbour.example/events/4',
      },
      '2': {
        id: 2,
        name: 'Fitting out',
        start: '2026-03-01T10:00:00Z',
        end: '2026-03-01T12:00:00Z',
        color: '#C62828',
        location_name: null,
        eventtype_name: 'Work party',
        url: 'https://harbour.example/events/2',
      },
    },
  },
  ids: [2, 4],
};

describe('publicCalendarEvents', () => {
  it('keeps the start order, names the location, and a click hands back the event', () => {
    const events = publicCalendarEvents(body);
    expect(events.map((e) => e.title)).toEqual(['Fitting out', 'Open day (Clubhouse)']);
    expect(events[0]).toMatchObject({ backgroundColor: '#C62828', textColor: '#ffffff' });
    expect(events[1]?.extendedProps).toEqual({ entry: body.results.events['4'] });
  });
});
