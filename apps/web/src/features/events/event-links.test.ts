import { describe, expect, it } from 'vitest';
import { addEventHref, dayHref, eventHref } from '@/features/events/event-links';

describe('eventHref: where a click on an event goes', () => {
  it('opens a series at its series page, whoever clicks', () => {
    expect(eventHref({ type: 'series', id: 4 }, 'admin')).toBe('/series/4');
    expect(eventHref({ type: 'series', id: 4 }, 'user')).toBe('/series/4');
  });

  it('opens an event at its shifts for admins and at its page for everyone else', () => {
    expect(eventHref({ type: 'event', id: 9 }, 'admin')).toBe('/events/9/shifts');
    expect(eventHref({ type: 'event', id: 9 }, 'user')).toBe('/events/9');
    expect(eventHref({ type: 'event', id: 9 }, undefined)).toBe('/events/9');
  });
});

describe('day and add links', () => {
  it('builds the day view and add-event links', () => {
    expect(dayHref('2026-03-02')).toBe('/events/calendar/2026-03-02');
    expect(addEventHref()).toBe('/events/add');
    expect(addEventHref({ start: '2026-03-02T10:00' })).toBe(
      '/events/add?start=2026-03-02T10%3A00',
    );
    expect(addEventHref({ start: '2026-03-02', end: '2026-03-04', series: 5 })).toBe(
      '/events/add?start=2026-03-02&end=2026-03-04&series=5',
    );
  });
});
