import '@/features/hours/hours-styles';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { PageLoader } from '@/components/page-loader';
import { useTimesheetSummary } from '@/features/hours/api/get-timesheet-summary';
import { useSession } from '@/lib/auth/use-session';
import { formatHours } from '@/lib/hours-format';

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Dashboard: Time sheet (spec section 2; only while the club has timesheets on): the
 * person's recorded hours this month and this year, and how many ended shifts still
 * need their times; links to their shifts (and, for admins, everyone's).
 */
export default function TimesheetCard() {
  const summary = useTimesheetSummary();
  const admin = useSession().role === 'admin';
  const figures = summary.data;

  return (
    <DashboardCard id="timesheet-card" title="Time sheet">
      {summary.isPending ? (
        <PageLoader label="Loading your hours" />
      ) : !figures ? (
        <Text size="sm" c="dimmed">
          Timesheets are not turned on for this club.
        </Text>
      ) : (
        <>
          <Group gap="xl">
            <Figure value={formatHours(figures.month_hours)} label="worked this month" />
            <Figure value={formatHours(figures.year_hours)} label="worked this year" />
          </Group>
          {figures.untimed > 0 && (
            <Text size="sm" c="orange.8" data-testid="timesheet-untimed">
              {figures.untimed === 1
                ? '1 ended shift has no recorded end yet.'
                : `${figures.untimed} ended shifts have no recorded end yet.`}
            </Text>
          )}
          <Group gap="md">
            <Anchor component={Link} to="/profile/shifts" size="sm">
              My shifts
            </Anchor>
            {admin && (
              <Anchor component={Link} to="/timesheets" size="sm">
                Everyone's shifts
              </Anchor>
            )}
          </Group>
        </>
      )}
    </DashboardCard>
  );
}
