import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_REQUESTS_LIMIT,
  type ShiftDashboard,
} from '@crewcall/contract';
import type { Executor } from '@/lib/postgres';
import type { Reader } from '@/modules/collections-engine';
import { outstandingRequests, unpublishedEvents, upcomingShifts } from './dashboard.queries';

/** Drops the window count the query carries along. */
const withoutTotal = <T extends { total: number }>(rows: T[]) =>
  rows.map(({ total: _total, ...row }) => row);

/**
 * `GET /api/dashboard/shifts`: two statements for a member (own outstanding requests,
 * upcoming shifts), four for an admin (plus the club's first outstanding requests and the
 * unpublished events), whatever the club holds; pipelined on the request's transaction.
 */
export async function getShiftDashboard(
  db: Executor,
  { orgId, reader }: { orgId: number; reader: Reader },
): Promise<ShiftDashboard> {
  const admin = reader.role === 'admin';
  const [mine, upcoming, all, unpublished] = await Promise.all([
    outstandingRequests(db, orgId, { limit: DASHBOARD_LIST_LIMIT, personId: reader.id }),
    upcomingShifts(db, orgId, reader.id, DASHBOARD_LIST_LIMIT),
    admin ? outstandingRequests(db, orgId, { limit: DASHBOARD_REQUESTS_LIMIT }) : [],
    admin ? unpublishedEvents(db, orgId, DASHBOARD_LIST_LIMIT) : [],
  ]);
  return {
    new_requests: withoutTotal(all),
    new_requests_count: all[0]?.total ?? 0,
    unpublished_events: unpublished,
    my_requests: withoutTotal(mine),
    upcoming_shifts: upcoming,
  } as ShiftDashboard;
}
