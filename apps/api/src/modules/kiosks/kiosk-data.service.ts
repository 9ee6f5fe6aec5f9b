import type { KioskData } from '@crewcall/contract';
import { dateIn } from '@/db/read/club-time';
import type { Executor } from '@/lib/postgres';
import { kioskPeople, kioskRoles, kioskShiftsOfDay } from './kiosk-data.queries';

const byId = <T extends { id: number }>(rows: T[]) =>
  Object.fromEntries(rows.map((row) => [String(row.id), row]));

/**
 * `GET /api/kiosk/data`: what the tablet needs for the day, in the club's time zone
 * (today is the club's, whatever the tablet's clock says). Three reads, pipelined on the
 * request's transaction.
 */
export async function kioskData(
  db: Executor,
  o: { orgId: number; tz: string },
): Promise<KioskData> {
  const today = dateIn(o.tz);
  const [shifts, people, roles] = await Promise.all([
    kioskShiftsOfDay(db, o.orgId, today, o.tz),
    kioskPeople(db, o.orgId),
    kioskRoles(db, o.orgId),
  ]);
  return { results: { shifts: byId(shifts), people: byId(people), roles: byId(roles) } };
}
