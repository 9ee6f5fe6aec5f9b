import { collectionInputSchemas } from '@crewcall/contract';
import { equipment, events, kiosks, locations, requests, shifts } from '@/db/schema';
import { type CollectionDefinition, idField, textField } from '@/modules/collections-engine';

/** Where events, shifts, kiosks and kit are. Everyone sees them on events and shifts. */
export const locationsCollection: CollectionDefinition = {
  name: 'locations',
  label: 'location',
  table: locations,
  fields: {
    id: idField(locations.id),
    name: textField(locations.name),
    address: textField(locations.address),
    details: textField(locations.details),
  },
  defaultSort: ['name'],
  search: ['name', 'address'],
  read: 'user',
  reverseExpand: { equipment: 'location' },
  write: {
    create: collectionInputSchemas.locations,
    uniqueName: 'name',
    delete: true,
    inUseBy: [
      { table: events, column: events.locationId },
      { table: shifts, column: shifts.locationId },
      { table: requests, column: requests.locationId },
      { table: kiosks, column: kiosks.locationId },
      { table: equipment, column: equipment.locationId },
    ],
  },
};
