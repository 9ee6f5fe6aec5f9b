import { RoleGroupsButton } from '@/features/setup/components/role-groups-dialog';
import { RoleRequirementsCell } from '@/features/setup/components/role-requirements';
import {
  longTextColumn,
  nameColumn,
  orderColumn,
  relatedColumn,
  textFilter,
} from '@/features/setup/screens/columns';
import { defineSetupScreen } from '@/features/setup/setup-screen';

export const rolesScreen = defineSetupScreen({
  collection: 'roles',
  path: '/roles',
  title: 'Roles',
  singular: 'role',
  intro:
    'What volunteers do on a shift, such as Race Officer or Safety Boat Helm. Shifts list roles in this order.',
  nameField: 'name',
  ordered: true,
  expand: 'rolegroups',
  columns: [
    orderColumn,
    nameColumn(),
    relatedColumn('role_group', 'Role group', 'rolegroups'),
    {
      key: 'requires',
      header: 'Requires',
      csv: false,
      render: (row) => <RoleRequirementsCell row={row} />,
    },
    longTextColumn('description', 'Description'),
  ],
  filters: [textFilter('name', 'Name'), textFilter('description', 'Description')],
  // The group sits above the description: its list opens over that, not over Save.
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    {
      kind: 'ref',
      name: 'role_group',
      label: 'Role group',
      model: 'rolegroups',
      allowCreate: true,
      description: 'Optional. Groups related roles together; type a new name to create one.',
    },
    { kind: 'textarea', name: 'description', label: 'Description' },
  ],
  deleteWarning: 'A role used on shifts or requests cannot be deleted.',
  ToolbarExtra: RoleGroupsButton,
});
