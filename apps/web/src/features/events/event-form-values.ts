import { EVENT_END_MESSAGE, type EventRow } from '@crewcall/contract';
import { isIsoDate } from '@/lib/formats';
import { fromClubInput, toClubInput } from '@/lib/time-zone';

/** The event form's fields, as strings (ids as digits, '' for none). */
export interface EventFormValues extends Record<string, string> {
  name: string;
  eventtype: string;
  series: string;
  location: string;
  /** `<input type="datetime-local">` values: YYYY-MM-DDTHH:mm, the club's clock. */
  start: string;
  end: string;
  color: string;
  details: string;
  /** 'true' (on the public calendar, the default) or 'false' (members only). */
  public: string;
}

export const EVENT_FORM_FIELDS = [
  'name',
  'eventtype',
  'series',
  'location',
  'start',
  'end',
  'color',
  'details',
  'public',
] as const;

/** A new event on a given day starts at 09:00 and ends at 17:00 unless said otherwise. */
const DEFAULT_START = '09:00';
const DEFAULT_END = '17:00';

/** An ISO moment (or a bare day) as a datetime-local value on the club's clock; '' when no date. */
export function toLocalInput(value: string | null | undefined, dayTime = DEFAULT_START): string {
  if (!value) return '';
  if (isIsoDate(value)) return `${value}T${dayTime}`;
  return toClubInput(value);
}

/** What the form starts from: the event being edited, or a new one (maybe on a chosen day). */
export function eventFormValues(
  row: EventRow | null,
  prefill: { start?: string | null; end?: string | null; series?: string | null } = {},
): EventFormValues {
  const start = toLocalInput(row?.start ?? prefill.start, DEFAULT_START);
  const end = row
    ? toLocalInput(row.end)
    : toLocalInput(
        prefill.end ?? (prefill.start && isIsoDate(prefill.start) ? prefill.start : null),
        DEFAULT_END,
      );
  return {
    name: row?.name ?? '',
    eventtype: row?.eventtype ? String(row.eventtype) : '',
    series: row?.series ? String(row.series) : (prefill.series ?? ''),
    location: row?.location ? String(row.location) : '',
    start,
    end,
    color: row?.own_color ?? '',
    details: row?.details ?? '',
    public: row?.public === false ? 'false' : 'true',
  };
}

const ref = (value: string) => (value === '' ? null : Number(value));

/** The form as the events collection takes it: moments with their zone, refs as ids or null. */
export function toEventInput(values: EventFormValues) {
  return {
    name: values.name.trim(),
    eventtype: ref(values.eventtype),
    series: ref(values.series),
    location: ref(values.location),
    start: fromClubInput(values.start) ?? '',
    end: fromClubInput(values.end) ?? '',
    color: values.color.trim(),
    details: values.details,
    public: values.public !== 'false',
  };
}

const moment = (value: string) =>
  value === '' ? 'Required.' : fromClubInput(value) ? null : 'Enter a date and time.';

/** Whether one datetime-local value is later than another (both on the club's clock). */
export function isAfter(later: string, earlier: string): boolean {
  const [a, b] = [fromClubInput(later), fromClubInput(earlier)];
  return a !== null && b !== null && Date.parse(a) > Date.parse(b);
}

/** What the form checks before asking the server (which checks again). */
export const eventFormRules = {
  name: (value: string) => (value.trim() ? null : 'Required.'),
  start: moment,
  end: (value: string, values: EventFormValues) =>
    moment(value) ?? (values.start && !isAfter(value, values.start) ? EVENT_END_MESSAGE : null),
  color: (value: string) =>
    /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/.test(value.trim())
      ? null
      : 'Enter a colour such as #01579B.',
};
