import { DASHBOARD_LIST_LIMIT, type ShiftDashboard } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { rawJson } from '@/lib/json-text';
import type { Reader } from '@/modules/collections-engine';
import { shiftCards } from './dashboard.queries';
import { type ClubClock, keptEndingCard, readClubClock } from './dashboard-cache';

/**
 * `GET /api/dashboard/shifts`: two statements for a member (own outstanding requests,
 * upcoming shifts), four for an admin (plus the club's first outstanding requests, and the
 * club's clock: versions and now()), pipelined on the request's transaction; the
 * unpublished events (same for every admin of the club) are kept per calendar version
 * (dashboard-cache.ts) and read only when not kept. `clock`: the club's clock when the
 * caller reads it already (the whole dashboard).
 */
export async function getShiftDashboard(
  db: Db,
  { orgId, reader, clock }: { orgId: number; reader: Reader; clock?: Promise<ClubClock> },
): Promise<ShiftDashboard> {
  const admin = reader.role === 'admin';
  const values = { orgId, personId: reader.id };
  const none = [{ body: '[]', total: 0 }];
  const [[mine], [upcoming], [all], unpublished] = await Promise.all([
    shiftCards.myRequests(db, values),
    shiftCards.upcomingShifts(db, values),
    admin ? shiftCards.clubRequests(db, values) : none,
    admin ? unpublishedEvents(db, orgId, clock ?? readClubClock(db, orgId)) : [],
  ]);
  // The lists come as JSON text: sent as they are (stringifyWithRaw).
  return {
    new_requests: rawJson(all.body),
    new_requests_count: all.total,
    unpublished_events: unpublished,
    my_requests: rawJson(mine.body),
    upcoming_shifts: rawJson(upcoming.body),
  };
}

/** The Unpublished card: events and shifts are both under the calendar version. */
async function unpublishedEvents(db: Db, orgId: number, clock: Promise<ClubClock>) {
  const now = await clock;
  return keptEndingCard(db, {
    key: `unpublished ${orgId} ${now.calendar}`,
    clock: now,
    limit: DASHBOARD_LIST_LIMIT,
    read: () => shiftCards.unpublishedEvents(db, { orgId }),
  });
}
