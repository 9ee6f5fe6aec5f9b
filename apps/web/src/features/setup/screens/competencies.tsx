import { Text } from '@mantine/core';
import {
  longTextColumn,
  nameColumn,
  numberFilter,
  textFilter,
} from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

const validity = (months: unknown) =>
  typeof months === 'number' ? `${months} ${months === 1 ? 'month' : 'months'}` : 'Does not expire';

export const competenciesScreen = defineSetupScreen({
  collection: 'competencies',
  path: '/competencies',
  title: 'Competencies',
  singular: 'competency',
  intro:
    'What people can be qualified in, such as Powerboat Level 2 or First Aid. A record stays current for the validity period after it is achieved.',
  nameField: 'name',
  columns: [
    nameColumn(),
    {
      key: 'validity_months',
      header: 'Valid for',
      sortable: true,
      align: 'right',
      value: (row) => validity(row.validity_months),
      render: (row) => (
        <Text span size="sm" c={row.validity_months === null ? 'dimmed' : undefined}>
          {validity(row.validity_months)}
        </Text>
      ),
    },
    longTextColumn('description', 'Description'),
  ],
  filters: [
    textFilter('name', 'Name'),
    textFilter('description', 'Description'),
    numberFilter('validity_months', 'Valid for (months)'),
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    {
      kind: 'number',
      name: 'validity_months',
      label: 'Valid for (months)',
      min: 1,
      max: 1200,
      placeholder: 'Does not expire',
      description: 'How long an achievement stays current. Leave empty if it never expires.',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
  ],
  deleteWarning: 'A competency with records or training courses cannot be deleted.',
});
