import type { Dashboard } from '@crewcall/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';
import { formatDate, formatTime } from '@/lib/formats';

const unconfirmedDuties = (dashboard: Dashboard) => dashboard.unconfirmed_duties;

/**
 * Dashboard, admins of a club that asks members to confirm duties: the duties starting
 * within two days that nobody confirmed (their person was chased once), marked red; "Can't
 * make it" where the person said so. Each links to its event, to find someone else.
 * Hidden when there are none.
 */
export default function UnconfirmedDutiesCard() {
  const settings = useSession().user?.settings;
  const duties = useDashboardPart(unconfirmedDuties).data ?? [];
  if (duties.length === 0) return null;
  return (
    <DashboardCard
      id="unconfirmed-duties-card"
      title="Unconfirmed duties"
      accent="red"
      count={duties.length}
      countLabel={`${duties.length} unconfirmed`}
    >
      <Text size="sm" c="dimmed">
        These duties start within two days and their people have not confirmed them.
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {duties.map((duty) => (
          <Group
            key={duty.shift}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            align="flex-start"
            data-testid="unconfirmed-duty"
          >
            <div style={{ minWidth: 0, flex: 1 }}>
              <Anchor component={Link} to={`/events/${duty.event}`} size="sm" fw={500}>
                {duty.person_name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[duty.event_name, duty.role_name].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(duty.start, settings)} {formatTime(duty.start, settings)}
              </Text>
            </div>
            <Badge
              color="red"
              variant={duty.answer === 'cant_make_it' ? 'filled' : 'light'}
              style={{ flexShrink: 0, overflow: 'visible' }}
            >
              {duty.answer === 'cant_make_it' ? "Can't make it" : 'Not confirmed'}
            </Badge>
          </Group>
        ))}
      </Stack>
    </DashboardCard>
  );
}
