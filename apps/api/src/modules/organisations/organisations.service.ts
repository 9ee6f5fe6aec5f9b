import type { SiteUpdate } from '@crewcall/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organisations } from '@/db/schema';
import type { Organisation } from './organisations.queries';

/** Applies an admin's changes to their own club (the id comes from the host, never the body). */
export async function updateOrganisation(
  db: Db,
  opts: { orgId: number; changes: SiteUpdate },
): Promise<Organisation> {
  const { changes } = opts;
  const [updated] = await db
    .update(organisations)
    .set({
      name: changes.name,
      prefix: changes.prefix,
      logo: changes.logo,
      contactName: changes.contact_name,
      contactEmail: changes.contact_email,
      smsEnabled: changes.sms_enabled,
      featureTimesheets: changes.feature_timesheets,
      allowedExternalCalendars: changes.allowed_external_calendars,
    })
    .where(eq(organisations.id, opts.orgId))
    .returning();
  return updated;
}
