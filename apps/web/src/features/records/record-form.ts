import type { RecordInput } from '@crewcall/contract';
import type { PersonRecord } from '@/features/records/api/get-records';
import { validateIsoDate } from '@/lib/formats';
import { REQUIRED, required } from '@/lib/validation';

/**
 * The record form (spec section 5: competency and achieved required, dates YYYY-MM-DD) as
 * the form hook holds it: text values, '' for "none". The person is the page's.
 */
export type RecordFormValues = {
  competency: string;
  training: string;
  achieved: string;
  details: string;
  current: 'true' | 'false';
};

/** The fields the form shows, for the server's field errors. */
export const RECORD_FORM_FIELDS = ['competency', 'training', 'achieved', 'details', 'current'];

/** A new record's form (today's date is left to the admin), or a record's as it is. */
export function recordFormValues(record: PersonRecord | null): RecordFormValues {
  return {
    competency: record?.competency ? String(record.competency) : '',
    training: record?.training ? String(record.training) : '',
    achieved: record?.achieved ?? '',
    details: record?.details ?? '',
    current: record && !record.current ? 'false' : 'true',
  };
}

export const RECORD_RULES = {
  competency: required,
  achieved: (value: string) => (value.trim() ? validateIsoDate(value.trim()) : REQUIRED),
};

/** What the form sends: ids as numbers, no course as null. */
export function recordBody(values: RecordFormValues): Required<Omit<RecordInput, 'person'>> {
  return {
    competency: Number(values.competency),
    training: values.training ? Number(values.training) : null,
    achieved: values.achieved.trim(),
    details: values.details,
    current: values.current === 'true',
  };
}
