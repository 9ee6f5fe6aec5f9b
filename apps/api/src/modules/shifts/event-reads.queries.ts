import { type Preparable, reusableQuery } from '@/db/reusable-query';
import { findEvent, findEventForPage, type Lookup, lookups, peopleByIds } from './lookups.queries';
import {
  eventRequests,
  eventShiftsForAdmin,
  idsNamedByEvent,
  publishedEventShifts,
} from './shifts-read.queries';

/*
 * The statements of the shift planner's load and of a member's event page, built into SQL
 * once (db/reusable-query.ts): their shape never changes, and building them cost more API
 * CPU than running them.
 */

type EventParams = { orgId: number; eventId: number };
type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** The planner's five: the event, its shifts, its requests, the people they name, lookups. */
export const plannerReads = {
  event: reusableQuery<EventParams, Rows<typeof findEvent>>((db, p) =>
    findEvent(db, p('orgId'), p('eventId')),
  ),
  shifts: reusableQuery<EventParams, Rows<typeof eventShiftsForAdmin>>((db, p) =>
    eventShiftsForAdmin(db, p('orgId'), p('eventId')),
  ),
  requests: reusableQuery<EventParams, Rows<typeof eventRequests>>((db, p) =>
    eventRequests(db, p('orgId'), p('eventId')),
  ),
  people: reusableQuery<EventParams, Rows<typeof peopleByIds>>((db, p) =>
    peopleByIds(db, p('orgId'), idsNamedByEvent(p('orgId'), p('eventId'), false).people),
  ),
  lookups: reusableQuery<{ orgId: number }, Lookup[]>(
    (db, p) => lookups(db, p('orgId')) as unknown as Preparable<Lookup[]>,
  ),
};

/** The event page's four: the event with names, published shifts, their lookups, mine. */
export const eventPageReads = {
  event: reusableQuery<EventParams, Rows<typeof findEventForPage>>((db, p) =>
    findEventForPage(db, p('orgId'), p('eventId')),
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
