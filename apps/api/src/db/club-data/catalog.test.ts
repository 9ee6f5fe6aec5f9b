import { describe, expect, it } from 'vitest';
import { referencingFirst } from './catalog';

describe('referencingFirst', () => {
  it('puts every table before the tables it references, whatever the input order', () => {
    const keys = [
      { from: 'shifts', to: 'events' },
      { from: 'events', to: 'series' },
      { from: 'shift_offers', to: 'shifts' },
      { from: 'shift_offers', to: 'people' },
      { from: 'shifts', to: 'people' },
      { from: 'people', to: 'organisations' }, // outside the set: orders nothing
      { from: 'series', to: 'series' }, // to itself: orders nothing
    ];
    const tables = ['series', 'people', 'events', 'shifts', 'shift_offers', 'news'];
    for (const input of [tables, [...tables].reverse()]) {
      const order = referencingFirst(input, keys);
      expect([...order].sort()).toEqual([...tables].sort());
      for (const { from, to } of keys) {
        if (from === to || !tables.includes(to)) continue;
        expect(order.indexOf(from), `${from} before ${to}`).toBeLessThan(order.indexOf(to));
      }
    }
  });

  it('refuses a cycle between tables, naming it', () => {
    expect(() =>
      referencingFirst(
        ['a', 'b', 'c'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'c' },
          { from: 'c', to: 'a' },
        ],
      ),
    ).toThrow(/cycle: a → c → b → a/); // walked from a, through the tables referencing it
  });
});
