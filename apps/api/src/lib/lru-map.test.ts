import { expect, it } from 'vitest';
import { LruMap } from './lru-map';

it('keeps at most maxEntries, dropping the least recently used', () => {
  const map = new LruMap<string, number>(2);
  map.set('a', 1);
  map.set('b', 2);
  expect(map.get('a')).toBe(1); // a is now the most recently used
  map.set('c', 3);
  expect(map.get('b')).toBeUndefined();
  expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 3, 2]);
  let made = 0;
  expect(map.getOrSet('c', () => ++made)).toBe(3);
  expect(map.getOrSet('d', () => ++made)).toBe(1);
  expect(made).toBe(1);
  expect(map.get('a')).toBeUndefined();
});
