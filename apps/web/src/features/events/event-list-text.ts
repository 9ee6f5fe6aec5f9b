import { type ConfigType, type FormatSettings, formatDate } from '@/lib/formats';
import { relativeDayLabel } from '@/lib/relative-day';
import { inClubZone } from '@/lib/time-zone';

/** An event list item (dashboard, series page): an event, or a series as one item. */
export type ListedEvent =
  | {
      type: 'event';
      id: number;
      name: string;
      start: string;
      end: string;
      color: string;
      /** The location's name, when the event has one. */
      location: string | null;
      /** Published shifts nobody fills yet (admins see it). */
      empty: number;
    }
  | { type: 'series'; id: number; name: string; start: string; end: string; color: string };

export interface ListedEventText {
  /** Weekday and day of the month in the date block ('Sat', '7'); none for a series. */
  weekday?: string;
  day?: string;
  title: string;
  /** 'in 3 days · Sat 7 Mar 2026 at Main pontoon', or 'from Sat 1 Mar 2026 to …' for a series. */
  when: string;
}

/**
 * What an event list item says (spec section 2): a series 'from {start} to {end}'; an
 * event its weekday and day, the relative-day label and date, and 'at {location}'.
 */
export function listedEventText(
  item: ListedEvent,
  settings?: FormatSettings | null,
  now: ConfigType = new Date(),
): ListedEventText {
  if (item.type === 'series') {
    return {
      title: item.name || 'Untitled Series',
      when: `from ${formatDate(item.start, settings)} to ${formatDate(item.end, settings)}`,
    };
  }
  const start = inClubZone(item.start);
  const at = item.location ? ` at ${item.location}` : '';
  return {
    weekday: start.format('ddd'),
    day: start.format('D'),
    title: item.name,
    when: `${relativeDayLabel(item.start, now)} · ${formatDate(item.start, settings)}${at}`,
  };
}
