import { collectionInputSchemas } from '@crewcall/contract';
import { equipment } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  idField,
  refField,
  textField,
} from '@/modules/collections-engine';

/** Club kit. Admin business only; retired kit is kept with is_active false. */
export const equipmentCollection: CollectionDefinition = {
  name: 'equipment',
  label: 'item of equipment',
  table: equipment,
  fields: {
    id: idField(equipment.id),
    name: textField(equipment.name),
    description: textField(equipment.description),
    location: refField(equipment.locationId, 'locations'),
    is_active: booleanField(equipment.isActive),
  },
  defaultSort: ['name'],
  search: ['name', 'description', 'location'],
  read: 'admin',
  write: { create: collectionInputSchemas.equipment, delete: true },
};
