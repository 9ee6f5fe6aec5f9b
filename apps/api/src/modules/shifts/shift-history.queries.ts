import { HISTORY_EXPORT_LIMIT, isIsoDate, type ShiftHistoryEntry } from '@crewcall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { isoMoment, isoMomentOrNull } from '@/db/iso-moment';
import { dayAfter, dayStart } from '@/db/read/club-time';
import { type Executor, rowsOf } from '@/lib/postgres';
import type { ShiftChangeRow } from './shift-history';

/*
 * The SQL of shift history: one insert for all of a write's rows, and the two reads.
 */

const ints = (values: (number | null)[]) => sql`${sql.param(values)}::int[]`;

/** Inserts `rows` for club `orgId` in one statement (arrays, whatever their number). */
export async function insertShiftHistory(tx: Executor, orgId: number, rows: ShiftChangeRow[]) {
  const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
  await tx.execute(sql`
    insert into shift_history (${clubIdColumn}, shift_id, event_id, person_id, action,
      by_person_id, details)
    select ${orgId}, h.shift_id, h.event_id, h.person_id, h.action, h.by_person_id, h.details::jsonb
    from unnest(${ints(rows.map((r) => r.shiftId))}, ${ints(rows.map((r) => r.eventId))},
      ${ints(rows.map((r) => r.personId))}, ${texts(rows.map((r) => r.action))},
      ${ints(rows.map((r) => r.byPersonId))}, ${texts(rows.map((r) => JSON.stringify(r.details ?? {})))})
      with ordinality as h(shift_id, event_id, person_id, action, by_person_id, details, ord)
    order by h.ord`);
}

/** The columns of an entry (`h` the history row; names as they are now). */
const entryColumns = sql`h.id, h.shift_id as shift, h.event_id as event, e.name as event_name,
  r.name as role_name, h.person_id as person, p.name as person_name, h.action,
  h.by_person_id as by, b.name as by_name, ${isoMoment(sql`h.at`)} as at, h.details`;
const entryJoins = sql`
  left join shifts s on ${sameClub('s', 'h')} and s.id = h.shift_id
  left join events e on ${sameClub('e', 'h')} and e.id = h.event_id
  left join roles r on ${sameClub('r', 'h')} and r.id = s.role_id
  left join people p on ${sameClub('p', 'h')} and p.id = h.person_id
  left join people b on ${sameClub('b', 'h')} and b.id = h.by_person_id`;

/** Whether the club has the shift, and its history newest first (one statement). */
export async function historyOfShift(tx: Executor, orgId: number, shiftId: number) {
  const rows = await tx.execute(sql`
    select ${entryColumns}
    from shifts found
    left join shift_history h on ${sameClub('h', 'found')} and h.shift_id = found.id
    ${entryJoins}
    where ${aliasInClub('found', orgId)} and found.id = ${shiftId}
    order by h.at desc nulls last, h.id desc nulls last`);
  const list = rowsOf<ShiftHistoryEntry & { id: number | null }>(rows);
  if (!list.length) return undefined; // no such shift in this club
  return list.filter((row) => row.id !== null) as ShiftHistoryEntry[];
}

export type HistoryFilter = {
  orgId: number;
  tz: string;
  personId?: number;
  eventId?: number;
  roleId?: number;
  start?: string;
  end?: string;
};

/**
 * The history of the shifts the timesheet's filters select, oldest first, at most
 * HISTORY_EXPORT_LIMIT + 1 rows (the caller says it was cut). A deleted shift's rows are
 * found through the times they kept (`details.start`); `person` matches the shift's
 * person or the row's (someone taken off it).
 */
export async function historyExportRows(tx: Executor, f: HistoryFilter) {
  const bound = (edge: 'start' | 'end', at: string): SQL => {
    if (!isIsoDate(at)) return sql`${at}::timestamptz`;
    return edge === 'start' ? dayStart(at, f.tz) : dayAfter(at, f.tz);
  };
  const shiftStart = sql`coalesce(s.start, (h.details->>'start')::timestamptz)`;
  const where: SQL[] = [aliasInClub('h', f.orgId)];
  if (f.start) where.push(sql`${shiftStart} >= ${bound('start', f.start)}`);
  if (f.end) where.push(sql`${shiftStart} < ${bound('end', f.end)}`);
  if (f.eventId !== undefined) where.push(sql`h.event_id = ${f.eventId}`);
  if (f.roleId !== undefined) where.push(sql`s.role_id = ${f.roleId}`);
  if (f.personId !== undefined) {
    where.push(sql`(h.person_id = ${f.personId} or s.person_id = ${f.personId})`);
  }
  const rows = await tx.execute(sql`
    select ${entryColumns}, ${isoMomentOrNull(shiftStart)} as shift_start
    from shift_history h
    ${entryJoins}
    where ${sql.join(where, sql` and `)}
    order by h.at, h.id
    limit ${HISTORY_EXPORT_LIMIT + 1}`);
  return rowsOf<ShiftHistoryEntry & { shift_start: string | null }>(rows);
}
