import { collectionInputSchemas } from '@crewcall/contract';
import { roleGroups } from '@/db/schema';
import {
  type CollectionDefinition,
  idField,
  numberField,
  textField,
} from '@/modules/collections-engine';

/** Groups roles in pickers. Deleting a group only ungroups its roles, so it is never "in use". */
export const roleGroupsCollection: CollectionDefinition = {
  name: 'rolegroups',
  label: 'role group',
  table: roleGroups,
  fields: {
    id: idField(roleGroups.id),
    name: textField(roleGroups.name),
    order: numberField(roleGroups.order),
  },
  defaultSort: ['order', 'name'],
  search: ['name'],
  read: 'user',
  reverseExpand: { roles: 'role_group' },
  write: { create: collectionInputSchemas.rolegroups, uniqueName: 'name', delete: true },
};
