// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/components/data-table/data-table';
import { sortChoice, sortFromChoice } from '@/components/data-table/sort';
import type { Column, TableState } from '@/components/data-table/types';

type Row = { id: number; name: string; place: string | null; hours: number };

const columns: Column<Row>[] = [
  { key: 'name', header: 'Event', sortable: true },
  { key: 'place', header: 'Location', sortable: true },
  { key: 'hours', header: 'Hours', summable: true },
];
const state: TableState = { page: 1, size: 10, sort: [], search: '', filters: {} };
const rows: Row[] = [
  { id: 1, name: 'Summer regatta', place: 'Pontoon', hours: 2.5 },
  { id: 2, name: 'Club night', place: null, hours: 1 },
];

/** The browser's answer to media queries: a phone matches `max-width: 47.99em`. */
function screenWidth(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

function renderTable(cardsOnPhone: boolean, onStateChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DataTable<Row>
          model="shifts"
          label="Shifts"
          columns={columns}
          state={state}
          onStateChange={onStateChange}
          query={(params) => ({
            queryKey: ['shifts', params],
            queryFn: () => Promise.resolve({ rows, count: 2 }),
          })}
          rowActions={(row) => <button type="button">Times of {row.name}</button>}
          empty={{ title: 'No shifts' }}
          cardsOnPhone={cardsOnPhone}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onStateChange;
}

beforeEach(() => screenWidth(true));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the data table on a phone (issue 20, item 5)', () => {
  it('shows each row as a card: its first column the title, the rest labelled, actions at hand', async () => {
    renderTable(true);
    const list = await screen.findByRole('list', { name: 'Shifts' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Summer regatta');
    expect(within(cards[0]!).getByText('Location').nextSibling?.textContent).toBe('Pontoon');
    // An empty value is left out rather than shown as a blank line.
    expect(within(cards[1]!).queryByText('Location')).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Times of Club night' })).toBeTruthy();
    // The hours of the rows shown, under the cards.
    expect(screen.getByTestId('table-totals').textContent).toContain('3.5');
  });

  it('sorts from one "Sort by" choice, since cards have no headers to click', async () => {
    const onStateChange = renderTable(true);
    await screen.findByRole('list', { name: 'Shifts' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: '-place' },
    });
    const patch = onStateChange.mock.calls.at(-1)![0] as (s: TableState) => TableState;
    expect(patch(state).sort).toEqual([{ field: 'place', descending: true }]);
  });

  it('stays a table on a phone unless the screen asks for cards, and on a desktop', async () => {
    renderTable(false);
    expect(await screen.findByRole('table')).toBeTruthy();
    cleanup();
    screenWidth(false);
    renderTable(true);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});

describe('the phone sort choice', () => {
  it('reads the first sort key and makes a single key back', () => {
    expect(sortChoice([])).toBe('');
    expect(
      sortChoice([
        { field: 'start', descending: true },
        { field: 'name', descending: false },
      ]),
    ).toBe('-start');
    expect(sortFromChoice('-start')).toEqual([{ field: 'start', descending: true }]);
    expect(sortFromChoice('name')).toEqual([{ field: 'name', descending: false }]);
    expect(sortFromChoice('')).toEqual([]);
  });
});
