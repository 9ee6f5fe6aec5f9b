import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/api/api-errors';
import { type SaveCalls, saveStaging, saveSummary, TOGETHER } from './save-staging';
import { addShifts, fromServer, removeShift, type ShiftValues, updateShift } from './staging';
import { shiftRow as row, shiftValues } from './test-shifts';

const newShift = (changes: Partial<ShiftValues> = {}) =>
  shiftValues({ start: '2026-12-05T13:00:00.000Z', end: '2026-12-05T15:00:00.000Z', ...changes });

/** A pretend server that records the calls in order; `fail` makes one step answer badly. */
function server(fail: { remove?: number[]; create?: unknown; update?: unknown } = {}) {
  const log: string[] = [];
  let nextId = 100;
  const calls: SaveCalls = {
    remove: async (id) => {
      log.push(`DELETE ${id}`);
      if (fail.remove?.includes(id)) throw { status: 400, body: { detail: 'Refused.' } };
    },
    create: async (items) => {
      log.push(`POST ${items.length}`);
      if (fail.create) throw fail.create;
      return items.map((item) => row(nextId++, { ...item, person_name: null }));
    },
    update: async (changes) => {
      log.push(`PUT ${changes.map((change) => change.id).join(',')}`);
      if (fail.update) throw fail.update;
      return changes.map((change) => row(change.id, { ...change }));
    },
  };
  return { calls, log };
}

function staged() {
  let items = fromServer([row(1), row(2), row(3)]);
  items = removeShift(items, '1');
  items = removeShift(items, '2');
  items = updateShift(items, '3', { role: 11 });
  return addShifts(items, [newShift(), newShift({ role: 12 })]);
}

describe('saving the staging', () => {
  it('deletes one by one, then posts the new, then puts the changed, and ends clean', async () => {
    const { calls, log } = server();
    const outcome = await saveStaging(staged(), calls);
    expect(log).toEqual(['DELETE 1', 'DELETE 2', 'POST 2', 'PUT 3']);
    expect(outcome.problems).toEqual({});
    expect(outcome.items.map((item) => [item.key, item.id, item.role, item.mark])).toEqual([
      ['3', 3, 11, null],
      ['100', 100, 10, null],
      ['101', 101, 12, null],
    ]);
  });

  it('sends nothing when nothing is staged', async () => {
    const { calls, log } = server();
    const items = fromServer([row(1)]);
    expect((await saveStaging(items, calls)).items).toEqual(items);
    expect(log).toEqual([]);
  });

  it("keeps a refused POST's shifts as typed, the field error on its own shift", async () => {
    const items = staged();
    const [first, second] = items.filter((item) => item.mark === 'new');
    const { calls, log } = server({
      create: { status: 400, body: { '1.end': ['End must be after start.'] } },
    });
    const outcome = await saveStaging(items, calls);
    expect(log).toEqual(['DELETE 1', 'DELETE 2', 'POST 2', 'PUT 3']);
    expect(outcome.problems[second!.key]).toEqual({
      fields: { end: 'End must be after start.' },
      message: 'End must be after start.',
    });
    expect(outcome.problems[first!.key]).toEqual({ fields: {}, message: TOGETHER });
    // The refused shifts are still staged as new, with what was typed; the rest saved.
    expect(outcome.items.filter((item) => item.mark !== null)).toEqual([first, second]);
    expect(outcome.items.map((item) => item.key)).toEqual(['3', first!.key, second!.key]);
  });

  it('keeps a refused delete marked and says why; a network failure of the PUT too', async () => {
    const { calls } = server({ remove: [2], update: new NetworkError() });
    const outcome = await saveStaging(staged(), calls);
    expect(outcome.problems['2']).toEqual({ fields: {}, message: 'Refused.' });
    expect(outcome.problems['3']?.message).toMatch(/Network Error/);
    expect(outcome.alerts).toEqual([new NetworkError().message]);
    expect(outcome.items.map((item) => [item.key, item.mark])).toEqual([
      ['2', 'remove'],
      ['3', 'update'],
      ['100', null],
      ['101', null],
    ]);
    expect(outcome.items.find((item) => item.key === '3')?.role).toBe(11);
  });

  it('sums up what did not save for the page, and nothing when all saved', async () => {
    expect(saveSummary(await saveStaging(staged(), server().calls), 5)).toBeNull();
    const refused = await saveStaging(staged(), server({ remove: [1] }).calls);
    expect(saveSummary(refused, 5)).toBe(
      '1 of 5 changes did not save. It is kept below as you left it; fix it and save again.',
    );
  });
});
