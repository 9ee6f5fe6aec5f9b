import { collectionInputSchemas } from '@crewcall/contract';
import { events } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  derivedField,
  idField,
  momentField,
  refField,
  textField,
} from '@/modules/collections-engine';
import {
  effectiveEventColor,
  ownEventColor,
  publishedUnfilledShiftCount,
  unfilledShiftCount,
} from './event-values';
import { assertEventsEndAfterStart } from './events.queries';

/**
 * Events: every active member reads them, admins write them. `color` reads as the
 * effective colour (own, else the event type's) and writes the event's own; `empty`
 * counts its saved open shifts (published or not; for members only published ones). Range filters are the engine's moment filters
 * (`start__ge`, `start__lt`, `end__gt`, …); `series=<id>` lists a series' events.
 */
export const eventsCollection: CollectionDefinition = {
  name: 'events',
  label: 'event',
  table: events,
  fields: {
    id: idField(events.id),
    name: textField(events.name),
    details: textField(events.details),
    start: momentField(events.start),
    end: momentField(events.end),
    color: { ...textField(events.color), read: effectiveEventColor },
    own_color: derivedField('text', ownEventColor),
    location: refField(events.locationId, 'locations'),
    eventtype: refField(events.eventTypeId, 'eventtypes'),
    series: refField(events.seriesId, 'series'),
    public: booleanField(events.public),
    // Admins count saved open shifts, published or not; members only published ones.
    empty: {
      ...derivedField('number', unfilledShiftCount),
      memberRead: publishedUnfilledShiftCount,
    },
  },
  defaultSort: ['start'],
  search: ['name', 'location', 'eventtype', 'series'],
  read: 'user',
  write: {
    create: collectionInputSchemas.events,
    delete: true,
    // The end is checked against the start as stored, so a PUT of only one is checked too.
    afterWrite: (tx, { orgId, ids }) => assertEventsEndAfterStart(tx, orgId, ids),
  },
};
