import ICAL from 'ical.js';
import type { Db } from '@/db/client';
import { events, locations, roles, shifts } from '@/db/schema';

// Rows the feed tests insert through the test's own (seeding) database handle.

const DAY = 24 * 60 * 60 * 1000;
/** A moment `days` from now, on the minute (iCalendar keeps seconds, not milliseconds). */
export const daysFromNow = (days: number, hours = 0) =>
  new Date(Math.floor((Date.now() + days * DAY + hours * 3_600_000) / 60_000) * 60_000);

export async function insertLocation(db: Db, orgId: number, name: string) {
  const [row] = await db.insert(locations).values({ organisationId: orgId, name }).returning();
  return row;
}

export async function insertRole(db: Db, orgId: number, name: string) {
  const [row] = await db.insert(roles).values({ organisationId: orgId, name }).returning();
  return row;
}

export async function insertEvent(
  db: Db,
  orgId: number,
  values: { name: string; start: Date; hours?: number; locationId?: number; public?: boolean },
) {
  const end = new Date(values.start.getTime() + (values.hours ?? 3) * 3_600_000);
  const [row] = await db
    .insert(events)
    .values({
      organisationId: orgId,
      name: values.name,
      start: values.start,
      end,
      locationId: values.locationId,
      public: values.public,
    })
    .returning();
  return row;
}

export async function insertShift(
  db: Db,
  event: { id: number; organisationId: number; start: Date; end: Date },
  values: { personId: number | null; published: boolean; roleId?: number; locationId?: number },
) {
  const [row] = await db
    .insert(shifts)
    .values({
      organisationId: event.organisationId,
      eventId: event.id,
      personId: values.personId,
      roleId: values.roleId,
      locationId: values.locationId,
      start: event.start,
      end: event.end,
      draft: values.published ? new Date() : null,
    })
    .returning();
  return row;
}

/** The VEVENTs of an iCalendar text, parsed back with ical.js (throws if it is not one). */
export function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      url: String(vevent.getFirstPropertyValue('url') ?? ''),
    };
  });
}
