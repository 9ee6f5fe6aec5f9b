import type { Dashboard } from '@crewcall/contract';
import { Anchor, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { calendarDay } from '@/features/allocation/calendar-day';
import { useDashboardPart } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';

const allocationRound = (dashboard: Dashboard) => dashboard.allocation_round;

/** Dashboard, admins: the open allocation round's answers so far. Hidden when none is open. */
export default function RoundProgressCard() {
  const settings = useSession().user?.settings;
  const round = useDashboardPart(allocationRound).data;
  if (!round) return null;
  const share = round.members ? Math.round((100 * round.answered) / round.members) : 0;
  return (
    <DashboardCard id="allocation-round-card" title="Allocation round" accent="orange">
      <Stack gap={6}>
        <Text size="sm">
          {round.name}: {round.answered} of {round.members} members have marked their preferences
          (closes {calendarDay(round.closes, settings)}).
        </Text>
        <Progress value={share} aria-label="Members who answered" />
        {round.latest_run && (
          <Text size="sm" c="dimmed">
            Latest auto-fill: {round.latest_run.status}
          </Text>
        )}
        <Anchor component={Link} to="/allocation" size="sm">
          Open the round
        </Anchor>
      </Stack>
    </DashboardCard>
  );
}
