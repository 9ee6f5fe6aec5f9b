import type { UpcomingShift } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import { notEnded, upcomingShiftText } from '@/features/requests/dashboard/upcoming-shift-text';

const shift = (over: Partial<UpcomingShift> = {}): UpcomingShift => ({
  id: 1,
  event: 5,
  event_name: 'Regatta',
  start: '2026-12-03T09:30:00',
  end: '2026-12-03T12:00:00',
  role_name: 'Helm',
  assignment_name: null,
  location_name: 'Main pontoon',
  ...over,
});

describe('upcomingShiftText', () => {
  const now = new Date('2026-12-01T20:00:00');

  it('gives the start time, the relative day, the date and the names that are set', () => {
    expect(upcomingShiftText(shift(), undefined, now)).toEqual({
      time: '9:30 am',
      relative: 'in 2 days',
      date: 'Thu 3 Dec 2026',
      details: 'Helm · Main pontoon',
    });
  });

  it("follows the person's formats and says today", () => {
    const text = upcomingShiftText(
      shift({ start: '2026-12-01T21:00:00', role_name: null, location_name: null }),
      { timeFormat: 'HH:mm', dateFormat: 'YYYY-MM-DD' },
      now,
    );
    expect(text).toEqual({ time: '21:00', relative: 'today', date: '2026-12-01', details: '' });
  });
});

describe('notEnded', () => {
  it('drops shifts that ended and sorts the rest by start', () => {
    const now = new Date('2026-12-01T12:00:00');
    const rows = notEnded(
      [
        shift({ id: 1, start: '2026-12-02T09:00:00', end: '2026-12-02T10:00:00' }),
        shift({ id: 2, start: '2026-12-01T08:00:00', end: '2026-12-01T11:59:00' }),
        shift({ id: 3, start: '2026-12-01T10:00:00', end: '2026-12-01T13:00:00' }),
      ],
      now,
    );
    expect(rows.map((r) => r.id)).toEqual([3, 1]);
  });
});
