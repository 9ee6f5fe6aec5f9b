import { MESSAGE_PLACEHOLDERS, type MessagePlaceholder } from '@crewcall/contract';
import { LruMap } from '@/lib/lru-map';
import type { Recipient } from './audience.queries';

/** `{name}`, `{first_name}`: a word in braces. Anything else in braces is left as written. */
const PLACEHOLDER = /\{([a-z_]+)\}/g;

const known = (word: string): word is MessagePlaceholder =>
  Object.hasOwn(MESSAGE_PLACEHOLDERS, word);

/** The placeholders of a text that the product does not know, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const [, word] of text.matchAll(PLACEHOLDER)) if (!known(word)) found.add(`{${word}}`);
  return [...found];
}

/** Formatters per zone (building one costs tens of µs; a send formats thousands of values). */
const formats = new LruMap<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>(200);

/** The spec's formats: dates `ddd D MMM YYYY` (Sat 14 Jun 2025), times `h:mm a` (9:30 am). */
function formatsIn(zone: string) {
  return formats.getOrSet(zone, () => ({
    date: new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
  }));
}

/** `Sat 14 Jun 2025` in the zone (Intl writes "Sat, 14 Jun 2025" or "Sat 14 Jun 2025"). */
export function messageDate(iso: string, zone: string): string {
  return formatsIn(zone).date.format(new Date(iso)).replace(',', '');
}

/** `9:30 am` in the zone. */
export function messageTime(iso: string, zone: string): string {
  return formatsIn(zone)
    .time.format(new Date(iso))
    .replace(/\s?([AP])M$/, (_m, x) => ` ${x.toLowerCase()}m`);
}

export type PlaceholderClub = { name: string; timeZone: string };

/** Each placeholder's value for one recipient; the event ones empty without a shift. */
export function placeholderValues(
  club: PlaceholderClub,
  r: Recipient | null,
): Record<MessagePlaceholder, string> {
  const name = r?.name.trim() ?? '';
  return {
    name,
    first_name: name.split(/\s+/)[0] ?? '',
    club: club.name,
    event: r?.event_name ?? '',
    event_date: r?.event_start ? messageDate(r.event_start, club.timeZone) : '',
    shift_start: r?.shift_start ? messageTime(r.shift_start, club.timeZone) : '',
    shift_role: r?.role_name ?? '',
  };
}

/** The text with every known placeholder replaced (unknown ones were refused before). */
export function fillPlaceholders(text: string, values: Record<MessagePlaceholder, string>) {
  return text.replace(PLACEHOLDER, (whole, word: string) => (known(word) ? values[word] : whole));
}
