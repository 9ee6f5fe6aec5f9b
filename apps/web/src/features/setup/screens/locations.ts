import { longTextColumn, nameColumn, textFilter } from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

export const locationsScreen = defineSetupScreen({
  collection: 'locations',
  path: '/locations',
  title: 'Locations',
  singular: 'location',
  intro: 'Where events, shifts, kiosks and equipment are: the clubhouse, the slipway, a race area.',
  nameField: 'name',
  columns: [
    nameColumn(),
    longTextColumn('address', 'Address'),
    longTextColumn('details', 'Details'),
  ],
  filters: [textFilter('name', 'Name'), textFilter('address', 'Address')],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    { kind: 'textarea', name: 'address', label: 'Address' },
    {
      kind: 'textarea',
      name: 'details',
      label: 'Details',
      description: 'Directions, parking, access codes: anything volunteers need to know.',
    },
  ],
  deleteWarning: 'A location used by events, shifts, kiosks or equipment cannot be deleted.',
});
