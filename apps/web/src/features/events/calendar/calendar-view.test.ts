import { describe, expect, it } from 'vitest';
import {
  calendarPlaceSearch,
  readCalendarPlace,
  viewFromFc,
} from '@/features/events/calendar/calendar-view';

describe('calendar place in the URL', () => {
  it('defaults to the month view at today', () => {
    expect(readCalendarPlace(new URLSearchParams(''))).toEqual({ view: 'month', date: undefined });
  });

  it('reads a known view and a real date, and ignores anything else', () => {
    expect(readCalendarPlace(new URLSearchParams('view=week&date=2026-03-02'))).toEqual({
      view: 'week',
      date: '2026-03-02',
    });
    expect(readCalendarPlace(new URLSearchParams('view=year&date=2026-02-30'))).toEqual({
      view: 'month',
      date: undefined,
    });
  });

  it('writes back only what differs from the default', () => {
    expect(calendarPlaceSearch({ view: 'month' })).toBe('');
    expect(calendarPlaceSearch({ view: 'month', date: '2026-03-01' })).toBe('?date=2026-03-01');
    expect(calendarPlaceSearch({ view: 'list', date: '2026-03-01' })).toBe(
      '?view=list&date=2026-03-01',
    );
  });

  it('maps FullCalendar view types back, month for unknown ones', () => {
    expect(viewFromFc('timeGridWeek')).toBe('week');
    expect(viewFromFc('listMonth')).toBe('list');
    expect(viewFromFc('multiMonthYear')).toBe('month');
  });
});
