import { describe, expect, it } from 'vitest';
import { sortPosition, toggleSort } from '@/components/data-table/sort';
import type { SortKey } from '@/components/data-table/types';

const asc = (field: string): SortKey => ({ field, descending: false });
const desc = (field: string): SortKey => ({ field, descending: true });

describe('toggleSort', () => {
  it('cycles one column: ascending, descending, off', () => {
    let sort = toggleSort([], 'name', false);
    expect(sort).toEqual([asc('name')]);
    sort = toggleSort(sort, 'name', false);
    expect(sort).toEqual([desc('name')]);
    expect(toggleSort(sort, 'name', false)).toEqual([]);
  });

  it('a plain click on another column starts over with it', () => {
    expect(toggleSort([desc('name'), asc('email')], 'email', false)).toEqual([asc('email')]);
    expect(toggleSort([asc('name')], 'email', false)).toEqual([asc('email')]);
  });

  it('shift-click adds keys in order and cycles them in place', () => {
    let sort = toggleSort([asc('role')], 'name', true);
    expect(sort).toEqual([asc('role'), asc('name')]);
    sort = toggleSort(sort, 'email', true);
    expect(sort).toEqual([asc('role'), asc('name'), asc('email')]);
    sort = toggleSort(sort, 'name', true);
    expect(sort).toEqual([asc('role'), desc('name'), asc('email')]);
    sort = toggleSort(sort, 'name', true);
    expect(sort).toEqual([asc('role'), asc('email')]);
  });

  it('tells a column its place in the sort', () => {
    const sort = [asc('role'), desc('name')];
    expect(sortPosition(sort, 'name')).toEqual({ position: 2, descending: true });
    expect(sortPosition(sort, 'email')).toBeNull();
  });
});
