import type { CalendarResults } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_COLOR,
  EXTERNAL_EVENT_COLOR,
} from '@/features/events/calendar/readable-text';
import {
  clubCalendarEvents,
  externalCalendarEvents,
} from '@/features/events/calendar/to-calendar-events';
import { eventHref } from '@/features/events/event-links';

const event = {
  type: 'event' as const,
  id: 7,
  name: 'Club racing',
  start: '2026-03-07T10:00:00.000Z',
  end: '2026-03-07T16:00:00.000Z',
  color: '#FFEB3B',
  own_color: '',
  location: 1,
  eventtype: 2,
  series: null,
  public: true,
  empty: 0,
  location_name: 'Main pontoon',
  eventtype_name: 'Racing',
  series_name: null,
};

const body: CalendarResults = {
  results: {
    events: {
      '7': event,
      'series-7': {
        type: 'series',
        id: 7,
        name: '',
        start: '2026-03-01T09:00:00.000Z',
        end: '2026-03-05T17:00:00.000Z',
        color: '',
        consecutive: true,
        event_count: 5,
      },
    },
  },
  // Start order: the series first.
  ids: ['series-7', '7', 'missing'],
};

describe('clubCalendarEvents', () => {
  it('keeps the start order, skips unknown keys, and tells a series from an event with the same id', () => {
    const events = clubCalendarEvents(body, (entry) => eventHref(entry, 'user'));
    expect(events.map((e) => e.id)).toEqual(['series-7', '7']);
    expect(events[0]).toMatchObject({
      title: 'Untitled Series (series)',
      url: '/series/7',
      start: '2026-03-01T09:00:00.000Z',
      end: '2026-03-05T17:00:00.000Z',
    });
    expect(events[1]).toMatchObject({ title: 'Club racing', url: '/events/7' });
  });

  it('paints each entry in its colour with readable text, the default colour when it has none', () => {
    const [series, racing] = clubCalendarEvents(body, () => '');
    expect(racing).toMatchObject({ backgroundColor: '#FFEB3B', textColor: '#000000' });
    expect(series).toMatchObject({ backgroundColor: DEFAULT_EVENT_COLOR, textColor: '#ffffff' });
  });

  it("links an admin's click on an event to its shifts", () => {
    const events = clubCalendarEvents(body, (entry) => eventHref(entry, 'admin'));
    expect(events.map((e) => e.url)).toEqual(['/series/7', '/events/7/shifts']);
  });

  it('hands the entry back on click', () => {
    const [, racing] = clubCalendarEvents(body, () => '');
    expect(racing?.extendedProps).toEqual({ entry: { kind: 'club', entry: event } });
  });

  it('has nothing to show before the answer', () => {
    expect(clubCalendarEvents(undefined, () => '')).toEqual([]);
  });
});

describe('externalCalendarEvents', () => {
  it("shows other clubs' events in grey, their name first, then the club's, without a link of ours", () => {
    const external = {
      key: 'https://b.example/api/events/public#3',
      name: 'Open day',
      start: '2026-03-08T10:00:00Z',
      end: '2026-03-08T12:00:00Z',
      organisation: 'Harbour SC',
      url: 'https://b.example/events/3',
    };
    const [shown] = externalCalendarEvents([external]);
    expect(shown).toMatchObject({
      title: 'Open day (Harbour SC)',
      backgroundColor: EXTERNAL_EVENT_COLOR,
      textColor: '#ffffff',
      extendedProps: { entry: { kind: 'external', event: external } },
    });
    expect(shown?.url).toBeUndefined();
  });
});
