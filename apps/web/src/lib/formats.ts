import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';

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

function format(value: ConfigType, pattern: string): string {
  const d = dayjs(value);
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

/** Monday of the week that holds `value`. */
export function startOfWeek(value: ConfigType): Dayjs {
  return dayjs(value).startOf('week');
}

export type { ConfigType };
export { dayjs };
