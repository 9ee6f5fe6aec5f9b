import '@/components/form-overlay-styles';
import { Alert, Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { isNarrowed } from '@/components/data-table/table-state';
import type { Column, TableQuery } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { PageHeader } from '@/components/page-header';
import { useReorderItems } from '@/features/setup/api/reorder-items';
import { DeleteItemDialog } from '@/features/setup/components/delete-item-dialog';
import { ItemDrawer } from '@/features/setup/components/item-drawer';
import { RowActions } from '@/features/setup/components/row-actions';
import { orderRanks } from '@/features/setup/reorder';
import { rowNameOf, type SetupRow, type SetupScreen } from '@/features/setup/setup-screen';
import {
  collectionListQueryOptions,
  useCollectionList,
} from '@/lib/api/collections/get-collection-list';
import { DISCARD_CHANGES } from '@/lib/form/use-unsaved-changes';

/**
 * A club setup screen: the searchable list, an Add button, the create/edit drawer (the
 * optional pk in the URL opens that row), delete with a confirmation, and, for ordered
 * collections, up/down buttons while the list shows its own order.
 */
export function SetupPage({ screen }: { screen: SetupScreen }) {
  const { pk } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useUrlTableState(screen.filters);
  // A new form each time Add is pressed (0: not adding), even while the last one closes.
  const [creating, setCreating] = useState(0);
  const sessions = useRef(0);
  const startCreating = () => {
    sessions.current += 1;
    setCreating(sessions.current);
  };
  const [deleting, setDeleting] = useState<SetupRow | null>(null);
  const reorder = useReorderItems(screen.collection);
  const openId = pk ? Number(pk) : null;

  const hrefFor = (id: number) => `${screen.path}/${id}${location.search}`;
  const closeDrawer = (discard = false) => {
    setCreating(0);
    if (openId !== null)
      navigate(`${screen.path}${location.search}`, discard ? { state: DISCARD_CHANGES } : {});
  };

  // Order is shown as each row's place (1, 2, 3…), not the stored number, which has gaps
  // after a delete. Setup lists are short: the whole list in order gives every place.
  const ordered = useCollectionList<{ id: number }>(
    screen.collection,
    { limit: 'all' },
    { enabled: Boolean(screen.ordered) },
  );
  const ranks = useMemo(() => orderRanks(ordered.data?.rows ?? []), [ordered.data]);

  const inOwnOrder =
    !isNarrowed(state) &&
    (state.sort.length === 0 ||
      (state.sort.length === 1 && state.sort[0].field === 'order' && !state.sort[0].descending));

  const query: TableQuery<SetupRow> = useMemo(
    () => (params) =>
      collectionListQueryOptions<SetupRow>(screen.collection, { ...params, expand: screen.expand }),
    [screen.collection, screen.expand],
  );

  const { search } = location;
  const columns: Column<SetupRow>[] = useMemo(
    () =>
      screen.columns.map((column) =>
        column.key === 'order' && screen.ordered
          ? { ...column, value: (row) => ranks.get(row.id) ?? '', render: undefined }
          : column.key === screen.nameField
            ? {
                ...column,
                render: (row, page) => (
                  <Anchor
                    component={Link}
                    to={`${screen.path}/${row.id}${search}`}
                    fw={600}
                    underline="hover"
                  >
                    {column.render ? column.render(row, page) : String(row[screen.nameField] ?? '')}
                  </Anchor>
                ),
              }
            : column,
      ),
    [screen, search, ranks],
  );

  const moveRow = async (moved: SetupRow, direction: 'up' | 'down') => {
    const rowOf = () => document.querySelector<HTMLElement>(`[data-row-id="${moved.id}"]`);
    const place = (row: HTMLElement | null) =>
      row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : -1;
    const before = place(rowOf());
    await reorder.mutateAsync({ id: moved.id, direction });
    // Keep the keyboard where it was: on the moved row's button (the other one at an end),
    // once the list shows the new order.
    let frames = 0;
    const refocus = () => {
      const row = rowOf();
      if (row && place(row) === before && frames++ < 120) {
        requestAnimationFrame(refocus);
        return;
      }
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
      const other = row?.querySelector<HTMLButtonElement>(
        `[data-move="${direction === 'up' ? 'down' : 'up'}"]`,
      );
      (same && !same.disabled ? same : other)?.focus();
    };
    requestAnimationFrame(refocus);
  };

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <PageHeader
          title={screen.title}
          description={screen.intro}
          descriptionMaxWidth={720}
          showsTimes={screen.showsTimes}
        />

        {screen.ordered && !inOwnOrder && (
          <Alert variant="light" color="gray" icon={<IconArrowsSort size={18} aria-hidden />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                To change the order, show the whole list in its own order (no search, filters or
                sorting).
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setState({ ...state, search: '', filters: {}, sort: [], page: 1 })}
              >
                Show in order
              </Button>
            </Group>
          </Alert>
        )}

        <DataTable<SetupRow>
          model={screen.collection}
          label={screen.title}
          columns={columns}
          filters={screen.filters}
          state={state}
          onStateChange={setState}
          query={query}
          empty={{
            title: `No ${screen.title.toLowerCase()} yet`,
            description: `Add the first ${screen.singular} to get started.`,
            action: (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startCreating}>
                Add {screen.singular}
              </Button>
            ),
          }}
          toolbar={
            <>
              {screen.ToolbarExtra && <screen.ToolbarExtra />}
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={startCreating}>
                Add {screen.singular}
              </Button>
            </>
          }
          rowActions={(row, position, page) => (
            <RowActions
              name={rowNameOf(screen, row)}
              editTo={hrefFor(row.id)}
              onDelete={() => setDeleting(row)}
              move={
                screen.ordered && inOwnOrder
                  ? {
                      canUp: position > 0,
                      canDown: position < page.count - 1,
                      busy: reorder.isPending,
                      onMove: (direction) => void moveRow(row, direction),
                    }
                  : undefined
              }
            />
          )}
        />
      </Stack>

      <ItemDrawer
        screen={screen}
        editing={creating ? 'new' : openId}
        session={creating}
        onClose={() => closeDrawer()}
        onDelete={setDeleting}
      />
      <DeleteItemDialog
        screen={screen}
        row={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(row) => {
          setDeleting(null);
          if (row.id === openId) closeDrawer(true);
        }}
      />
    </Container>
  );
}
