import { describe, expect, it } from 'vitest';
import { nextOrder, orderRanks, reorderChanges } from '@/features/setup/reorder';

describe('reorderChanges', () => {
  const rows = [
    { id: 10, order: 0 },
    { id: 11, order: 1 },
    { id: 12, order: 2 },
  ];

  it('swaps a row with its neighbour and sends only what changed', () => {
    expect(reorderChanges(rows, 12, 'up')).toEqual([
      { id: 12, order: 1 },
      { id: 11, order: 2 },
    ]);
    expect(reorderChanges(rows, 10, 'down')).toEqual([
      { id: 11, order: 0 },
      { id: 10, order: 1 },
    ]);
  });

  it('does nothing past either end or for an unknown row', () => {
    expect(reorderChanges(rows, 10, 'up')).toEqual([]);
    expect(reorderChanges(rows, 12, 'down')).toEqual([]);
    expect(reorderChanges(rows, 99, 'up')).toEqual([]);
  });

  it('numbers rows that were never ordered (all 0)', () => {
    const unordered = [
      { id: 1, order: 0 },
      { id: 2, order: 0 },
      { id: 3, order: 0 },
    ];
    expect(reorderChanges(unordered, 3, 'up')).toEqual([
      { id: 3, order: 1 },
      { id: 2, order: 2 },
    ]);
  });

  it('puts a new row last', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder([{ id: 1, order: 7 }])).toBe(8);
  });
});

describe('orderRanks', () => {
  it('numbers rows 1, 2, 3… in list order, whatever gaps or ties the stored order has', () => {
    const ranks = orderRanks([
      { id: 7, order: 0 },
      { id: 3, order: 4 },
      { id: 9, order: 4 },
    ]);
    expect([...ranks.entries()]).toEqual([
      [7, 1],
      [3, 2],
      [9, 3],
    ]);
  });
});
