import type { Db } from '@/db/client';
import { events, eventTypes, locations, series, shifts } from '@/db/schema';
import { unique } from './unique';

type Club = { id: number };
const HOUR = 60 * 60 * 1000;

/** An event type of `org` (a colour paints its events that have none of their own). */
export async function createEventType(
  db: Db,
  org: Club,
  opts: { name?: string; color?: string } = {},
) {
  const [row] = await db
    .insert(eventTypes)
    .values({
      organisationId: org.id,
      name: opts.name ?? `Type ${unique()}`,
      color: opts.color ?? '',
    })
    .returning();
  return row;
}

export async function createLocation(db: Db, org: Club, opts: { name?: string } = {}) {
  const [row] = await db
    .insert(locations)
    .values({ organisationId: org.id, name: opts.name ?? `Location ${unique()}` })
    .returning();
  return row;
}

/** A series of `org`; its dates default to now (its events then decide its span). */
export async function createSeries(
  db: Db,
  org: Club,
  opts: { name?: string; details?: string; consecutive?: boolean } = {},
) {
  const now = new Date();
  const [row] = await db
    .insert(series)
    .values({
      organisationId: org.id,
      name: opts.name ?? `Series ${unique()}`,
      details: opts.details ?? '',
      consecutive: opts.consecutive ?? false,
      start: now,
      end: now,
    })
    .returning();
  return row;
}

/** An event of `org` starting at `start` (ISO), lasting `hours` (default 3). */
export async function createEvent(
  db: Db,
  org: Club,
  opts: {
    start: string;
    end?: string;
    hours?: number;
    name?: string;
    details?: string;
    color?: string | null;
    eventTypeId?: number;
    locationId?: number;
    seriesId?: number;
    /** On the public calendar (default true, as the column). */
    public?: boolean;
  },
) {
  const start = new Date(opts.start);
  const end = opts.end ? new Date(opts.end) : new Date(start.getTime() + (opts.hours ?? 3) * HOUR);
  const [row] = await db
    .insert(events)
    .values({
      organisationId: org.id,
      name: opts.name ?? `Event ${unique()}`,
      details: opts.details ?? '',
      start,
      end,
      color: opts.color ?? null,
      eventTypeId: opts.eventTypeId ?? null,
      locationId: opts.locationId ?? null,
      seriesId: opts.seriesId ?? null,
      public: opts.public ?? true,
    })
    .returning();
  return row;
}

/** A shift on `event` at the event's times: open (no person) and published by default. */
export async function createShift(
  db: Db,
  org: Club,
  event: { id: number; start: Date; end: Date },
  opts: { personId?: number; published?: boolean } = {},
) {
  const [row] = await db
    .insert(shifts)
    .values({
      organisationId: org.id,
      eventId: event.id,
      personId: opts.personId ?? null,
      start: event.start,
      end: event.end,
      draft: opts.published === false ? null : new Date(),
    })
    .returning();
  return row;
}
