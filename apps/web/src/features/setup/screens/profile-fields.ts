import {
  nameColumn,
  orderColumn,
  textFilter,
  yesNoColumn,
  yesNoFilter,
} from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

const TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  { value: 'boolean', label: 'Yes / no' },
];

export const profileFieldsScreen = defineSetupScreen({
  collection: 'profilefields',
  path: '/profilefields',
  title: 'Profile Fields',
  singular: 'profile field',
  intro:
    'Extra details the club keeps about people, such as a membership number or emergency contact. People see a field only if it is visible to them, and can change it only if it is editable.',
  nameField: 'display_name',
  ordered: true,
  columns: [
    orderColumn,
    nameColumn('display_name', 'Display name'),
    {
      key: 'field_type',
      header: 'Type',
      sortable: true,
      value: (row) =>
        TYPES.find((t) => t.value === row.field_type)?.label ?? String(row.field_type ?? ''),
    },
    yesNoColumn('user_visible', 'Visible to people'),
    yesNoColumn('user_editable', 'Editable by people'),
  ],
  filters: [
    textFilter('display_name', 'Display name'),
    yesNoFilter('user_visible', 'Visible to people'),
    yesNoFilter('user_editable', 'Editable by people'),
  ],
  fields: [
    { kind: 'text', name: 'display_name', label: 'Display name', required: true },
    { kind: 'select', name: 'field_type', label: 'Type', options: TYPES, defaultValue: 'text' },
    {
      kind: 'boolean',
      name: 'user_visible',
      label: 'Visible to people',
      description: 'People see this field on their profile.',
      defaultValue: true,
    },
    {
      kind: 'boolean',
      name: 'user_editable',
      label: 'Editable by people',
      description: 'People can change their own value (only when visible).',
      defaultValue: false,
    },
  ],
  deleteWarning: 'Everyone’s values for this field are deleted with it.',
});
