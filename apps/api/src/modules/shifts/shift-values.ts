import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sameClub } from '@/db/club-sql';
import { isoMoment as iso, isoMomentOrNull as isoOrNull } from '@/db/iso-moment';
import { requests, shifts } from '@/db/schema';

/*
 * Values SQL derives per shift or request in the statement that reads the rows (never a
 * query per row). Subqueries name the outer row's columns with their table: inside a
 * subquery an unqualified "id" would be the subquery's own.
 */
const outer = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The name of the person on a shift (null for an open one): all a member sees of them. */
export const shiftPersonName = sql<
  string | null
>`(select p.name from people p where ${sameClub('p', shifts)} and p.id = ${outer(shifts.personId)})`;

/** The name of the person asking. */
export const requestPersonName = sql<string>`coalesce((select p.name from people p where ${sameClub('p', requests)} and p.id = ${outer(requests.personId)}), '')`;

/** The series of the request's event (`GET /api/requests/?series=`). */
export const requestSeries = sql<
  number | null
>`(select e.series_id from events e where ${sameClub('e', requests)} and e.id = ${outer(requests.eventId)})`;

/** Whether an admin has actioned the request (filled a shift with the person, or dismissed it). */
export const requestActioned = sql<boolean>`(${outer(requests.actionedAt)} is not null)`;

export { iso, isoOrNull };

/** A shift row as the API answers it (ShiftRowSchema), for one select. */
export const shiftColumns = {
  id: shifts.id,
  event: shifts.eventId,
  person: shifts.personId,
  person_name: shiftPersonName,
  role: shifts.roleId,
  assignment: shifts.assignmentId,
  location: shifts.locationId,
  start: iso(shifts.start),
  end: iso(shifts.end),
  draft: isoOrNull(shifts.draft),
};
/** ... with what only admins see. */
export const adminShiftColumns = {
  ...shiftColumns,
  actual_start: isoOrNull(shifts.actualStart),
  actual_end: isoOrNull(shifts.actualEnd),
  hours: shifts.hours,
};

/** A request row as the API answers it (RequestRowSchema). */
export const requestColumns = {
  id: requests.id,
  person: requests.personId,
  person_name: requestPersonName,
  event: requests.eventId,
  series: requestSeries,
  comments: requests.comments,
  assignment: requests.assignmentId,
  role: requests.roleId,
  location: requests.locationId,
  actioned: requestActioned,
  actioned_at: isoOrNull(requests.actionedAt),
  status: requests.status,
  decline_reason: requests.declineReason,
  created: iso(requests.createdAt),
};
