import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { type NoticeContext, tellDutyChanges } from './duty-notices';
import { dutyRowsOf } from './duty-notices.queries';
import { deleteShift, publishEventShifts } from './shifts.queries';

/**
 * `POST /api/events/{id}/publish`: one statement, then the people on the shifts it
 * published are told (one notice each, every shift listed); 404 when the club has no such
 * event.
 */
export async function publishEvent(
  db: Executor,
  ctx: NoticeContext,
  { eventId }: { eventId: number },
) {
  const { found, ids } = await publishEventShifts(db, ctx.orgId, eventId);
  if (!found) throw notFound();
  // Unpublished until now: nobody held them as a duty before.
  await tellDutyChanges(db, ctx, [], await dutyRowsOf(db, ctx.orgId, ids));
  return { published: ids.length };
}

/**
 * `DELETE /api/shifts/{id}/`: one statement, then its person is told if it was published
 * (nobody is told about a shift they never saw).
 */
export async function removeShift(db: Executor, ctx: NoticeContext, { id }: { id: number }) {
  const deleted = await deleteShift(db, ctx.orgId, id);
  if (!deleted) throw notFound();
  await tellDutyChanges(db, ctx, [deleted], []);
}
