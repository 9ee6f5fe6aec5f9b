import type { ConfigType } from '@/lib/formats';
import { clubDate, daysBetween } from '@/lib/time-zone';

/**
 * 'today', 'in N day(s)' or 'in the past', counted in calendar days on the club's clock
 * (spec section 2): a shift this morning in a UK club is "today" in Sydney too.
 */
export function relativeDayLabel(value: ConfigType, now: ConfigType = new Date()): string {
  const days = daysBetween(clubDate(now), clubDate(value));
  if (days === 0) return 'today';
  if (days < 0) return 'in the past';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}
