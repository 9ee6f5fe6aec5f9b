import type { ShiftDashboard } from '@crewcall/contract';
import type { Db } from '@/db/client';
import type { Reader } from '@/modules/collections-engine';
import { shiftCards } from './dashboard.queries';

/** Drops the window count the query carries along. */
const withoutTotal = <T extends { total: number }>(rows: T[]) =>
  rows.map(({ total: _total, ...row }) => row);

/**
 * `GET /api/dashboard/shifts`: two statements for a member (own outstanding requests,
 * upcoming shifts), four for an admin (plus the club's first outstanding requests and the
 * unpublished events), whatever the club holds; pipelined on the request's transaction.
 */
export async function getShiftDashboard(
  db: Db,
  { orgId, reader }: { orgId: number; reader: Reader },
): Promise<ShiftDashboard> {
  const admin = reader.role === 'admin';
  const values = { orgId, personId: reader.id };
  const [mine, upcoming, all, unpublished] = await Promise.all([
    shiftCards.myRequests(db, values),
    shiftCards.upcomingShifts(db, values),
    admin ? shiftCards.clubRequests(db, values) : [],
    admin ? shiftCards.unpublishedEvents(db, values) : [],
  ]);
  return {
    new_requests: withoutTotal(all),
    new_requests_count: all[0]?.total ?? 0,
    unpublished_events: unpublished,
    my_requests: withoutTotal(mine),
    upcoming_shifts: upcoming,
  } as ShiftDashboard;
}
