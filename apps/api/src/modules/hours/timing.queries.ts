import { and, eq, sql } from 'drizzle-orm';
import { hoursBetween } from '@/db/read/club-time';
import { shifts } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import { adminShiftColumns } from '@/modules/shifts';

/** A shift as the timing answers it (TimedShiftSchema): as admins read shifts. */
const timedColumns = adminShiftColumns;

/** What the timing rules look at: who is on it, published, its times (as Dates). */
export async function findShiftForTiming(db: Executor, orgId: number, id: number) {
  const [row] = await db
    .select({
      personId: shifts.personId,
      published: sql<boolean>`${shifts.draft} is not null`,
      start: shifts.start,
      end: shifts.end,
      actualStart: shifts.actualStart,
      actualEnd: shifts.actualEnd,
    })
    .from(shifts)
    .where(and(inClub(shifts, orgId), eq(shifts.id, id)));
  return row;
}

/**
 * Records one actual time and recomputes the hours in the same statement, from the
 * stored other end (null until both are there).
 */
export async function writeActualTime(
  db: Executor,
  o: { orgId: number; id: number; which: 'start' | 'end'; at: string },
) {
  const at = sql`${o.at}::timestamptz`;
  const changes =
    o.which === 'start'
      ? {
          actualStart: at,
          hours: sql`case when ${shifts.actualEnd} is null then null else ${hoursBetween(at, shifts.actualEnd)} end`,
        }
      : {
          actualEnd: at,
          hours: sql`case when ${shifts.actualStart} is null then null else ${hoursBetween(shifts.actualStart, at)} end`,
        };
  const [row] = await db
    .update(shifts)
    .set(changes as Record<string, unknown>)
    .where(and(inClub(shifts, o.orgId), eq(shifts.id, o.id)))
    .returning(timedColumns);
  return row;
}
