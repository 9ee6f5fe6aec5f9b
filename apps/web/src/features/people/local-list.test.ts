import { describe, expect, it } from 'vitest';
import { applyListQueryLocally } from '@/features/people/local-list';

const people = [
  { id: 1, name: 'bob', email: 'bob@x.org', phone: '+441', role: 'user', is_active: true },
  { id: 2, name: 'Ann', email: 'ann@y.org', phone: '+442', role: 'admin', is_active: true },
  { id: 3, name: 'Cy', email: 'cy@x.org', phone: '', role: 'new', is_active: false },
  { id: 4, name: 'ann', email: 'ann2@x.org', phone: '', role: 'user', is_active: true },
];
const options = {
  fields: {
    id: 'number',
    name: 'text',
    email: 'text',
    phone: 'text',
    role: 'choice',
    is_active: 'boolean',
  } as const,
  search: ['name', 'email', 'phone'],
  defaultSort: 'name',
};
const ids = (query: Record<string, unknown>) =>
  applyListQueryLocally(people, query, options).rows.map((p) => p.id);

describe('applyListQueryLocally (people until the server pages them)', () => {
  it('sorts by name ignoring case, then id, and pages', () => {
    expect(ids({})).toEqual([2, 4, 1, 3]);
    expect(ids({ limit: 2, offset: 2 })).toEqual([1, 3]);
    expect(applyListQueryLocally(people, { limit: 2 }, options).count).toBe(4);
    expect(ids({ limit: 'all' })).toHaveLength(4);
  });

  it('sorts by several keys, descending with a minus', () => {
    expect(ids({ sort: 'role,-name' })).toEqual([2, 3, 1, 4]);
    expect(ids({ sort: '-email' })).toEqual([3, 1, 4, 2]);
  });

  it('filters like the engine: text contains, choice and boolean equal, numbers compare', () => {
    expect(ids({ email: 'X.ORG' })).toEqual([4, 1, 3]);
    expect(ids({ role: 'user' })).toEqual([4, 1]);
    expect(ids({ is_active: 'false' })).toEqual([3]);
    expect(ids({ id: 2 })).toEqual([2]);
    expect(ids({ id__ge: 3 })).toEqual([4, 3]);
    expect(ids({ role__ne: 'user', is_active: 'true' })).toEqual([2]);
    expect(ids({ role: '', unknown: 'x' })).toEqual([2, 4, 1, 3]);
  });

  it('searches every word in name, email or phone', () => {
    expect(ids({ search: 'ann x.org' })).toEqual([4]);
    expect(ids({ search: '+44' })).toEqual([2, 1]);
  });
});
