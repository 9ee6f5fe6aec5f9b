import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Container, EmptyState, Group, Paper, Skeleton, Stack } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarOff,
  IconChevronLeft,
  IconChevronRight,
  IconPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useDayEvents } from '@/features/events/api/get-day-events';
import { calendarPlaceSearch } from '@/features/events/calendar/calendar-view';
import { EventCard } from '@/features/events/components/event-card';
import { addEventHref, dayHref } from '@/features/events/event-links';
import { useDateFormats } from '@/features/events/use-date-formats';
import { useSession } from '@/lib/auth/use-session';
import { dayjs, isIsoDate } from '@/lib/formats';

export interface DayPageProps {
  /** The person's own availability for the day; the app passes the availability feature's. */
  Availability?: ComponentType<{ date: string }>;
}

/**
 * The day view (spec section 2): one card per event that day, or 'No Events on this day';
 * the days before and after one tap away, and the person's availability for the day
 * (the way to mark days on a phone, issue 20 item 4).
 */
export default function DayPage(props: DayPageProps) {
  const { date = '' } = useParams();
  if (!isIsoDate(date)) return <Navigate to="/404" replace />;
  return <Day date={date} {...props} />;
}

/** The date `days` away from `date` (YYYY-MM-DD). */
function otherDay(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

function Day({ date, Availability }: { date: string } & DayPageProps) {
  const admin = useSession().role === 'admin';
  const formats = useDateFormats();
  const events = useDayEvents(date);
  const monthView = `/events/calendar${calendarPlaceSearch({ view: 'month', date })}`;
  const back = (
    <Button
      component={Link}
      to={monthView}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to Month View
    </Button>
  );

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader title={formats.date(date)} description="Events on this day" showsTimes />
          <Group gap="xs" wrap="nowrap" role="group" aria-label="Other days">
            <Button
              component={Link}
              to={dayHref(otherDay(date, -1))}
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
            >
              Previous day
            </Button>
            <Button
              component={Link}
              to={dayHref(otherDay(date, 1))}
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden />}
            >
              Next day
            </Button>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="xs">
            {back}
            {admin && (
              <Button
                component={Link}
                to={addEventHref({ start: date, end: date })}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add event
              </Button>
            )}
          </Group>
        </Group>
        {Availability && <Availability date={date} />}
        {events.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading events">
            <Skeleton height={140} />
            <Skeleton height={140} />
          </Stack>
        ) : events.data?.rows.length ? (
          events.data.rows.map((event) => (
            <EventCard key={event.id} event={event} related={events.data.related} admin={admin} />
          ))
        ) : (
          <Paper withBorder p="xl">
            <EmptyState
              icon={<IconCalendarOff size={32} aria-hidden />}
              variant="light"
              title="No Events on this day"
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
