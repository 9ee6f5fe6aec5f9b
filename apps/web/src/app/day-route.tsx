import { AvailabilityDayChoice } from '@/features/availability/components/availability-day-choice';
import DayPage from '@/features/events/pages/day-page';

/**
 * The calendar's day view with the person's availability for the day: the events
 * feature's page, handed the availability feature's control here, because features never
 * import each other.
 */
export default function DayRoute() {
  return <DayPage Availability={AvailabilityDayChoice} />;
}
