import { useMemo } from 'react';
import type { FilterDef } from '@/components/data-table/types';
import { useCollectionList } from '@/lib/api/collections/get-collection-list';

interface Named {
  id: number;
  name: string;
  email?: string;
}

/** The most recent events offered in the event filter (older ones: use the dates). */
export const EVENT_FILTER_LIMIT = 200;

const options = (rows: Named[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name || row.email || '' }));

/**
 * The timesheet filters (issue 13): person, event, role and a date range on the
 * scheduled start. The choices load once; the array stays the same while they do not
 * change, as the table's URL state needs.
 */
export function useHoursFilters({ withPerson }: { withPerson: boolean }): readonly FilterDef[] {
  const people = useCollectionList<Named>(
    'people',
    { limit: 'all', sort: 'name' },
    { enabled: withPerson },
  ).data?.rows;
  const events = useCollectionList<Named>('events', { limit: EVENT_FILTER_LIMIT, sort: '-start' })
    .data?.rows;
  const roles = useCollectionList<Named>('roles', { limit: 'all', sort: 'order' }).data?.rows;

  return useMemo(() => {
    const filters: FilterDef[] = [
      { type: 'date', field: 'start', label: 'Date' },
      { type: 'select', field: 'event', label: 'Event', options: options(events) },
      { type: 'select', field: 'role', label: 'Role', options: options(roles) },
    ];
    if (withPerson) {
      filters.splice(1, 0, {
        type: 'select',
        field: 'person',
        label: 'Person',
        options: options(people),
      });
    }
    return filters;
  }, [people, events, roles, withPerson]);
}
