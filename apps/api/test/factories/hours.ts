import type { Db } from '@/db/client';
import { availability, shifts } from '@/db/schema';

type Club = { id: number };

/**
 * A shift at exact times (ISO strings), on `event`, for `personId` (open if absent),
 * published unless `published: false`, optionally already timed (`actual`, `hours`).
 */
export async function createTimedShift(
  db: Db,
  org: Club,
  opts: {
    eventId: number;
    start: string;
    end: string;
    personId?: number;
    roleId?: number;
    published?: boolean;
    actualStart?: string;
    actualEnd?: string;
    hours?: number;
  },
) {
  const at = (v: string | undefined) => (v ? new Date(v) : null);
  const [row] = await db
    .insert(shifts)
    .values({
      organisationId: org.id,
      eventId: opts.eventId,
      personId: opts.personId ?? null,
      roleId: opts.roleId ?? null,
      start: new Date(opts.start),
      end: new Date(opts.end),
      actualStart: at(opts.actualStart),
      actualEnd: at(opts.actualEnd),
      hours: opts.hours ?? null,
      draft: opts.published === false ? null : new Date(),
    })
    .returning();
  return row;
}

/** A day of availability of `personId`: `start` to `end` (ISO), 0, 1 or 2. */
export async function createAvailability(
  db: Db,
  org: Club,
  opts: { personId: number; start: string; end: string; available: 0 | 1 | 2 },
) {
  const [row] = await db
    .insert(availability)
    .values({
      organisationId: org.id,
      personId: opts.personId,
      start: new Date(opts.start),
      end: new Date(opts.end),
      available: opts.available,
    })
    .returning();
  return row;
}
