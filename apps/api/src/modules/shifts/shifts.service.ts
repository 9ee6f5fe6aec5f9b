import {
  HISTORY_EXPORT_LIMIT,
  type ShiftHistory,
  type ShiftHistoryExport,
  type ShiftHistoryQuery,
} from '@crewcall/contract';
import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { assertRoleRequirements } from '@/modules/training';
import { type NoticeContext, tellDutyChanges } from './duty-notices';
import { dutyRowsOf } from './duty-notices.queries';
import { historyOf, recordShiftChanges } from './shift-history';
import { historyExportRows, historyOfShift } from './shift-history.queries';
import { deleteShift, publishEventShifts } from './shifts.queries';

/**
 * `POST /api/events/{id}/publish`: one statement, then everyone on the shifts it published
 * must have the competencies their role requires (else 400, `non_field_errors` naming each,
 * and the request's transaction takes the publish back), then the people on them are told
 * (one notice each, every shift listed) and the history says they were published. 404 when
 * the club has no such event.
 */
export async function publishEvent(
  db: Executor,
  ctx: NoticeContext,
  { eventId }: { eventId: number },
) {
  const { found, ids } = await publishEventShifts(db, ctx.orgId, eventId);
  if (!found) throw notFound();
  const after = await dutyRowsOf(db, ctx.orgId, ids);
  await assertRoleRequirements(
    db,
    ctx.orgId,
    after.map((row) => ({ personId: row.personId, roleId: row.roleId })),
  );
  // Unpublished until now: nobody held them as a duty before.
  const before = after.map((row) => ({ ...row, published: false }));
  await tellDutyChanges(db, ctx, [], after);
  await recordShiftChanges(db, ctx.orgId, historyOf(before, after, { byPersonId: ctx.by }));
  return { published: ids.length };
}

/**
 * `DELETE /api/shifts/{id}/`: one statement, then its person is told if it was published
 * (nobody is told about a shift they never saw), and the history keeps the delete.
 */
export async function removeShift(db: Executor, ctx: NoticeContext, { id }: { id: number }) {
  const deleted = await deleteShift(db, ctx.orgId, id);
  if (!deleted) throw notFound();
  await tellDutyChanges(db, ctx, [deleted], []);
  await recordShiftChanges(db, ctx.orgId, historyOf([deleted], [], { byPersonId: ctx.by }));
}

/** `GET /api/shifts/{id}/history` (admins): newest first; 404 for a shift the club has not. */
export async function getShiftHistory(
  db: Executor,
  { orgId, id }: { orgId: number; id: number },
): Promise<ShiftHistory> {
  const history = await historyOfShift(db, orgId, id);
  if (!history) throw notFound();
  return { history };
}

/**
 * `GET /api/shifts/history` (admins): the history of the shifts the timesheet's filters
 * select, oldest first, for its "Export history" CSV; `truncated` past HISTORY_EXPORT_LIMIT.
 */
export async function exportShiftHistory(
  db: Executor,
  o: { orgId: number; tz: string; query: ShiftHistoryQuery },
): Promise<ShiftHistoryExport> {
  const rows = await historyExportRows(db, {
    orgId: o.orgId,
    tz: o.tz,
    personId: o.query.person,
    eventId: o.query.event,
    roleId: o.query.role,
    start: o.query.start,
    end: o.query.end,
  });
  const truncated = rows.length > HISTORY_EXPORT_LIMIT;
  return { history: truncated ? rows.slice(0, HISTORY_EXPORT_LIMIT) : rows, truncated };
}
