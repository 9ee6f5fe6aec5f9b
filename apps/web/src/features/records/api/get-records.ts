import type { RecordRow } from '@crewcall/contract';
import type { TableQuery } from '@/components/data-table/types';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

/** Spec section 9: records are listed by achieved, newest first. */
export const RECORDS_DEFAULT_SORT = '-achieved';

/**
 * A record as a reader gets it: members never get `details` (the server leaves it out),
 * admins get every field.
 */
export type PersonRecord = Omit<RecordRow, 'details'> & { details?: string };

/**
 * `GET /api/records/?person={id}`: one person's records, with the names of their
 * competencies and courses side-loaded (`expand`), newest first unless sorted otherwise.
 */
export function personRecordsQuery(personId: number): TableQuery<PersonRecord> {
  return (params) =>
    collectionListQueryOptions<PersonRecord>('records', {
      ...params,
      sort: params.sort || RECORDS_DEFAULT_SORT,
      person: personId,
      expand: 'competencies,training',
    });
}
