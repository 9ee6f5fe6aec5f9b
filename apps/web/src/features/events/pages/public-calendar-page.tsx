import type { PublicEvent } from '@crewcall/contract';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { usePublicCalendar } from '@/features/events/api/get-public-calendar';
import { EventCalendar } from '@/features/events/calendar/event-calendar';
import { calendarFetchRange } from '@/features/events/calendar/fetch-range';
import { publicCalendarEvents } from '@/features/events/calendar/to-public-events';
import { useFetchRange } from '@/features/events/calendar/use-fetch-range';
import { PublicEventDialog } from '@/features/events/components/public-event-dialog';
import { clubFeedUrl } from '@/lib/site/club-feed';
import { useSite } from '@/lib/site/site-context';

/**
 * The club's public calendar (`/events/public`, no login): what the club publishes,
 * read-only (events kept off it are not sent). A click shows the event's times, location
 * and details, and a link to its public page. Visitors can subscribe to the club
 * programme's iCal feed (the same events) in their calendar app.
 */
export default function PublicCalendarPage() {
  const site = useSite();
  const [range, followRange] = useFetchRange();
  const [open, setOpen] = useState<PublicEvent | null>(null);
  const calendar = usePublicCalendar(range ?? calendarFetchRange(null), range !== null);
  const events = useMemo(() => publicCalendarEvents(calendar.data), [calendar.data]);

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader
            title={`${site.name} calendar`}
            description="The club's public events. Members log in to see everything and sign up."
            showsTimes
          />
          <Button
            component="a"
            href={clubFeedUrl(site.url)}
            variant="default"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            Subscribe in your calendar app
          </Button>
        </Group>
        <EventCalendar<PublicEvent>
          events={events}
          loading={calendar.isFetching && !calendar.data}
          initialView="month"
          onRangeChange={followRange}
          onEntryClick={setOpen}
        />
      </Stack>
      <PublicEventDialog event={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
