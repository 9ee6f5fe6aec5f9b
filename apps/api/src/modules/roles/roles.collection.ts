import { collectionInputSchemas } from '@crewcall/contract';
import { requests, roles, shifts } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  numberField,
  refField,
  textField,
} from '@/modules/collections-engine';

/** What a volunteer does on a shift. Ordered by the admin; everyone sees them on shifts. */
export const rolesCollection: CollectionDefinition = {
  name: 'roles',
  label: 'role',
  table: roles,
  fields: {
    id: idField(roles.id),
    name: textField(roles.name),
    order: numberField(roles.order),
    role_group: refField(roles.roleGroupId, 'rolegroups'),
    description: textField(roles.description),
  },
  defaultSort: ['order', 'name'],
  search: ['name', 'description'],
  read: 'user',
  write: {
    create: collectionInputSchemas.roles,
    uniqueName: 'name',
    delete: true,
    // A role on shifts or requests is history: deleting it would blank those.
    inUseBy: [
      { table: shifts, column: shifts.roleId },
      { table: requests, column: requests.roleId },
    ],
  },
};
