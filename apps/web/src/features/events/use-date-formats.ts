import { useSession } from '@/lib/auth/use-session';
import { formatDate, formatDateTime, formatTime } from '@/lib/formats';

/** Dates and times as the logged-in person chose to see them (their settings), else the defaults. */
export function useDateFormats() {
  const settings = useSession().user?.settings;
  return {
    date: (value: string) => formatDate(value, settings),
    time: (value: string) => formatTime(value, settings),
    dateTime: (value: string) => formatDateTime(value, settings),
  };
}
