import {
  colorColumn,
  longTextColumn,
  nameColumn,
  textFilter,
} from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

export const eventTypesScreen = defineSetupScreen({
  collection: 'eventtypes',
  path: '/events/types',
  title: 'Event Types',
  singular: 'event type',
  intro:
    'Kinds of event, such as Racing, Training or Social. Their colour marks events on the calendar.',
  nameField: 'name',
  columns: [nameColumn(), colorColumn, longTextColumn('description', 'Description')],
  filters: [textFilter('name', 'Name'), textFilter('description', 'Description')],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    {
      kind: 'color',
      name: 'color',
      label: 'Colour',
      description: 'Shown on the calendar. Leave empty for the default.',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
  ],
  deleteWarning: 'An event type used by events cannot be deleted.',
});
