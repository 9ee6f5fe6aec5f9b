import type { HoursRow } from '@crewcall/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconClockEdit } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ClubZoneNote } from '@/components/club-zone-note';
import { personShiftsQuery } from '@/features/hours/api/get-timesheets';
import { TimeDialog } from '@/features/hours/record-hours/time-dialog';
import { editTimesAction, type TimingAction } from '@/features/hours/record-hours/timing-action';
import { hoursColumns } from '@/features/hours/timesheets/hours-columns';
import { HoursTable } from '@/features/hours/timesheets/hours-table';
import { useSession } from '@/lib/auth/use-session';
import { useSite } from '@/lib/site/site-context';

/**
 * One person's shifts (spec section 2, Profile: Shifts): Event, Assignment, Role and the
 * scheduled times; with timesheets on also the actual times and hours, editable once a
 * shift has started. The member's own on /profile/shifts; anyone's for an admin on the
 * person's Shifts tab (/people/{pk}/shifts), where an admin may time their shifts too.
 */
export function PersonShifts({ personId }: { personId: number }) {
  const user = useSession().user;
  const timesheets = useSite().feature_timesheets;
  const own = user?.id === personId;
  const [open, setOpen] = useState<{ shift: HoursRow; action: TimingAction } | null>(null);
  const columns = useMemo(
    () => hoursColumns({ settings: user?.settings, withPerson: false, withActuals: timesheets }),
    [user?.settings, timesheets],
  );
  const query = useMemo(() => personShiftsQuery(personId), [personId]);

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
          {own ? 'The shifts you are on, newest first.' : 'The shifts they are on, newest first.'}
        </Text>
        <ClubZoneNote />
        <HoursTable
          model="shifts"
          columns={columns}
          query={query}
          withPerson={false}
          withTotals={timesheets}
          rowActions={timesheets ? editButton : undefined}
          emptyText={
            own
              ? "You are on no shifts yet. Ask for one from an event's page."
              : 'They are on no shifts yet.'
          }
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
