import type { HoursPage, HoursQuery, HoursRow } from '@crewcall/contract';
import type { ListParams, TablePage, TableQuery } from '@/components/data-table/types';
import { hoursKeys } from '@/features/hours/api/hours-keys';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';
import { addDays } from '@/lib/time-zone';

/** An hours table's page: the rows in order, and hours totalled over every match. */
export interface HoursTablePage extends TablePage<HoursRow> {
  totals: HoursPage['totals'];
}

/** Spec section 9: shifts are listed by start, newest first. */
export const HOURS_DEFAULT_SORT = '-start';

/**
 * The table's parameters as the hours calls take them: the date filter's days
 * (`start__ge`, `start__le`, inclusive) become `start` and the next day's midnight as
 * `end`, read in the browser's time zone; ids as numbers.
 */
export function toHoursQuery(params: ListParams): HoursQuery {
  const query: HoursQuery = {
    limit: params.limit,
    offset: params.offset,
    sort: params.sort || HOURS_DEFAULT_SORT,
  };
  for (const field of ['person', 'event', 'role'] as const) {
    const id = Number(params[field]);
    if (Number.isInteger(id) && id > 0) query[field] = id;
  }
  const from = params.start__ge;
  const to = params.start__le;
  if (typeof from === 'string' && from) query.start = from;
  if (typeof to === 'string' && to) query.end = addDays(to, 1);
  return query;
}

function toTablePage(body: HoursPage): HoursTablePage {
  const rows = body.ids
    .map((id) => body.results.shifts[String(id)])
    .filter((row): row is HoursRow => row !== undefined);
  return { rows, count: body.count, totals: body.totals };
}

/** `GET /api/timesheets`: every shift of the club in the filtered period (admin). */
export const timesheetsQuery: TableQuery<HoursRow> = (params) => {
  const query = toHoursQuery(params);
  return {
    queryKey: hoursKeys.timesheets(query),
    queryFn: async ({ signal }) =>
      toTablePage(
        unwrap<HoursPage>(await tsr.hours.timesheets.query({ query, fetchOptions: { signal } })),
      ),
  };
};

/** `GET /api/people/{id}/shifts`: one person's shifts (their profile's Shifts tab). */
export function personShiftsQuery(personId: number): TableQuery<HoursRow> {
  return (params) => {
    const { person: _person, ...query } = toHoursQuery(params);
    return {
      queryKey: hoursKeys.personShifts(personId, query),
      queryFn: async ({ signal }) =>
        toTablePage(
          unwrap<HoursPage>(
            await tsr.hours.personShifts.query({
              params: { id: personId },
              query,
              fetchOptions: { signal },
            }),
          ),
        ),
    };
  };
}
