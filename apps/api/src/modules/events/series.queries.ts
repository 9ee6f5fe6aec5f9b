import { and, asc, eq } from 'drizzle-orm';
import { events, series } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { type CollectionDefinition, readValue } from '@/modules/collections-engine';
import { eventsCollection } from './events.collection';
import { seriesCollection } from './series.collection';

/** A collection's fields under their API names: series detail answers the same rows. */
const rowOf = (def: CollectionDefinition) =>
  Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, readValue(field)]));

/** One series of club `orgId` (empty if none). */
export function findSeries(db: Executor, orgId: number, id: number) {
  return db
    .select(rowOf(seriesCollection))
    .from(series)
    .where(and(inClub(series, orgId), eq(series.id, id)));
}

/** Its events, in start order. */
export function eventsOfSeries(db: Executor, orgId: number, seriesId: number) {
  return db
    .select(rowOf(eventsCollection))
    .from(events)
    .where(and(inClub(events, orgId), eq(events.seriesId, seriesId)))
    .orderBy(asc(events.start), asc(events.id));
}
