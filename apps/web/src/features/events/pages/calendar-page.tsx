import { Button, Container, Group, Stack } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useCalendar } from '@/features/events/api/get-calendar';
import { calendarPlaceSearch, readCalendarPlace } from '@/features/events/calendar/calendar-view';
import { EventCalendar, type VisibleRange } from '@/features/events/calendar/event-calendar';
import { calendarFetchRange, type FetchRange } from '@/features/events/calendar/fetch-range';
import {
  type CalendarClick,
  clubCalendarEvents,
  type ExternalCalendarEvent,
  externalCalendarEvents,
} from '@/features/events/calendar/to-calendar-events';
import { useFetchRange } from '@/features/events/calendar/use-fetch-range';
import { AvailabilityPlaceholder } from '@/features/events/components/availability-placeholder';
import { ExternalEventDialog } from '@/features/events/components/external-event-dialog';
import { addEventHref, dayHref, eventHref } from '@/features/events/event-links';
import { useSession } from '@/lib/auth/use-session';
import { toIsoDate } from '@/lib/formats';
import { addDays } from '@/lib/time-zone';

/** Other clubs' events for the fetched range; the app passes the calendar-feeds feature's. */
export type UseExternalEvents = (range: FetchRange | null) => readonly ExternalCalendarEvent[];

const noExternalEvents: UseExternalEvents = () => [];

export interface CalendarPageProps {
  useExternalEvents?: UseExternalEvents;
  /** The external-calendars dialog's button (shown when the club allows some). */
  externalCalendarsControl?: ReactNode;
  /** The button offering the club's and the member's iCal feeds. */
  subscribeControl?: ReactNode;
  /** Each day's availability button; the app passes the availability feature's. */
  DayAction?: ComponentType<{ date: Date }>;
}

/**
 * The club calendar (spec section 2): month, week and list views; each day opens its day
 * view; admins add events (the button, or dragging across days). Clicks: a series opens
 * its page, an event its shifts (admins) or its page; another club's event a dialog.
 */
export function CalendarPage({
  useExternalEvents = noExternalEvents,
  externalCalendarsControl,
  subscribeControl,
  DayAction = AvailabilityPlaceholder,
}: CalendarPageProps) {
  const session = useSession();
  const admin = session.role === 'admin';
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [place] = useState(() => readCalendarPlace(search));
  const [range, followRange] = useFetchRange();
  const [external, setExternal] = useState<ExternalCalendarEvent | null>(null);

  const calendar = useCalendar(range ?? calendarFetchRange(null), range !== null);
  const externalEvents = useExternalEvents(range);
  const events = useMemo(
    () => [
      ...clubCalendarEvents(calendar.data, (entry) => eventHref(entry, session.role)),
      ...externalCalendarEvents(externalEvents),
    ],
    [calendar.data, externalEvents, session.role],
  );

  // The view and its day in the URL: reload, Back and "Back to Month View" return here.
  // Written from an effect: FullCalendar reports its first view while it mounts, before
  // this page may navigate (react-router warns of a navigate() during the first render).
  const [shownPlace, setShownPlace] = useState<string | null>(null);
  const onRangeChange = (visible: VisibleRange) => {
    followRange(visible);
    setShownPlace(calendarPlaceSearch({ view: visible.view, date: visible.focus }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the shown place only
  useEffect(() => {
    if (shownPlace !== null) setSearch(shownPlace, { replace: true });
  }, [shownPlace]);

  const onClick = (click: CalendarClick) => {
    if (click.kind === 'external') setExternal(click.event);
    else navigate(eventHref(click.entry, session.role));
  };

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeader
            title="Calendar"
            description="The club's events. Open a day to see it in full."
            showsTimes
          />
          <Group gap="xs">
            {subscribeControl}
            {externalCalendarsControl}
            {admin && (
              <>
                <Button
                  component={Link}
                  to="/events/list"
                  variant="default"
                  leftSection={<IconList size={16} aria-hidden />}
                >
                  Event list
                </Button>
                <Button
                  component={Link}
                  to={addEventHref()}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  Add event
                </Button>
              </>
            )}
          </Group>
        </Group>
        <EventCalendar<CalendarClick>
          events={events}
          loading={calendar.isFetching && !calendar.data}
          initialView={place.view}
          initialDate={place.date}
          onRangeChange={onRangeChange}
          onEntryClick={onClick}
          onDayOpen={(date) => navigate(dayHref(date))}
          onSelectRange={
            admin
              ? (start, end, allDay) =>
                  navigate(
                    allDay
                      ? // FullCalendar's end is the day after the last one selected.
                        addEventHref({
                          start: toIsoDate(start),
                          end: addDays(toIsoDate(end), -1),
                        })
                      : addEventHref({ start: start.toISOString(), end: end.toISOString() }),
                  )
              : undefined
          }
          dayAction={(date) => <DayAction date={date} />}
        />
      </Stack>
      <ExternalEventDialog event={external} onClose={() => setExternal(null)} />
    </Container>
  );
}

export default CalendarPage;
