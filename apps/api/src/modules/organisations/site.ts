import type { Site } from '@crewcall/contract';
import { isMediaPath } from '@/adapters/media/media-paths';
import type { Organisation } from './organisations.queries';

/**
 * The logo as an address that works: an uploaded logo is stored as a media path
 * (`logos/….webp`) and answered under the club's media root; a web address typed before
 * uploads existed is answered as it is.
 */
export function logoUrl(logo: string | null, mediaRoot: string): string | null {
  return logo && isMediaPath(logo) ? `${mediaRoot}${logo}` : logo;
}

/** The public site fields of a club, reached at `baseUrl` (scheme + host, no trailing slash). */
export function toSite(org: Organisation, baseUrl: string): Site {
  const mediaRoot = `${baseUrl}/media/`;
  return {
    id: org.id,
    name: org.name,
    prefix: org.prefix,
    logo: logoUrl(org.logo, mediaRoot),
    contact_name: org.contactName,
    contact_email: org.contactEmail,
    sms_enabled: org.smsEnabled,
    mediaRoot,
    url: baseUrl,
    feature_timesheets: org.featureTimesheets,
    allowed_external_calendars: org.allowedExternalCalendars,
    time_zone: org.timeZone,
    confirm_duties: org.confirmDuties,
  };
}
