import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubTimeZone } from '@/features/events/calendar/club-time-zone-plugin';

// FullCalendar asks the zone two things: its offset at a wall-clock time, and an instant's
// wall clock. Answered for London from a browser in Sydney, across both changes of clocks.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Australia/Sydney';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('the calendar’s club time zone', () => {
  const london = new ClubTimeZone('Europe/London');

  it('gives London’s offset at a wall-clock time, in minutes east', () => {
    expect(london.offsetForArray([2026, 2, 7, 9, 30])).toBe(0);
    expect(london.offsetForArray([2026, 6, 4, 9, 30, 0, 0])).toBe(60);
    // the morning the clocks go forward (01:00 GMT becomes 02:00 BST)
    expect(london.offsetForArray([2026, 2, 29, 0, 30])).toBe(0);
    expect(london.offsetForArray([2026, 2, 29, 3, 0])).toBe(60);
    // and back (02:00 BST becomes 01:00 GMT)
    expect(london.offsetForArray([2026, 9, 25, 3, 0])).toBe(0);
  });

  it('gives an instant’s wall clock in London', () => {
    expect(london.timestampToArray(Date.parse('2026-07-04T08:30:00Z'))).toEqual([
      2026, 6, 4, 9, 30, 0, 0,
    ]);
    expect(london.timestampToArray(Date.parse('2026-03-07T23:30:00.250Z'))).toEqual([
      2026, 2, 7, 23, 30, 0, 250,
    ]);
  });
});
