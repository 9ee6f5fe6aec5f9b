import type { HoursRow } from '@crewcall/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cellValue, csvTable } from '@/components/data-table/cell-values';
import { hoursColumns } from '@/features/hours/timesheets/hours-columns';
import { setClubTimeZone } from '@/lib/time-zone';

// A UK club's 9:30 race (BST, so 08:30Z), exported by an admin whose browser is in New York.
const row: HoursRow = {
  id: 1,
  event: 2,
  event_name: 'Summer race',
  person: 3,
  person_name: 'Ann Helm',
  role: null,
  role_name: 'Helm',
  assignment: null,
  assignment_name: null,
  location: null,
  location_name: null,
  start: '2026-07-04T08:30:00.000Z',
  end: '2026-07-04T11:00:00.000Z',
  actual_start: '2026-07-04T08:35:00.000Z',
  actual_end: null,
  hours: 2.5,
  published: true,
};
const page = { rows: [row], count: 1 };
const columns = hoursColumns({
  settings: { dateTimeFormat: 'ddd D MMM YYYY h:mm a' },
  withPerson: true,
  withActuals: true,
});

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterEach(() => setClubTimeZone(null));
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('timesheet CSV', () => {
  it('writes times as ISO 8601 on the club’s clock, whatever the screen’s format', () => {
    setClubTimeZone('Europe/London');
    const { fields, data } = csvTable(columns, page);
    const cell = (header: string) => data[0]![fields.indexOf(header)];
    expect(cell('Scheduled Start')).toBe('2026-07-04 09:30');
    expect(cell('Scheduled End')).toBe('2026-07-04 12:00');
    expect(cell('Actual Start')).toBe('2026-07-04 09:35');
    expect(cell('Actual End')).toBe('');
    expect(cell('Hours')).toBe('2.5');
  });

  it('shows the same times on screen in the person’s format', () => {
    setClubTimeZone('Europe/London');
    const start = columns.find((column) => column.key === 'start')!;
    expect(cellValue(start, row, page)).toBe('Sat 4 Jul 2026 9:30 am');
  });
});
