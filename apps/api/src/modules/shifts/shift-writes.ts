import type { Executor } from '@/lib/postgres';
import { assertRoleRequirements } from '@/modules/training';
import type { DutyRow } from './duty-changes';
import { type NoticeContext, tellDutyChanges } from './duty-notices';
import { dutyRowsOf } from './duty-notices.queries';
import { historyOf, recordShiftChanges } from './shift-history';
import { checkWrittenShifts } from './shift-rules';

/**
 * After the engine's POST or PUT of shifts (a planner save, a fill from a request), in
 * the write's transaction, with a fixed number of statements whatever the number of shifts:
 * 1. the shift rules (shift-rules.ts), which also action the requests the shifts filled;
 * 2. the shifts as written, compared with `before` (the PUT's locked read; none for a POST);
 * 3. everyone newly holding a shift's role (a new person, or a new role) must have a
 *    current record of each competency it requires: else 400 on the item's `person`
 *    (`"0.person"`), and the transaction takes the whole write back;
 * 4. the people whose duty changed are told (duty-notices.ts), and the history written.
 */
export async function afterShiftsWritten(
  tx: Executor,
  ctx: NoticeContext,
  ids: number[],
  before: unknown,
) {
  const fromRequest = await checkWrittenShifts(tx, ctx.orgId, ids);
  const was = (before as DutyRow[] | undefined) ?? [];
  const after = await dutyRowsOf(tx, ctx.orgId, ids);
  await assertNewHolders(tx, ctx.orgId, was, after, (id) => `${ids.indexOf(id)}.person`);
  await tellDutyChanges(tx, ctx, was, after);
  await recordShiftChanges(
    tx,
    ctx.orgId,
    historyOf(was, after, { byPersonId: ctx.by, fromRequest }),
  );
}

/**
 * The role requirements of the shifts whose person or role a write changed: who already
 * held a shift keeps it when only its time or place moves. One statement at most.
 */
export async function assertNewHolders(
  tx: Executor,
  orgId: number,
  before: DutyRow[],
  after: DutyRow[],
  keyOf: (shiftId: number) => string,
) {
  const was = new Map(before.map((row) => [row.id, row]));
  const changed = after.filter((row) => {
    const old = was.get(row.id);
    return !old || old.personId !== row.personId || old.roleId !== row.roleId;
  });
  await assertRoleRequirements(
    tx,
    orgId,
    changed.map((row) => ({ personId: row.personId, roleId: row.roleId })),
    (index) => keyOf(changed[index].id),
  );
}
