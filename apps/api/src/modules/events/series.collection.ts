import { collectionInputSchemas } from '@crewcall/contract';
import { events, series } from '@/db/schema';
import {
  booleanField,
  type CollectionDefinition,
  idField,
  momentField,
  textField,
} from '@/modules/collections-engine';
import { seriesEnd, seriesStart } from './event-values';
import { assertSeriesEndAfterStart } from './events.queries';

/**
 * Series of events. `start`/`end` read as the span of the series' events (the stored
 * values only while it has none), so they never go stale when an event moves.
 * `expand=events` side-loads the series' events.
 */
export const seriesCollection: CollectionDefinition = {
  name: 'series',
  label: 'series',
  table: series,
  fields: {
    id: idField(series.id),
    name: textField(series.name),
    details: textField(series.details),
    start: { ...momentField(series.start), read: seriesStart },
    end: { ...momentField(series.end), read: seriesEnd },
    consecutive: booleanField(series.consecutive),
  },
  defaultSort: ['-start'],
  search: ['name', 'details'],
  read: 'user',
  reverseExpand: { events: 'series' },
  write: {
    // A new series without dates starts as an empty span now; its events then decide.
    // (`partial()` drops the defaults: a PUT leaves out what it does not change.)
    create: collectionInputSchemas.series,
    delete: true,
    inUseBy: [{ table: events, column: events.seriesId }],
    afterWrite: (tx, { orgId, ids }) => assertSeriesEndAfterStart(tx, orgId, ids),
  },
};
