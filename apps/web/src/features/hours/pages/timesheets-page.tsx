import { Container, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { timesheetsQuery } from '@/features/hours/api/get-timesheets';
import { HistoryExportButton } from '@/features/hours/timesheets/history-export-button';
import { hoursColumns } from '@/features/hours/timesheets/hours-columns';
import { HoursTable } from '@/features/hours/timesheets/hours-table';
import { useSession } from '@/lib/auth/use-session';

/**
 * Shifts (admin; /timesheets and /shifts, only while the club has timesheets on): every
 * shift of a period with scheduled and actual times and hours, filtered by person,
 * event, role and dates, totalled, and exported to CSV for an awarding body; the history
 * of the same shifts exports as a second CSV (who was put on, taken off, signed in…).
 */
export default function TimesheetsPage() {
  const settings = useSession().user?.settings;
  const columns = useMemo(
    () => hoursColumns({ settings, withPerson: true, withActuals: true }),
    [settings],
  );
  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Shifts"
          description="Every shift with its recorded times and hours. Filter a period and export it."
          showsTimes
        />
        <HoursTable
          model="timesheets"
          columns={columns}
          query={timesheetsQuery}
          withPerson
          withTotals
          emptyText="No shifts match. Change the dates or filters."
          toolbarExtra={(params) => <HistoryExportButton params={params} />}
        />
      </Stack>
    </Container>
  );
}
