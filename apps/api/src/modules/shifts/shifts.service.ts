import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import type { DeletedShift } from './shifts.queries';
import { deleteShift, publishEventShifts } from './shifts.queries';

/** `POST /api/events/{id}/publish`: one statement; 404 when the club has no such event. */
export async function publishEvent(
  db: Executor,
  { orgId, eventId }: { orgId: number; eventId: number },
) {
  const { found, published } = await publishEventShifts(db, orgId, eventId);
  if (!found) throw notFound();
  return { published };
}

/** `DELETE /api/shifts/{id}/`: one statement; answers what telling the person needs. */
export async function removeShift(
  db: Executor,
  { orgId, id }: { orgId: number; id: number },
): Promise<DeletedShift> {
  const deleted = await deleteShift(db, orgId, id);
  if (!deleted) throw notFound();
  return deleted;
}
