import type { SiteUpdate } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { formError } from '@/lib/http-errors';
import { type Organisation, updateOrganisationSettings } from './organisations.queries';

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
  return updateOrganisationSettings(db, opts.orgId, {
    name: changes.name,
    prefix: changes.prefix,
    logo: changes.logo,
    contactName: changes.contact_name,
    contactEmail: changes.contact_email,
    smsEnabled: changes.sms_enabled,
    featureTimesheets: changes.feature_timesheets,
    allowedExternalCalendars: changes.allowed_external_calendars,
  });
}
