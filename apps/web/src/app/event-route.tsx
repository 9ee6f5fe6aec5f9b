import EventPage from '@/features/events/pages/event-page';
import { EventShiftsSection } from '@/features/requests/event-page/event-shifts-section';

/**
 * An event's page with its shifts and sign-up: the events feature's page, handed the
 * requests feature's section here, because features never import each other.
 */
export default function EventRoute() {
  return <EventPage ShiftsSection={EventShiftsSection} />;
}
