import type { HoursRow } from '@crewcall/contract';
import type { Column } from '@/components/data-table/types';
import { csvDateTime, type FormatSettings, formatDateTime } from '@/lib/formats';
import { formatHours } from '@/lib/hours-format';

type TimeField = 'start' | 'end' | 'actual_start' | 'actual_end';

/** A time column: as the person chose to see it, and ISO 8601 in the CSV (club's clock). */
const time = (field: TimeField, settings?: FormatSettings | null) => ({
  value: (row: HoursRow) => (row[field] ? formatDateTime(row[field], settings) : ''),
  exportValue: (row: HoursRow) => csvDateTime(row[field]),
});

/**
 * The hours columns of spec section 2 (Profile, Shifts): Event, Assignment, Role,
 * Scheduled Start, Actual Start, Scheduled End, Actual End, Hours; the actual columns
 * only when the club has timesheets on, the person only on the admin's timesheets.
 */
export function hoursColumns({
  settings,
  withPerson,
  withActuals,
}: {
  settings?: FormatSettings | null;
  withPerson: boolean;
  withActuals: boolean;
}): Column<HoursRow>[] {
  const columns: (Column<HoursRow> | false)[] = [
    { key: 'event_name', header: 'Event', sortable: true },
    withPerson && {
      key: 'person_name',
      header: 'Person',
      sortable: true,
      value: (row) => row.person_name ?? 'Open',
    },
    { key: 'assignment_name', header: 'Assignment', sortable: true },
    { key: 'role_name', header: 'Role', sortable: true },
    { key: 'start', header: 'Scheduled Start', sortable: true, ...time('start', settings) },
    withActuals && {
      key: 'actual_start',
      header: 'Actual Start',
      sortable: true,
      ...time('actual_start', settings),
    },
    { key: 'end', header: 'Scheduled End', sortable: true, ...time('end', settings) },
    withActuals && {
      key: 'actual_end',
      header: 'Actual End',
      sortable: true,
      ...time('actual_end', settings),
    },
    withActuals && {
      key: 'hours',
      header: 'Hours',
      sortable: true,
      summable: true,
      align: 'right',
      // The CSV keeps the decimal number (a spreadsheet adds it up); screens show h and min.
      value: (row) => row.hours,
      render: (row) => formatHours(row.hours),
      renderTotal: formatHours,
    },
  ];
  return columns.filter((column): column is Column<HoursRow> => column !== false);
}
