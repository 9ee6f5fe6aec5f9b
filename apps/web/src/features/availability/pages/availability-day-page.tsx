import '@/features/availability/availability-styles';
import type { AvailabilityPerson, AvailabilityState } from '@crewcall/contract';
import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useAvailabilityDay } from '@/features/availability/api/get-availability-views';
import { STATE_COLORS } from '@/features/availability/availability-states';
import { AvailabilityDayChoice } from '@/features/availability/components/availability-day-choice';
import { useSession } from '@/lib/auth/use-session';
import { dayjs, formatDate, isIsoDate } from '@/lib/formats';

function PeopleList({
  id,
  title,
  state,
  people,
}: {
  id: string;
  title: string;
  state: AvailabilityState;
  people: AvailabilityPerson[];
}) {
  return (
    <DashboardCard
      id={id}
      title={title}
      accent={STATE_COLORS[state]}
      count={people.length}
      countLabel={`${people.length} people`}
    >
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody.
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <Text key={person.id} component="li" size="sm">
              {person.name}
            </Text>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/**
 * A day's availability (/unavailability/{date}, any member): who is available, only if
 * required, or unavailable that day, with links to the days around it, and the person's
 * own choice for the day (on a phone, the calendar's small button is hard to reach).
 */
export default function AvailabilityDayPage() {
  const date = useParams().date ?? '';
  const settings = useSession().user?.settings;
  const admin = useSession().role === 'admin';
  const valid = isIsoDate(date);
  const day = useAvailabilityDay(valid ? date : '');
  const other = (days: number) =>
    `/unavailability/${dayjs(date).add(days, 'day').format('YYYY-MM-DD')}`;

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <PageHeader
          title={valid ? `Availability: ${formatDate(date, settings)}` : 'Availability'}
          description="Who said they can help on this day."
        />
        {valid && (
          <Group gap="md">
            <Anchor component={Link} to={other(-1)} size="sm">
              Previous day
            </Anchor>
            <Anchor component={Link} to={other(1)} size="sm">
              Next day
            </Anchor>
            {admin && (
              <Anchor component={Link} to={`/unavailability?month=${date.slice(0, 7)}`} size="sm">
                Month overview
              </Anchor>
            )}
            <Anchor component={Link} to={`/events/calendar/${date}`} size="sm">
              Events of the day
            </Anchor>
          </Group>
        )}
        {valid && <AvailabilityDayChoice date={date} />}
        {!valid ? (
          <Text c="red">Date format must be YYYY-MM-DD.</Text>
        ) : !day.data ? (
          <PageLoader label="Loading availability" />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <PeopleList
              id="day-available"
              title="Available"
              state={1}
              people={day.data.available}
            />
            <PeopleList
              id="day-if-required"
              title="Only if required"
              state={2}
              people={day.data.if_required}
            />
            <PeopleList
              id="day-unavailable"
              title="Unavailable"
              state={0}
              people={day.data.unavailable}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
