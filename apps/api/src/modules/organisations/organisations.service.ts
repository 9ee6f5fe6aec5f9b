import { type SiteUpdate, unknownTimeZoneMessage } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { fieldError, formError } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import {
  databaseKnowsTimeZone,
  type Organisation,
  updateOrganisationSettings,
} from './organisations.queries';

/**
 * Refuses (400 on `time_zone`) a zone the contract let through (Intl knows it) that
 * PostgreSQL does not: the club's every read of "today" would fail otherwise.
 */
export async function assertClubTimeZone(db: Executor, zone: string | undefined) {
  if (zone !== undefined && !(await databaseKnowsTimeZone(db, zone)))
    throw fieldError('time_zone', unknownTimeZoneMessage(zone));
}

/** Applies an admin's changes to their own club (the id comes from the host, never the body). */
export async function updateOrganisation(
  db: Db,
  opts: { orgId: number; changes: SiteUpdate },
): Promise<Organisation> {
  const { changes } = opts;
  // Every key is optional (PUT sends what changed); an empty change set is a client error,
  // not an UPDATE without columns.
  if (!Object.values(changes).some((value) => value !== undefined)) {
    throw formError('Send at least one setting to change.');
  }
  await assertClubTimeZone(db, changes.time_zone);
  return updateOrganisationSettings(db, opts.orgId, {
    name: changes.name,
    prefix: changes.prefix,
    logo: changes.logo,
    contactName: changes.contact_name,
    contactEmail: changes.contact_email,
    smsEnabled: changes.sms_enabled,
    featureTimesheets: changes.feature_timesheets,
    allowedExternalCalendars: changes.allowed_external_calendars,
    timeZone: changes.time_zone,
    confirmDuties: changes.confirm_duties,
  });
}
