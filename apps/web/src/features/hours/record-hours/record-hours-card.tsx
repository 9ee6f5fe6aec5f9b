import '@/features/hours/hours-styles';
import type { HoursRow } from '@crewcall/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { PageLoader } from '@/components/page-loader';
import { useRecordHours } from '@/features/hours/api/get-record-hours';
import { TimeDialog } from '@/features/hours/record-hours/time-dialog';
import { type TimingAction, timingAction } from '@/features/hours/record-hours/timing-action';
import { useSession } from '@/lib/auth/use-session';
import { formatDate, formatTime } from '@/lib/formats';
import { formatHours } from '@/lib/hours-format';

const BUTTONS = {
  start: { label: 'Start', icon: IconPlayerPlay },
  end: { label: 'End', icon: IconPlayerStop },
  modify: { label: 'Modify', icon: IconPencil },
} as const;

/**
 * Dashboard: Record Hours (spec sections 2 and 4): the person's shifts that start or end
 * today, or ended without an actual end. Start for today's shift not started, End once
 * started, Modify once ended; the hours show after End.
 */
export default function RecordHoursCard() {
  const settings = useSession().user?.settings;
  const record = useRecordHours();
  const [open, setOpen] = useState<{ shift: HoursRow; action: TimingAction } | null>(null);
  const shifts = record.data?.shifts ?? [];

  return (
    <DashboardCard id="record-hours-card" title="Record Hours">
      {record.isPending ? (
        <PageLoader label="Loading your shifts" />
      ) : shifts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No shifts to record today. Your shifts appear here on the day.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shifts.map((shift) => {
            const action = timingAction(shift);
            const button = action ? BUTTONS[action] : null;
            const names = [shift.role_name, shift.assignment_name, shift.location_name]
              .filter(Boolean)
              .join(' · ');
            return (
              <Group
                key={shift.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                data-testid="record-hours-shift"
              >
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text
                    component={Link}
                    to={`/events/${shift.event}`}
                    size="sm"
                    fw={600}
                    display="block"
                    truncate="end"
                  >
                    {shift.event_name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(shift.start, settings)}, {formatTime(shift.start, settings)} –{' '}
                    {formatTime(shift.end, settings)}
                  </Text>
                  {names && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {names}
                    </Text>
                  )}
                  {shift.actual_start && (
                    <Text size="sm" data-testid="record-hours-actual">
                      {`Started ${formatTime(shift.actual_start, settings)}`}
                      {shift.actual_end && `, ended ${formatTime(shift.actual_end, settings)}`}
                    </Text>
                  )}
                </div>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {shift.hours !== null && (
                    <Badge variant="default" tt="none" data-testid="record-hours-hours">
                      {formatHours(shift.hours)}
                    </Badge>
                  )}
                  {button && action && (
                    <Button
                      size="compact-sm"
                      variant={action === 'modify' ? 'default' : 'filled'}
                      leftSection={<button.icon size={14} aria-hidden />}
                      aria-label={`${button.label} ${shift.event_name}`}
                      onClick={() => setOpen({ shift, action })}
                    >
                      {button.label}
                    </Button>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <TimeDialog
        shift={open?.shift ?? null}
        action={open?.action ?? null}
        onClose={() => setOpen(null)}
      />
    </DashboardCard>
  );
}
