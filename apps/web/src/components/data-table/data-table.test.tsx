// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/data-table/data-table';
import { numberProblem } from '@/components/data-table/filter-panel';
import type { Column, TableState } from '@/components/data-table/types';
import { useUrlTableState } from '@/components/data-table/use-url-table-state';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/api-errors';

type Row = { id: number; name: string; order: number };

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'order', header: 'Order' },
];
const state: TableState = {
  page: 1,
  size: 10,
  sort: [],
  search: '',
  filters: { order__gt: '1' },
};

/** Renders `ui` with what the app puts around a screen (Mantine, a fresh query client). */
function renderInApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

function renderTable(queryFn: () => Promise<{ rows: Row[]; count: number }>) {
  return renderInApp(
    <DataTable<Row>
      model="roles"
      label="Roles"
      columns={columns}
      filters={[{ type: 'number', field: 'order', label: 'Order' }]}
      state={state}
      onStateChange={vi.fn()}
      query={(params) => ({ queryKey: ['roles', params], queryFn })}
      empty={{ title: 'No roles yet' }}
    />,
  );
}

describe('DataTable (issue 10, item 15)', () => {
  it('says the list cannot load when offline, instead of skeleton rows forever', async () => {
    onlineManager.setOnline(false);
    renderTable(() => Promise.resolve({ rows: [], count: 0 }));
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryAllByTestId('table-skeleton-row')).toHaveLength(0);
  });

  it('refuses a number filter that is not a number, inline', async () => {
    renderTable(() => Promise.resolve({ rows: [{ id: 1, name: 'Helm', order: 2 }], count: 1 }));
    await screen.findByText('Helm');
    const input = screen.getByRole('textbox', { name: 'Order' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(await screen.findByText('Enter a number, e.g. 3')).toBeTruthy();
    expect(numberProblem('-1.5')).toBeNull();
    expect(numberProblem('')).toBeNull();
    expect(numberProblem('1e9x')).not.toBeNull();
  });
});

/** The table as screens use it: its state in the address. */
function UrlTable() {
  const [tableState, setTableState] = useUrlTableState(noFilters);
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <DataTable<Row>
        model="roles"
        label="Roles"
        columns={sortable}
        state={tableState}
        onStateChange={setTableState}
        query={(params) => ({
          queryKey: ['roles', params],
          queryFn: () => Promise.resolve({ rows: [{ id: 1, name: 'Helm', order: 2 }], count: 1 }),
        })}
        empty={{ title: 'No roles yet' }}
      />
    </>
  );
}
const noFilters = [] as const;
const sortable: Column<Row>[] = columns.map((column) => ({ ...column, sortable: true }));

describe('sorting by a column header', () => {
  it('a double click sorts ascending, then descending: the second click builds on the first', async () => {
    renderInApp(
      <MemoryRouter>
        <UrlTable />
      </MemoryRouter>,
    );
    await screen.findByText('Helm');
    const header = screen.getByRole('button', { name: /^Name/ });
    // Both clicks before React renders again, as a fast double click can land.
    act(() => {
      fireEvent.click(header);
      fireEvent.click(header);
    });
    expect(await screen.findByTestId('search')).toHaveProperty('textContent', '?sort=-name');
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
