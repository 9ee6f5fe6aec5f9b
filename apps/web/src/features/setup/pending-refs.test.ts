import { describe, expect, it, vi } from 'vitest';
import { newRefValue, toItem } from '@/features/setup/form-values';
import { createNewRefs, type RefWriter, undoCreated } from '@/features/setup/pending-refs';
import type { FieldConfig } from '@/features/setup/setup-screen';

const fields: FieldConfig[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true },
  { kind: 'ref', name: 'role_group', label: 'Role group', model: 'rolegroups', allowCreate: true },
];

function writer(existing: Record<string, number> = {}): RefWriter & { made: string[] } {
  const made: string[] = [];
  return {
    made,
    find: vi.fn(async (_model, name: string) => existing[name.toLowerCase()] ?? null),
    create: vi.fn(async (_model, name: string) => {
      made.push(name);
      return 40 + made.length;
    }),
    remove: vi.fn(async () => {}),
  };
}

describe('new rows typed into reference fields', () => {
  it('are created when the form is saved, and their ids saved', async () => {
    const api = writer();
    const values = { name: 'Race Officer', role_group: newRefValue('Race Team') };
    const { values: saved, created } = await createNewRefs(fields, values, api);
    expect(api.made).toEqual(['Race Team']);
    expect(created).toEqual([{ model: 'rolegroups', id: 41 }]);
    expect(toItem(fields, saved)).toEqual({ name: 'Race Officer', role_group: 41 });
  });

  it('reuse a row that already has the name (any case) instead of making a second', async () => {
    const api = writer({ 'race team': 7 });
    const { values, created } = await createNewRefs(
      fields,
      { name: 'x', role_group: newRefValue('Race team') },
      api,
    );
    expect(values.role_group).toBe('7');
    expect(created).toEqual([]);
    expect(api.create).not.toHaveBeenCalled();
  });

  it('leave chosen rows and empty fields alone; nothing is created', async () => {
    const api = writer();
    const result = await createNewRefs(fields, { name: 'x', role_group: '3' }, api);
    expect(result.values.role_group).toBe('3');
    expect(api.find).not.toHaveBeenCalled();
  });

  it('put a refused creation on the field, as a 400 the form shows', async () => {
    const api = writer();
    api.create = vi.fn(async () => {
      throw { status: 400, body: { '0.name': ['A role group with this name already exists.'] } };
    });
    await expect(
      createNewRefs(fields, { name: 'x', role_group: newRefValue('Race Team') }, api),
    ).rejects.toEqual({
      status: 400,
      body: { role_group: ['A role group with this name already exists.'] },
    });
  });

  it('are removed again when the save fails (undoCreated)', async () => {
    const api = writer();
    await undoCreated([{ model: 'rolegroups', id: 41 }], api);
    expect(api.remove).toHaveBeenCalledWith('rolegroups', 41);
  });

  it('are never sent unresolved', () => {
    expect(() => toItem(fields, { name: 'x', role_group: newRefValue('Race Team') })).toThrow();
  });
});
