import type { Db } from '@/db/client';
import { assignments, requests, roles, shifts } from '@/db/schema';
import { unique } from './unique';

type Club = { id: number };

/** A role of `org` (the job on a shift), `order` 0 unless given. */
export async function createRole(db: Db, org: Club, opts: { name?: string; order?: number } = {}) {
  const [row] = await db
    .insert(roles)
    .values({
      organisationId: org.id,
      name: opts.name ?? `Role ${unique()}`,
      order: opts.order ?? 0,
    })
    .returning();
  return row;
}

/** An assignment of `org` (a group of shifts on an event: a boat, a gate). */
export async function createAssignment(
  db: Db,
  org: Club,
  opts: { name?: string; order?: number } = {},
) {
  const [row] = await db
    .insert(assignments)
    .values({
      organisationId: org.id,
      name: opts.name ?? `Assignment ${unique()}`,
      order: opts.order ?? 0,
    })
    .returning();
  return row;
}

/** A request of `personId` for `eventId`, outstanding unless `actioned`. */
export async function createRequest(
  db: Db,
  org: Club,
  opts: {
    personId: number;
    eventId: number;
    comments?: string;
    roleId?: number;
    assignmentId?: number;
    locationId?: number;
    actioned?: boolean;
  },
) {
  const [row] = await db
    .insert(requests)
    .values({
      organisationId: org.id,
      personId: opts.personId,
      eventId: opts.eventId,
      comments: opts.comments ?? '',
      roleId: opts.roleId ?? null,
      assignmentId: opts.assignmentId ?? null,
      locationId: opts.locationId ?? null,
      actionedAt: opts.actioned ? new Date() : null,
      // pending exactly while actioned_at is null (an actioned one as if filled)
      status: opts.actioned ? 'filled' : 'pending',
    })
    .returning();
  return row;
}

/**
 * Shifts on `event` in one insert: each open and published unless told otherwise, at the
 * event's times unless given (`start`/`end` ISO).
 */
export async function createShifts(
  db: Db,
  org: Club,
  event: { id: number; start: Date; end: Date },
  items: {
    personId?: number;
    roleId?: number;
    assignmentId?: number;
    locationId?: number;
    start?: string;
    end?: string;
    published?: boolean;
  }[],
) {
  return db
    .insert(shifts)
    .values(
      items.map((item) => ({
        organisationId: org.id,
        eventId: event.id,
        personId: item.personId ?? null,
        roleId: item.roleId ?? null,
        assignmentId: item.assignmentId ?? null,
        locationId: item.locationId ?? null,
        start: item.start ? new Date(item.start) : event.start,
        end: item.end ? new Date(item.end) : event.end,
        draft: item.published === false ? null : new Date(),
      })),
    )
    .returning();
}
