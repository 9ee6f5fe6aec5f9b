import { describe, expect, it } from 'vitest';
import {
  resolveTyped,
  rowLabel,
  selectorOptions,
} from '@/components/model-selector/selector-options';

const rows = [
  { id: 1, name: 'First Aid' },
  { id: 2, name: 'Powerboat Level 2' },
  { id: 3, display_name: 'Boat', name: '' },
];

describe('model selector options', () => {
  it('labels rows by their name, or the field given, or the id', () => {
    expect(rowLabel(rows[0])).toBe('First Aid');
    expect(rowLabel(rows[2], 'display_name')).toBe('Boat');
    expect(rowLabel(rows[2])).toBe('#3');
  });

  it('offers to create a typed name that does not exist', () => {
    expect(selectorOptions(rows, { search: '  Safety   Boat ', allowCreate: true })).toEqual({
      options: [
        { value: '1', label: 'First Aid' },
        { value: '2', label: 'Powerboat Level 2' },
        { value: '3', label: '#3' },
      ],
      create: 'Safety Boat',
    });
  });

  it('does not offer to create an existing name (any case), nothing, or when not allowed', () => {
    expect(selectorOptions(rows, { search: 'first aid', allowCreate: true }).create).toBeNull();
    expect(selectorOptions(rows, { search: '  ', allowCreate: true }).create).toBeNull();
    expect(selectorOptions(rows, { search: 'New' }).create).toBeNull();
  });
});

describe('typed text left in the field', () => {
  const options = [
    { value: '1', label: 'Race Team' },
    { value: '2', label: 'Shore Team' },
  ];

  it('keeps a new name when creating is allowed (it is not dropped on blur)', () => {
    expect(resolveTyped(options, '  Safety   Team ', true)).toEqual({
      kind: 'new',
      name: 'Safety Team',
    });
  });

  it('picks the row with that exact name instead', () => {
    expect(resolveTyped(options, 'race team', true)).toEqual({ kind: 'pick', option: options[0] });
  });

  it('clears on empty text, and undoes the typing when creating is not allowed', () => {
    expect(resolveTyped(options, ' ', true)).toEqual({ kind: 'clear' });
    expect(resolveTyped(options, 'Safety Team', false)).toEqual({ kind: 'undo' });
  });
});
