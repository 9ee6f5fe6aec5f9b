import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/EmptyState.css';
import { Container, EmptyState, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarSmile } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DashboardCardSlot } from '@/app/dashboard/dashboard-card-slot';
import { DASHBOARD_CARDS } from '@/app/dashboard/dashboard-cards';
import { LoadFailed } from '@/app/dashboard/load-failed';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDashboard } from '@/lib/api/dashboard';
import { useSession } from '@/lib/auth/use-session';
import { useSite } from '@/lib/site/site-context';

/**
 * The dashboard: a spinner until `GET /api/dashboard` answers, then a welcome and the
 * cards that apply (compact on phones, two columns above). That one call feeds every
 * card: each reads its part of the same query (useDashboardPart), none calls on its own.
 */
export default function DashboardPage() {
  const session = useSession();
  const site = useSite();
  const user = session.user;
  const cards = useMemo(
    () =>
      user && session.role
        ? DASHBOARD_CARDS.filter((card) => card.applies({ user, role: session.role!, site }))
        : [],
    [user, session.role, site],
  );

  const dashboard = useDashboard(Boolean(user));
  if (!user || dashboard.isPending) return <PageLoader label="Loading your dashboard" />;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <PageHeader
          title={`Welcome, ${user.name || user.email}`}
          description={site.name}
          descriptionSize="md"
          showsTimes
        />
        {dashboard.isError && !dashboard.data ? (
          // The cards have no other way to their data: say so, and offer to ask again.
          <LoadFailed
            testId="dashboard-failed"
            title="Your dashboard did not load"
            description="The club's server did not answer. Try again in a moment."
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : cards.length === 0 ? (
          <Paper withBorder p="xl" data-testid="dashboard-empty">
            <EmptyState
              icon={<IconCalendarSmile size={32} aria-hidden />}
              variant="light"
              title="Nothing to show yet"
              description="Your upcoming shifts, events, requests and club news will appear here once there are some."
            />
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'sm', md: 'lg' }}>
            {cards.map((card) => (
              <DashboardCardSlot key={card.id} card={card} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
