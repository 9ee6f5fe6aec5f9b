import { describe, expect, it } from 'vitest';
import { OrganisationCache } from './organisation-cache';
import type { Organisation } from './organisations.queries';

const org = (id: number) => ({ id, name: `Club ${id}` }) as Organisation;

describe('OrganisationCache', () => {
  it('remembers a club for its TTL only', () => {
    const cache = new OrganisationCache(1000);
    cache.set('a.test', org(1), 0);
    expect(cache.get('a.test', 999)?.id).toBe(1);
    expect(cache.get('a.test', 1000)).toBeUndefined();
  });

  it('forgets every host of a club that changed', () => {
    const cache = new OrganisationCache(1000);
    cache.set('a.test', org(1), 0);
    cache.set('www.a.test', org(1), 0);
    cache.set('b.test', org(2), 0);
    cache.forget(1);
    expect(cache.get('a.test', 1)).toBeUndefined();
    expect(cache.get('www.a.test', 1)).toBeUndefined();
    expect(cache.get('b.test', 1)?.id).toBe(2);
  });

  it('stays bounded', () => {
    const cache = new OrganisationCache(1000, 2);
    cache.set('a', org(1), 0);
    cache.set('b', org(2), 0);
    cache.set('c', org(3), 0);
    expect(cache.get('c', 1)?.id).toBe(3);
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
