import updateLocale from 'dayjs/plugin/updateLocale';
import { type ConfigType, type Dayjs, dayjs, inClubZone } from '@/lib/time-zone';

dayjs.extend(updateLocale);
/** Weeks start on Monday everywhere in the app (spec section 9). */
dayjs.updateLocale('en', { weekStart: 1 });

/** Date formats a person can choose (spec section 9). */
export const DATE_FORMATS = ['ddd D MMM YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'D MMM YYYY'] as const;
/** Time formats a person can choose. */
export const TIME_FORMATS = ['h:mm a', 'HH:mm'] as const;
/** The format of dates in URLs and API payloads. */
export const ISO_DATE = 'YYYY-MM-DD';
export const DATE_FORMAT_MESSAGE = 'Date format must be YYYY-MM-DD.';
export const WEEK_START = 1;

export interface FormatSettings {
  dateFormat?: string;
  timeFormat?: string;
  dateTimeFormat?: string;
}

/** The user-setting defaults (spec section 3). */
export const DEFAULT_FORMATS: Required<FormatSettings> = {
  dateFormat: 'ddd D MMM YYYY',
  timeFormat: 'h:mm a',
  dateTimeFormat: 'ddd D MMM YYYY h:mm a',
};

export function resolveFormats(settings?: FormatSettings | null): Required<FormatSettings> {
  return {
    dateFormat: settings?.dateFormat || DEFAULT_FORMATS.dateFormat,
    timeFormat: settings?.timeFormat || DEFAULT_FORMATS.timeFormat,
    dateTimeFormat: settings?.dateTimeFormat || DEFAULT_FORMATS.dateTimeFormat,
  };
}

/** Dates and times read on the club's clock, whatever the browser's zone (lib/time-zone). */
function format(value: ConfigType, pattern: string): string {
  const d = inClubZone(value);
  return d.isValid() ? d.format(pattern) : '';
}

export function formatDate(value: ConfigType, settings?: FormatSettings | null): string {
  return format(value, resolveFormats(settings).dateFormat);
}

export function formatTime(value: ConfigType, settings?: FormatSettings | null): string {
  return format(value, resolveFormats(settings).timeFormat);
}

export function formatDateTime(value: ConfigType, settings?: FormatSettings | null): string {
  return format(value, resolveFormats(settings).dateTimeFormat);
}

/**
 * Dates and times in a CSV: ISO 8601 on the club's clock, `YYYY-MM-DD HH:mm` (the date and
 * time of day joined by a space, as RFC 3339 allows, so spreadsheets read a date-time that
 * sorts), whatever format the person chose for the screen; '' when there is none.
 */
export const CSV_DATE_TIME = 'YYYY-MM-DD HH:mm';

export function csvDateTime(value: ConfigType | null | undefined): string {
  return value ? format(value, CSV_DATE_TIME) : '';
}

/** A day in a CSV: ISO 8601 (YYYY-MM-DD) on the club's clock; '' when there is none. */
export function csvDate(value: ConfigType | null | undefined): string {
  return value ? format(value, ISO_DATE) : '';
}

/** The day of `value` on the club's clock (a bare YYYY-MM-DD stays that day). */
export function toIsoDate(value: ConfigType): string {
  return format(value, ISO_DATE);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(ISO_DATE) === text;
}

export function validateIsoDate(text: string): string | null {
  return isIsoDate(text) ? null : DATE_FORMAT_MESSAGE;
}

/** Monday of the week that holds `value`, on the club's clock. */
export function startOfWeek(value: ConfigType): Dayjs {
  return inClubZone(value).startOf('week');
}

export type { ConfigType };
export { dayjs };
