import { dayjs, type FormatSettings, resolveFormats } from '@/lib/formats';

/** A calendar day (YYYY-MM-DD) in the person's date format: shown as it is, never moved by a zone. */
export const calendarDay = (value: string, settings?: FormatSettings | null) =>
  dayjs(value).format(resolveFormats(settings).dateFormat);
