import '@/components/form-overlay-styles';
import '@mantine/core/styles/Checkbox.css';
import type { Person } from '@crewcall/contract';
import { ActionIcon, Anchor, Checkbox, Container, Group, Stack, Tooltip } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { Column, TableQuery } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { PageHeader } from '@/components/page-header';
import { PeopleBulkActions } from '@/features/people/components/people-bulk-actions';
import { PersonDrawer } from '@/features/people/components/person-drawer';
import { PEOPLE_COLUMNS, PEOPLE_FILTERS } from '@/features/people/people-table';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

const query: TableQuery<Person> = (params) => collectionListQueryOptions<Person>('people', params);

/**
 * The people of the club (admin): search, filter by role and active, sort, export; tick
 * people to invite them, invite everyone without a login, or import a membership file.
 */
export default function PeoplePage() {
  const { pk } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useUrlTableState(PEOPLE_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

  const columns: Column<Person>[] = useMemo(() => {
    const toggle = (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    return PEOPLE_COLUMNS.map((column) =>
      column.key === 'name'
        ? {
            ...column,
            // The tick box sits in the name cell: the first column stays the name on phones.
            render: (row) => (
              <Group gap="sm" wrap="nowrap">
                <Checkbox
                  aria-label={`Select ${row.name || row.email}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                />
                <Anchor
                  component={Link}
                  to={`/people/${row.id}${location.search}`}
                  fw={600}
                  underline="hover"
                >
                  {row.name || '(no name)'}
                </Anchor>
                {/* The name edits in the drawer; this opens the person's tabs. */}
                <Tooltip label="Shifts, records and emails" withArrow>
                  <ActionIcon
                    component={Link}
                    to={`/people/${row.id}/info`}
                    variant="subtle"
                    size="sm"
                    aria-label={`Open ${row.name || row.email}`}
                  >
                    <IconId size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          }
        : column,
    );
  }, [location.search, selected]);

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title="People"
          description="Everyone in the club. Newly registered people are pending until an admin activates them. People without a login can be invited by email to set a password."
          descriptionMaxWidth={720}
        />
        <PeopleBulkActions selected={[...selected]} onInvited={() => setSelected(new Set())} />
        <DataTable<Person>
          model="people"
          label="People"
          columns={columns}
          filters={PEOPLE_FILTERS}
          state={state}
          onStateChange={setState}
          query={query}
          minWidth={820}
          cardsOnPhone
          empty={{
            title: 'No people yet',
            description: 'People appear here once they register, or an admin adds or imports them.',
          }}
        />
      </Stack>
      <PersonDrawer
        id={pk ? Number(pk) : null}
        onClose={() => navigate(`/people${location.search}`)}
      />
    </Container>
  );
}
