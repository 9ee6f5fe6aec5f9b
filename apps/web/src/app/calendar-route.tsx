import { AvailabilityDayButton } from '@/features/availability/components/availability-day-button';
import { ExternalCalendarsButton } from '@/features/calendar-feeds/components/external-calendars-dialog';
import { SubscribeButton } from '@/features/calendar-feeds/components/subscribe-button';
import { useExternalCalendarEvents } from '@/features/calendar-feeds/external/use-external-calendar-events';
import { CalendarPage } from '@/features/events/pages/calendar-page';

/**
 * The club calendar with other clubs' calendars beside it: the events feature's page,
 * handed the calendar-feeds feature's events, dialog button and Subscribe button (the club
 * programme's and the member's own iCal feeds), and the availability
 * feature's per-day button, here, because features never import each other.
 */
export default function CalendarRoute() {
  return (
    <CalendarPage
      useExternalEvents={useExternalCalendarEvents}
      externalCalendarsControl={<ExternalCalendarsButton />}
      subscribeControl={<SubscribeButton />}
      DayAction={AvailabilityDayButton}
    />
  );
}
