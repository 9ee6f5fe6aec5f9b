import { describe, expect, it } from 'vitest';
import { defineSetupScreen } from '@/features/setup/setup-screen';

const base = {
  path: '/locations',
  title: 'Locations',
  singular: 'location',
  intro: 'Where things are.',
  columns: [],
  filters: [],
} as const;

describe('defineSetupScreen', () => {
  it('takes form fields the contract accepts, and a misspelt one does not compile', () => {
    const screen = defineSetupScreen({
      ...base,
      collection: 'locations',
      nameField: 'name',
      fields: [
        { kind: 'text', name: 'name', label: 'Name', required: true },
        {
          kind: 'textarea',
          // @ts-expect-error 'adress' is not a field of the locations input schema
          name: 'adress',
          label: 'Address',
        },
      ],
    });
    expect(screen.fields.map((field) => field.name)).toEqual(['name', 'adress']);

    defineSetupScreen({
      ...base,
      collection: 'locations',
      // @ts-expect-error the name field must be one of the collection's too
      nameField: 'title',
      fields: [],
    });
  });
});
