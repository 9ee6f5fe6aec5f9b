import { collectionInputSchemas } from '@crewcall/contract';
import { events, eventTypes } from '@/db/schema';
import { type CollectionDefinition, idField, textField } from '@/modules/collections-engine';

/** Kinds of event (racing, training, social); their colour paints the calendar. */
export const eventTypesCollection: CollectionDefinition = {
  name: 'eventtypes',
  label: 'event type',
  table: eventTypes,
  fields: {
    id: idField(eventTypes.id),
    name: textField(eventTypes.name),
    color: textField(eventTypes.color),
    description: textField(eventTypes.description),
  },
  defaultSort: ['name'],
  search: ['name', 'description'],
  read: 'user',
  write: {
    create: collectionInputSchemas.eventtypes,
    uniqueName: 'name',
    delete: true,
    inUseBy: [{ table: events, column: events.eventTypeId }],
  },
};
