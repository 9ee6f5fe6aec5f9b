import { describe, expect, it } from 'vitest';
import { calendarFetchRange, dayRange } from '@/features/events/calendar/fetch-range';

const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('calendarFetchRange', () => {
  it('pads the visible range by 6 days each side', () => {
    // A month view of March 2026 shows Mon 23 Feb to Mon 6 Apr (exclusive).
    const range = calendarFetchRange({
      start: new Date(2026, 1, 23),
      end: new Date(2026, 3, 6),
    });
    expect(range).toEqual({ start: local(2026, 2, 17), end: local(2026, 4, 12) });
  });

  it('rounds to whole days, so one view always asks for the same range', () => {
    const a = calendarFetchRange({
      start: new Date(2026, 1, 23, 9, 30),
      end: new Date(2026, 3, 6),
    });
    const b = calendarFetchRange({ start: new Date(2026, 1, 23), end: new Date(2026, 3, 6, 0, 1) });
    expect(a).toEqual(b);
  });

  it('crosses month and year ends', () => {
    const range = calendarFetchRange({ start: new Date(2026, 0, 2), end: new Date(2026, 0, 3) });
    expect(range).toEqual({ start: local(2025, 12, 27), end: local(2026, 1, 9) });
  });

  it('without a view: 30 days back and 30 forward from today, today included', () => {
    const range = calendarFetchRange(null, new Date(2026, 10, 23, 15, 45));
    expect(range).toEqual({ start: local(2026, 10, 24), end: local(2026, 12, 24) });
  });
});

describe('dayRange', () => {
  it('is the local day, midnight to the next midnight', () => {
    expect(dayRange('2026-03-29')).toEqual({ start: local(2026, 3, 29), end: local(2026, 3, 30) });
  });
});
