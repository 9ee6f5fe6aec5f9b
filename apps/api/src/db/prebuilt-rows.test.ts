import * as drizzle from 'drizzle-orm';
import { Param, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '@/db/schema';
import { flatRowMapper, parameterFiller } from './prebuilt-rows';

/** drizzle's own row mapping (exported at run time, not in its types). */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joins: undefined) => Record<string, unknown>;
};

const selection = {
  id: shifts.id,
  person: shifts.personId,
  hours: shifts.hours,
  count: sql<number>`count(*)`.mapWith(Number),
  label: sql<string>`'x'`,
};
const fields = Object.entries(selection).map(([key, field]) => ({ path: [key], field }));

describe('flatRowMapper', () => {
  it('decodes rows exactly as drizzle does, nulls included', () => {
    const mapRow = flatRowMapper({ queryString: '', params: [], fields });
    const rows = [
      [1, 7, '1.50', '12', 'x'],
      [2, null, null, '0', null],
    ];
    expect(mapRow).toBeDefined();
    const drizzles = rows.map((row) => mapResultRow(fields, row, undefined));
    expect(rows.map((row) => mapRow?.(row))).toEqual(drizzles);
    expect(drizzles[0]).toEqual({ id: 1, person: 7, hours: 1.5, count: 12, label: 'x' });
  });

  it('leaves nested selections to drizzle (left-joined objects become null there)', () => {
    const nested = [{ path: ['shift', 'id'], field: shifts.id }];
    expect(flatRowMapper({ queryString: '', params: [], fields: nested })).toBeUndefined();
  });
});

describe('parameterFiller', () => {
  it('fills placeholders by name, encodes bound ones and keeps constants', () => {
    const encoded = new Param(sql.placeholder('at'), {
      mapToDriverValue: (v: unknown) => `at ${String(v)}`,
    });
    const fill = parameterFiller([sql.placeholder('orgId'), 5, encoded]);
    expect(fill({ orgId: 3, at: 'noon' })).toEqual([3, 5, 'at noon']);
    expect(() => fill({ at: 'noon' })).toThrow('No value for placeholder "orgId" was provided');
  });
});
