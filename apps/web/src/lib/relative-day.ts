import { type ConfigType, dayjs } from '@/lib/formats';

/** 'today', 'in N day(s)' or 'in the past', counted in calendar days (spec section 2). */
export function relativeDayLabel(value: ConfigType, now: ConfigType = new Date()): string {
  const days = dayjs(value).startOf('day').diff(dayjs(now).startOf('day'), 'day');
  if (days === 0) return 'today';
  if (days < 0) return 'in the past';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}
