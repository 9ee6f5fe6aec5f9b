import { and, asc, eq } from 'drizzle-orm';
import { events, series } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { type CollectionDefinition, type Reader, readValue } from '@/modules/collections-engine';
import { eventsCollection } from './events.collection';
import { seriesCollection } from './series.collection';

/** A collection's fields under their API names: series detail answers the same rows. */
const rowOf = (def: CollectionDefinition, reader?: Reader) =>
  Object.fromEntries(
    Object.entries(def.fields).map(([name, field]) => [name, readValue(field, reader)]),
  );

/** One series of club `orgId` (empty if none). */
export function findSeries(db: Executor, orgId: number, id: number) {
  return db
    .select(rowOf(seriesCollection))
    .from(series)
    .where(and(inClub(series, orgId), eq(series.id, id)));
}

/** Its events, in start order, as an admin or a member reads them (`empty`). */
export function eventsOfSeries(db: Executor, orgId: number, seriesId: number, admin: boolean) {
  return db
    .select(rowOf(eventsCollection, { id: 0, role: admin ? 'admin' : 'user' }))
    .from(events)
    .where(and(inClub(events, orgId), eq(events.seriesId, seriesId)))
    .orderBy(asc(events.start), asc(events.id));
}
