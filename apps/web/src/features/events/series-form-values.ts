import type { SeriesRow } from '@crewcall/contract';
import { isAfter, toLocalInput } from '@/features/events/event-form-values';
import { fromClubInput } from '@/lib/time-zone';

export interface SeriesFormValues extends Record<string, string> {
  name: string;
  details: string;
  /** 'true' or 'false'. */
  consecutive: string;
  /** Only kept for a series without events (datetime-local, or ''). */
  start: string;
  end: string;
}

export const SERIES_FORM_FIELDS = ['name', 'details', 'consecutive', 'start', 'end'] as const;

export function seriesFormValues(row: SeriesRow | null): SeriesFormValues {
  return {
    name: row?.name ?? '',
    details: row?.details ?? '',
    consecutive: row?.consecutive ? 'true' : 'false',
    start: toLocalInput(row?.start),
    end: toLocalInput(row?.end),
  };
}

/**
 * The form as the series collection takes it. Start and end go only when both are set
 * (a series with events answers the span of its events whatever is sent).
 */
export function toSeriesInput(values: SeriesFormValues) {
  const span =
    values.start && values.end
      ? { start: fromClubInput(values.start) ?? '', end: fromClubInput(values.end) ?? '' }
      : {};
  return {
    name: values.name.trim(),
    details: values.details,
    consecutive: values.consecutive === 'true',
    ...span,
  };
}

export const seriesFormRules = {
  name: (value: string) => (value.trim() ? null : 'Required.'),
  end: (value: string, values: SeriesFormValues) =>
    value && values.start && !isAfter(value, values.start) ? 'End must be after start.' : null,
};
