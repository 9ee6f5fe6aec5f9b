import '@/components/form-overlay-styles';
import type { SeriesRow } from '@crewcall/contract';
import { ActionIcon, Button, Container, Group, Stack } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { PageHeader } from '@/components/page-header';
import { DeleteDialog } from '@/features/events/components/delete-dialog';
import { EventRowActions } from '@/features/events/components/event-row-actions';
import { SeriesDrawer } from '@/features/events/components/series-drawer';
import { SERIES_COLUMNS, SERIES_FILTERS, seriesTableQuery } from '@/features/events/series-table';
import { DISCARD_CHANGES } from '@/lib/form/use-unsaved-changes';

/**
 * The club's series (admin): the shared table, Add, the edit drawer (`/series/list/{pk}`
 * opens that series), its events, and delete after a question.
 */
export default function SeriesListPage() {
  const { pk } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useUrlTableState(SERIES_FILTERS);
  const [creating, setCreating] = useState(0);
  const sessions = useRef(0);
  const [deleting, setDeleting] = useState<SeriesRow | null>(null);
  const openId = pk ? Number(pk) : null;

  const startCreating = () => {
    sessions.current += 1;
    setCreating(sessions.current);
  };
  const closeDrawer = (discard = false) => {
    setCreating(0);
    if (openId !== null)
      navigate(`/series/list${location.search}`, discard ? { state: DISCARD_CHANGES } : {});
  };
  const add = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startCreating}>
      Add series
    </Button>
  );

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="Series"
          description="Events that belong together, such as a season of racing. Members can sign up to all of a series' events at once."
          descriptionMaxWidth={720}
        />
        <DataTable<SeriesRow>
          model="series"
          label="Series"
          columns={SERIES_COLUMNS}
          filters={SERIES_FILTERS}
          state={state}
          onStateChange={setState}
          query={seriesTableQuery}
          toolbar={add}
          empty={{ title: 'No series yet', description: 'Add the first series.', action: add }}
          rowActions={(row) => {
            const name = row.name || 'Untitled Series';
            return (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon
                  component={Link}
                  to={`/series/events/${row.id}`}
                  variant="subtle"
                  aria-label={`Events of ${name}`}
                >
                  <IconListDetails size={18} aria-hidden />
                </ActionIcon>
                <EventRowActions
                  name={name}
                  editTo={`/series/list/${row.id}${location.search}`}
                  onDelete={() => setDeleting(row)}
                />
              </Group>
            );
          }}
        />
      </Stack>
      <SeriesDrawer
        editing={creating ? 'new' : openId}
        session={creating}
        onClose={() => closeDrawer()}
        onDelete={setDeleting}
      />
      <DeleteDialog
        collection="series"
        item={deleting}
        warning="A series that still has events cannot be deleted."
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          closeDrawer(true);
        }}
      />
    </Container>
  );
}
