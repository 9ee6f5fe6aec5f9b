import { describe, expect, it } from 'vitest';
import { formRules, toFormValues, toItem } from '@/features/setup/form-values';
import type { FieldConfig } from '@/features/setup/setup-screen';

const FIELDS: FieldConfig[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true },
  { kind: 'textarea', name: 'description', label: 'Description' },
  { kind: 'number', name: 'validity_months', label: 'Valid for', min: 1, max: 1200 },
  { kind: 'boolean', name: 'user_visible', label: 'Visible', defaultValue: true },
  { kind: 'ref', name: 'competency', label: 'Competency', model: 'competencies' },
  { kind: 'color', name: 'color', label: 'Colour' },
  {
    kind: 'select',
    name: 'field_type',
    label: 'Type',
    options: [{ value: 'text', label: 'Text' }],
    defaultValue: 'text',
  },
];

describe('setup form values', () => {
  it('starts a new row with defaults', () => {
    expect(toFormValues(FIELDS)).toEqual({
      name: '',
      description: '',
      validity_months: '',
      user_visible: 'true',
      competency: '',
      color: '',
      field_type: 'text',
    });
  });

  it('reads a row and writes it back typed', () => {
    const row = {
      id: 3,
      name: 'First Aid',
      description: 'x',
      validity_months: 36,
      user_visible: false,
      competency: 4,
      color: '#fff',
      field_type: 'date',
    };
    const values = toFormValues(FIELDS, row);
    expect(values).toMatchObject({ validity_months: '36', user_visible: 'false', competency: '4' });
    expect(toItem(FIELDS, { ...values, name: '  First Aid  ' })).toEqual({
      name: 'First Aid',
      description: 'x',
      validity_months: 36,
      user_visible: false,
      competency: 4,
      color: '#fff',
      field_type: 'date',
    });
  });

  it('sends null for an empty number or reference', () => {
    const item = toItem(FIELDS, { ...toFormValues(FIELDS), name: 'A' });
    expect(item.validity_months).toBeNull();
    expect(item.competency).toBeNull();
  });

  it('checks required text, whole numbers in range and colours', () => {
    const rules = formRules(FIELDS);
    const values = toFormValues(FIELDS);
    expect(rules.name?.('  ', values)).toBe('Required.');
    expect(rules.validity_months?.('1.5', values)).toBe('Enter a whole number.');
    expect(rules.validity_months?.('0', values)).toBe('Enter 1 or more.');
    expect(rules.validity_months?.('', values)).toBeNull();
    expect(rules.color?.('blue', values)).toBe('Enter a colour such as #01579B.');
    expect(rules.color?.('#01579B', values)).toBeNull();
  });
});
