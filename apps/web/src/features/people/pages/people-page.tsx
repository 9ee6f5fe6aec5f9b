import '@/components/form-overlay-styles';
import type { Person } from '@crewcall/contract';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import type { Column, TableQuery } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { PersonDrawer } from '@/features/people/components/person-drawer';
import { PEOPLE_COLUMNS, PEOPLE_FILTERS } from '@/features/people/people-table';
import { collectionListQueryOptions } from '@/lib/api/collections/get-collection-list';

const query: TableQuery<Person> = (params) => collectionListQueryOptions<Person>('people', params);

/** The people of the club (admin): search, filter by role and active, sort, export. */
export default function PeoplePage() {
  const { pk } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useUrlTableState(PEOPLE_FILTERS);

  const columns: Column<Person>[] = useMemo(
    () =>
      PEOPLE_COLUMNS.map((column) =>
        column.key === 'name'
          ? {
              ...column,
              render: (row) => (
                <Anchor
                  component={Link}
                  to={`/people/${row.id}${location.search}`}
                  fw={600}
                  underline="hover"
                >
                  {row.name || '(no name)'}
                </Anchor>
              ),
            }
          : column,
      ),
    [location.search],
  );

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            People
          </Title>
          <Text c="dimmed" size="sm" maw={720}>
            Everyone in the club. Newly registered people are pending until an admin activates them.
          </Text>
        </div>
        <DataTable<Person>
          model="people"
          label="People"
          columns={columns}
          filters={PEOPLE_FILTERS}
          state={state}
          onStateChange={setState}
          query={query}
          minWidth={720}
          empty={{
            title: 'No people yet',
            description: 'People appear here once they register.',
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
