import type { Dashboard } from '@crewcall/contract';
import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DashboardPanel } from '@/features/requests/dashboard/dashboard-panel';
import { notEnded, upcomingShiftText } from '@/features/requests/dashboard/upcoming-shift-text';
import { RowList } from '@/features/requests/list-rows';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';

const upcomingShifts = (dashboard: Dashboard) => dashboard.upcoming_shifts;

/**
 * Dashboard: Upcoming shifts (spec section 2): the person's published shifts not yet
 * ended, each row the start time, a relative-day label, the event, the date, and role,
 * assignment and location where set, linking to the event page. Hidden when none.
 */
export default function UpcomingShiftsCard() {
  const settings = useSession().user?.settings;
  const shifts = notEnded(useDashboardPart(upcomingShifts).data ?? []);
  if (shifts.length === 0) return null;

  return (
    <DashboardPanel id="upcoming-shifts-card" title="Upcoming shifts" accent="green">
      <RowList>
        {shifts.map((shift) => {
          const text = upcomingShiftText(shift, settings);
          return (
            <li key={shift.id}>
              <UnstyledButton
                component={Link}
                to={`/events/${shift.event}`}
                data-testid="upcoming-shift"
                p="xs"
                style={{
                  display: 'block',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: 'var(--mantine-color-default)',
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Stack gap={0} w={84} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                    <Text fw={700} size="sm">
                      {text.time}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {text.relative}
                    </Text>
                  </Stack>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} size="sm" truncate="end">
                      {shift.event_name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {text.date}
                    </Text>
                    {text.details && (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {text.details}
                      </Text>
                    )}
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </RowList>
      {/* Issue 25: a duty the person cannot do is offered up from the Duty offers page. */}
      <Anchor component={Link} to="/offers" size="sm" mt="xs" display="inline-block">
        Can't make one? Offer it up
      </Anchor>
    </DashboardPanel>
  );
}
