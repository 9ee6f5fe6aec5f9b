/** A row with its place in the admin's order. */
export type Ordered = {
  id: number;
  order: number;
};

/**
 * Moves row `id` one place up or down in `rows` (the full list in its current order) and
 * answers the changes to send: every row numbered by its new position (0, 1, 2, …), only
 * those whose number differs. Rows that tie (all 0 when never ordered) get distinct numbers.
 */
export function reorderChanges(
  rows: readonly Ordered[],
  id: number,
  direction: 'up' | 'down',
): Ordered[] {
  const from = rows.findIndex((row) => row.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= rows.length) return [];
  const moved = [...rows];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved
    .map((row, position) => ({ id: row.id, order: position, before: row.order }))
    .filter((row) => row.order !== row.before)
    .map(({ id: rowId, order }) => ({ id: rowId, order }));
}

/** The order a new row gets: after the last one. */
export function nextOrder(rows: readonly Ordered[]): number {
  return rows.reduce((max, row) => Math.max(max, row.order + 1), 0);
}

/**
 * The place each row has in the admin's order, 1-based and without gaps, whatever numbers
 * are stored (deleting a row leaves a gap; rows never ordered all have 0). `rows` is the
 * whole list in the collection's own order (order, then name).
 */
export function orderRanks(rows: readonly { id: number; order?: number }[]): Map<number, number> {
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}
