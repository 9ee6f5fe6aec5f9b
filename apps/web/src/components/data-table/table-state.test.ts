import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  allRowsParams,
  parseSort,
  parseTableState,
  serializeSort,
  toListParams,
  writeTableState,
} from '@/components/data-table/table-state';
import type { FilterDef, TableState } from '@/components/data-table/types';

const FILTERS: FilterDef[] = [
  { type: 'text', field: 'name', label: 'Name' },
  { type: 'number', field: 'order', label: 'Order' },
  { type: 'date', field: 'achieved', label: 'Achieved' },
  { type: 'select', field: 'role', label: 'Role', options: [{ value: 'admin', label: 'Admin' }] },
];

const parse = (query: string) => parseTableState(new URLSearchParams(query), FILTERS);
const DEFAULTS: TableState = { page: 1, size: 10, sort: [], search: '', filters: {} };

describe('table state in the URL', () => {
  it('has defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('reads page, size, sort, search and the declared filters', () => {
    expect(
      parse(
        'page=3&size=25&sort=-name,email&search=ann%20lee&name=An&order__ge=2&achieved__ge=2024-01-01&achieved__le=2024-12-31&role=admin',
      ),
    ).toEqual({
      page: 3,
      size: 25,
      sort: [
        { field: 'name', descending: true },
        { field: 'email', descending: false },
      ],
      search: 'ann lee',
      filters: {
        name: 'An',
        order__ge: '2',
        achieved__ge: '2024-01-01',
        achieved__le: '2024-12-31',
        role: 'admin',
      },
    });
  });

  it('falls back to defaults for bad values and ignores undeclared filters', () => {
    expect(parse('page=0&size=7&sort=,,-,bad key,name,name&unknown=1&order__xx=2&name=')).toEqual({
      ...DEFAULTS,
      sort: [{ field: 'name', descending: false }],
    });
    expect(parse('page=abc&size=all').size).toBe('all');
    expect(parse('page=-2').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps foreign params', () => {
    const written = writeTableState(
      new URLSearchParams('iframe=1&page=4&name=old'),
      {
        page: 1,
        size: 10,
        sort: [{ field: 'order', descending: true }],
        search: '  sail ',
        filters: { role: 'admin', order__lt: '5', name: '' },
      },
      FILTERS,
    );
    expect(Object.fromEntries(written)).toEqual({
      iframe: '1',
      search: 'sail',
      role: 'admin',
      order__lt: '5',
      sort: '-order',
    });
  });

  it('round-trips', () => {
    const state: TableState = {
      page: 2,
      size: 'all',
      sort: [
        { field: 'email', descending: false },
        { field: 'name', descending: true },
      ],
      search: 'x',
      filters: { achieved__le: '2024-05-01', role: 'admin' },
    };
    const url = writeTableState(new URLSearchParams(), state, FILTERS);
    expect(parseTableState(new URLSearchParams(url.toString()), FILTERS)).toEqual(state);
  });

  it('serialises sort keys as the API takes them', () => {
    expect(serializeSort(parseSort('-start, name ,-id'))).toBe('-start,name,-id');
  });
});

describe('list parameters', () => {
  it('pages with limit and offset and leaves blanks out', () => {
    expect(
      toListParams({
        page: 3,
        size: 25,
        sort: [{ field: 'name', descending: true }],
        search: ' ',
        filters: { role: 'admin', name: '' },
      }),
    ).toEqual({ limit: 25, offset: 50, sort: '-name', role: 'admin' });
  });

  it('asks for everything with size all and for the CSV', () => {
    expect(toListParams({ ...DEFAULTS, page: 4, size: 'all' })).toEqual({
      limit: 'all',
      offset: 0,
    });
    expect(
      allRowsParams({ ...DEFAULTS, page: 5, size: 25, search: 'ann', filters: { role: 'admin' } }),
    ).toEqual({ limit: 'all', offset: 0, search: 'ann', role: 'admin' });
  });

  it('counts active filters', () => {
    expect(activeFilterCount({ ...DEFAULTS, filters: { a: '1', b: '' } })).toBe(1);
  });
});
