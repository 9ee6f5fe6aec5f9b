import { type Preparable, reusableQuery } from '@/db/reusable-query';
import { findEventForPage, type Lookup, lookups } from './lookups.queries';
import { eventRequests, idsNamedByEvent, publishedEventShifts } from './shifts-read.queries';

/*
 * The statements of a member's event page, built into SQL
 * once (db/reusable-query.ts): their shape never changes, and building them cost more API
 * CPU than running them.
 */

type EventParams = { orgId: number; eventId: number };
type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The event page's four: the event with names, published shifts, their lookups, mine. */
export const eventPageReads = {
  event: reusableQuery<EventParams, Rows<typeof findEventForPage>>((db, p) =>
    findEventForPage(db, p('orgId'), p('eventId'), false),
  ),
  /** The same for an admin: `empty` counts unpublished open shifts too. */
  adminEvent: reusableQuery<EventParams, Rows<typeof findEventForPage>>((db, p) =>
    findEventForPage(db, p('orgId'), p('eventId'), true),
  ),
  shifts: reusableQuery<EventParams, Rows<typeof publishedEventShifts>>((db, p) =>
    publishedEventShifts(db, p('orgId'), p('eventId')),
  ),
  lookups: reusableQuery<EventParams, Lookup[]>(
    (db, p) =>
      lookups(
        db,
        p('orgId'),
        idsNamedByEvent(p('orgId'), p('eventId'), true),
      ) as unknown as Preparable<Lookup[]>,
  ),
  mine: reusableQuery<EventParams & { personId: number }, Rows<typeof eventRequests>>((db, p) =>
    eventRequests(db, p('orgId'), p('eventId'), p('personId')),
  ),
};
