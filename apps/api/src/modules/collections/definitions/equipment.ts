import { collectionInputSchemas } from '@crewcall/contract';
import { equipment } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  idField,
  refField,
  textField,
} from '../definition';
import { toLocations } from './refs';

/** Club kit. Admin business only; retired kit is kept with is_active false. */
export const equipmentCollection: CollectionDefinition = {
  name: 'equipment',
  label: 'item of equipment',
  table: equipment,
  fields: {
    id: idField(equipment.id),
    name: textField(equipment.name),
    description: textField(equipment.description),
    location: refField(equipment.locationId, toLocations),
    is_active: booleanField(equipment.isActive),
  },
  defaultSort: ['name'],
  search: ['name', 'description', 'location'],
  read: 'admin',
  write: { create: collectionInputSchemas.equipment, delete: true },
};
