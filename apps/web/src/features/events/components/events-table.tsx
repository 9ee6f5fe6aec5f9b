import type { EventRow } from '@crewcall/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { DeleteDialog } from '@/features/events/components/delete-dialog';
import { EventRowActions } from '@/features/events/components/event-row-actions';
import { EVENT_FILTERS, eventColumns, eventTableQuery } from '@/features/events/event-table';

/**
 * Events in the shared data table (admin): search, filters, sort, CSV, paging; each row
 * edits or deletes (after a question). `seriesId` narrows it to one series' events.
 */
export function EventsTable({ seriesId, addTo }: { seriesId?: number; addTo: string }) {
  const [state, setState] = useUrlTableState(EVENT_FILTERS);
  const [deleting, setDeleting] = useState<EventRow | null>(null);
  const query = useMemo(
    () => eventTableQuery(seriesId === undefined ? {} : { series: String(seriesId) }),
    [seriesId],
  );
  const columns = useMemo(() => eventColumns({ series: seriesId === undefined }), [seriesId]);
  const add = (
    <Button component={Link} to={addTo} leftSection={<IconPlus size={16} aria-hidden />}>
      Add event
    </Button>
  );

  return (
    <>
      <DataTable<EventRow>
        model="events"
        label="Events"
        columns={columns}
        filters={EVENT_FILTERS}
        state={state}
        onStateChange={setState}
        query={query}
        minWidth={880}
        toolbar={add}
        empty={{ title: 'No events yet', description: 'Add the first event.', action: add }}
        rowActions={(row) => (
          <EventRowActions
            name={row.name}
            editTo={`/events/${row.id}/edit`}
            onDelete={() => setDeleting(row)}
          />
        )}
      />
      <DeleteDialog
        collection="events"
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </>
  );
}
