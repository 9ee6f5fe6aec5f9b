import type { HoursRow } from '@crewcall/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ClubZoneNote } from '@/components/club-zone-note';
import { PageLoader } from '@/components/page-loader';
import { personShiftsQuery } from '@/features/hours/api/get-timesheets';
import { TimeDialog } from '@/features/hours/record-hours/time-dialog';
import { editTimesAction, type TimingAction } from '@/features/hours/record-hours/timing-action';
import { hoursColumns } from '@/features/hours/timesheets/hours-columns';
import { HoursTable } from '@/features/hours/timesheets/hours-table';
import { useSession } from '@/lib/auth/use-session';
import { useSite } from '@/lib/site/site-context';

/**
 * The profile's Shifts tab (/profile/shifts, spec section 2): the person's shifts with
 * Event, Assignment, Role and the scheduled times; with timesheets on also the actual
 * times and hours, editable once a shift has started.
 */
export function MyShifts() {
  const user = useSession().user;
  const timesheets = useSite().feature_timesheets;
  const [open, setOpen] = useState<{ shift: HoursRow; action: TimingAction } | null>(null);
  const columns = useMemo(
    () => hoursColumns({ settings: user?.settings, withPerson: false, withActuals: timesheets }),
    [user?.settings, timesheets],
  );
  const query = useMemo(() => (user ? personShiftsQuery(user.id) : null), [user]);
  if (!user || !query) return <PageLoader />;

  const editButton = (shift: HoursRow) => {
    const action = editTimesAction(shift);
    if (!action) return null;
    return (
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconClockEdit size={14} aria-hidden />}
        aria-label={`Times of ${shift.event_name}`}
        onClick={() => setOpen({ shift, action })}
      >
        Times
      </Button>
    );
  };

  return (
    <>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          The shifts you are on, newest first.
        </Text>
        <ClubZoneNote />
        <HoursTable
          model="shifts"
          columns={columns}
          query={query}
          withPerson={false}
          withTotals={timesheets}
          rowActions={timesheets ? editButton : undefined}
          emptyText="You are on no shifts yet. Ask for one from an event's page."
        />
      </Stack>
      <TimeDialog
        shift={open?.shift ?? null}
        action={open?.action ?? null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
