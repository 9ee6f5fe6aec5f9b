import {
  longTextColumn,
  nameColumn,
  orderColumn,
  textFilter,
} from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

export const assignmentsScreen = defineSetupScreen({
  collection: 'assignments',
  path: '/assignments',
  title: 'Assignments',
  singular: 'assignment',
  intro:
    'The crews or boats shifts belong to within an event, such as Committee Boat or Mark Layer. Events list them in this order.',
  nameField: 'name',
  ordered: true,
  columns: [orderColumn, nameColumn(), longTextColumn('description', 'Description')],
  filters: [textFilter('name', 'Name'), textFilter('description', 'Description')],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    { kind: 'textarea', name: 'description', label: 'Description' },
  ],
  deleteWarning: 'An assignment used on shifts or requests cannot be deleted.',
});
