import { and, asc, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { calendarFeeds, events, locations, people, roles, shifts } from '@/db/schema';
import { inClub } from '@/db/scope';

// A shift may name its own location; the event's is the fallback.
const shiftLocation = alias(locations, 'shift_location');
const eventLocation = alias(locations, 'event_location');

/** A time window of a feed: items starting at or after `from` and before `to`. */
export type FeedWindow = { from: Date; to: Date; limit: number };

/**
 * The safe, public fields of the club's public events (those on the public calendar)
 * starting in the window (one statement).
 */
export async function listPublicEvents(db: Db, orgId: number, window: FeedWindow) {
  return db
    .select({
      id: events.id,
      name: events.name,
      start: events.start,
      end: events.end,
      locationName: locations.name,
      modifiedAt: events.modifiedAt,
    })
    .from(events)
    .leftJoin(locations, and(eq(locations.id, events.locationId), inClub(locations, orgId)))
    .where(
      and(
        inClub(events, orgId),
        eq(events.public, true),
        gte(events.start, window.from),
        lt(events.start, window.to),
      ),
    )
    .orderBy(asc(events.start), asc(events.id))
    .limit(window.limit);
}

export type PublicFeedEvent = Awaited<ReturnType<typeof listPublicEvents>>[number];

/**
 * The person whose personal feed has this secret hash, in this club only, while they may
 * log in here (active, not pending): the feed is ended when they are deactivated, and this
 * is the second lock should any other path change them.
 */
export async function findFeedOwner(db: Db, orgId: number, secretHash: string) {
  const [row] = await db
    .select({ personId: calendarFeeds.personId, personName: people.name })
    .from(calendarFeeds)
    .innerJoin(people, and(eq(people.id, calendarFeeds.personId), inClub(people, orgId)))
    .where(
      and(
        inClub(calendarFeeds, orgId),
        eq(calendarFeeds.secretHash, secretHash),
        eq(people.isActive, true),
        ne(people.role, 'new'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A person's published shifts (draft set) starting in the window, with what the feed
 * shows: the event, the role, and the shift's location (else the event's). One statement.
 */
export async function listPublishedShifts(
  db: Db,
  orgId: number,
  personId: number,
  window: FeedWindow,
) {
  return db
    .select({
      id: shifts.id,
      eventId: events.id,
      eventName: events.name,
      start: shifts.start,
      end: shifts.end,
      roleName: roles.name,
      locationName: sql<string | null>`coalesce(${shiftLocation.name}, ${eventLocation.name})`,
    })
    .from(shifts)
    .innerJoin(events, and(eq(events.id, shifts.eventId), inClub(events, orgId)))
    .leftJoin(roles, and(eq(roles.id, shifts.roleId), inClub(roles, orgId)))
    .leftJoin(
      shiftLocation,
      and(eq(shiftLocation.id, shifts.locationId), inClub(shiftLocation, orgId)),
    )
    .leftJoin(
      eventLocation,
      and(eq(eventLocation.id, events.locationId), inClub(eventLocation, orgId)),
    )
    .where(
      and(
        inClub(shifts, orgId),
        eq(shifts.personId, personId),
        isNotNull(shifts.draft),
        gte(shifts.start, window.from),
        lt(shifts.start, window.to),
      ),
    )
    .orderBy(asc(shifts.start), asc(shifts.id))
    .limit(window.limit);
}

export type PersonalFeedShift = Awaited<ReturnType<typeof listPublishedShifts>>[number];

/** The person's feed, if they have one: when its current secret was made. */
export async function findFeedOf(db: Db, orgId: number, personId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(inClub(calendarFeeds, orgId), eq(calendarFeeds.personId, personId)))
    .limit(1);
  return row ?? null;
}

/** Gives the person a feed with this secret hash, replacing any earlier one (one statement). */
export async function replaceFeedSecret(
  db: Db,
  opts: { orgId: number; personId: number; secretHash: string },
) {
  const now = new Date();
  const [row] = await db
    .insert(calendarFeeds)
    .values({
      organisationId: opts.orgId,
      personId: opts.personId,
      secretHash: opts.secretHash,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [calendarFeeds.organisationId, calendarFeeds.personId],
      set: { secretHash: opts.secretHash, createdAt: now },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return row;
}

/** Sets one key of the person's settings, leaving the others as they are (one statement). */
export async function setHiddenExternalCalendars(
  db: Db,
  opts: { orgId: number; personId: number; value: string },
) {
  const [row] = await db
    .update(people)
    .set({
      settings: sql`${people.settings} || jsonb_build_object('hidden_external_calendars', ${opts.value}::text)`,
    })
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId)))
    .returning({ settings: people.settings });
  return row?.settings ?? {};
}
