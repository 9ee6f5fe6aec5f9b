import type { Site } from '@crewcall/contract';
import type { Organisation } from './organisations.queries';

/** The public site fields of a club, reached at `baseUrl` (scheme + host, no trailing slash). */
export function toSite(org: Organisation, baseUrl: string): Site {
  return {
    id: org.id,
    name: org.name,
    prefix: org.prefix,
    logo: org.logo,
    contact_name: org.contactName,
    contact_email: org.contactEmail,
    sms_enabled: org.smsEnabled,
    mediaRoot: `${baseUrl}/media/`,
    url: baseUrl,
    feature_timesheets: org.featureTimesheets,
    allowed_external_calendars: org.allowedExternalCalendars,
    time_zone: org.timeZone,
  };
}
