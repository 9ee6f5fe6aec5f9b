import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
>`(select p.name from people p where p.organisation_id = ${outer(shifts.organisationId)} and p.id = ${outer(shifts.personId)})`;

/** The name of the person asking. */
export const requestPersonName = sql<string>`coalesce((select p.name from people p where p.organisation_id = ${outer(requests.organisationId)} and p.id = ${outer(requests.personId)}), '')`;

/** The series of the request's event (`GET /api/requests/?series=`). */
export const requestSeries = sql<
  number | null
>`(select e.series_id from events e where e.organisation_id = ${outer(requests.organisationId)} and e.id = ${outer(requests.eventId)})`;

/** Whether an admin has actioned the request (filled a shift with the person, or dismissed it). */
export const requestActioned = sql<boolean>`(${outer(requests.actionedAt)} is not null)`;
