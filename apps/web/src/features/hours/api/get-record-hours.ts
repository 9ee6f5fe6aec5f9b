import type { Dashboard } from '@crewcall/contract';
import { useDashboardPart } from '@/lib/api/dashboard';

/** The Record Hours card's list, and today in the club's zone (which decides Start). */
export interface RecordHours {
  today: string;
  shifts: Dashboard['record_hours'];
}

/** The card's part of the dashboard's answer. */
export const recordHoursPart = ({ today, record_hours }: Dashboard): RecordHours => ({
  today,
  shifts: record_hours,
});

/**
 * The Record Hours card's list: the person's shifts that start or end today, or ended
 * without an actual end (spec section 4). Part of the dashboard's one call (the card has
 * no page of its own); after Start or End, the dashboard reads again (refreshCollections).
 */
export function useRecordHours() {
  return useDashboardPart(recordHoursPart);
}
