import type { ShiftHistoryExport } from '@crewcall/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadCsv } from '@/components/data-table/csv-export';
import type { Column, ListParams } from '@/components/data-table/types';
import { fetchHistoryExport } from '@/features/hours/api/get-history-export';
import { csvDateTime } from '@/lib/formats';
import { historyActionText, historyByText } from '@/lib/shift-history-text';

type Row = ShiftHistoryExport['history'][number];

/** One line per change, on the club's clock, as the timesheet's own CSV writes times. */
const COLUMNS: Column<Row>[] = [
  { key: 'at', header: 'When', value: (row) => csvDateTime(row.at) },
  { key: 'event_name', header: 'Event', value: (row) => row.event_name ?? '' },
  { key: 'shift_start', header: 'Shift start', value: (row) => csvDateTime(row.shift_start) },
  { key: 'role_name', header: 'Role', value: (row) => row.role_name ?? '' },
  { key: 'person_name', header: 'Person', value: (row) => row.person_name ?? '' },
  { key: 'action', header: 'What', value: (row) => historyActionText(row) },
  { key: 'by_name', header: 'By', value: (row) => historyByText(row) },
  { key: 'shift', header: 'Shift', value: (row) => row.shift ?? '' },
];

/**
 * "Export history": a second CSV beside the timesheet's, with the history of the shifts
 * the filters select (one line per change: who was put on, taken off, moved, published,
 * signed in and out, and by whom). A file of its own rather than a column: a shift has
 * many changes, and an awarding body or an audit reads them as rows, not a crammed cell.
 */
export function HistoryExportButton({ params }: { params: ListParams }) {
  const [busy, setBusy] = useState(false);
  const exportHistory = async () => {
    setBusy(true);
    try {
      const answer = await fetchHistoryExport(params);
      await downloadCsv('shift-history', COLUMNS, {
        rows: answer.history,
        count: answer.history.length,
      });
      if (answer.truncated) {
        notifications.show({
          color: 'orange',
          message: `Only the first ${answer.history.length} changes were exported. Choose a shorter period for the rest.`,
        });
      }
    } catch {
      notifications.show({
        color: 'red',
        message: 'The history was not exported. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconHistory size={16} aria-hidden />}
      loading={busy}
      onClick={exportHistory}
    >
      Export history
    </Button>
  );
}
