import type { Site, SiteUpdate } from '@crewcall/contract';

/** The organisation form's values (strings, as the form keeps them). */
export type SiteFormValues = {
  name: string;
  prefix: string;
  contact_name: string;
  contact_email: string;
  sms_enabled: string;
  feature_timesheets: string;
  allowed_external_calendars: string;
  /** The club's IANA time zone (every time is shown and entered in it). */
  time_zone: string;
  /** Members are asked to confirm each duty ('true' / 'false', as the switches keep it). */
  confirm_duties: string;
};

export function toSiteFormValues(site: Site): SiteFormValues {
  return {
    name: site.name,
    prefix: site.prefix,
    contact_name: site.contact_name,
    contact_email: site.contact_email,
    sms_enabled: String(site.sms_enabled),
    feature_timesheets: String(site.feature_timesheets),
    allowed_external_calendars: site.allowed_external_calendars.join('\n'),
    time_zone: site.time_zone,
    confirm_duties: String(site.confirm_duties),
  };
}

/** The prefix is a short code (shown in the menu beside the club's logo). */
export const PREFIX_MIN = 2;
export const PREFIX_MAX = 6;

export function validateName(value: string): string | null {
  return value.trim() ? null : 'Required.';
}

export function validatePrefix(value: string): string | null {
  const prefix = value.trim();
  if (!prefix) return 'Required.';
  if (prefix.length < PREFIX_MIN || prefix.length > PREFIX_MAX)
    return `Use ${PREFIX_MIN} to ${PREFIX_MAX} characters, e.g. DSC.`;
  if (!/^[A-Za-z0-9-]+$/.test(prefix)) return 'Use letters, digits and hyphens only.';
  return null;
}

/** The calendars box holds one address per line; blank lines are dropped. */
export function calendarLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The settings a save sends. Not the logo: it is uploaded on its own (LogoField). */
export function toSiteUpdate(values: SiteFormValues): SiteUpdate {
  return {
    name: values.name.trim(),
    prefix: values.prefix.trim(),
    contact_name: values.contact_name.trim(),
    contact_email: values.contact_email.trim(),
    sms_enabled: values.sms_enabled === 'true',
    feature_timesheets: values.feature_timesheets === 'true',
    allowed_external_calendars: calendarLines(values.allowed_external_calendars),
    time_zone: values.time_zone,
    confirm_duties: values.confirm_duties === 'true',
  };
}

/**
 * Server errors on one calendar come keyed `allowed_external_calendars.{n}`: shown on the
 * box, naming the line.
 */
export function calendarErrorsToField(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = /^allowed_external_calendars\.(\d+)$/.exec(key);
    if (match && Array.isArray(value)) {
      out.allowed_external_calendars = [`Line ${Number(match[1]) + 1}: ${String(value[0])}`];
    } else out[key] = value;
  }
  return out;
}
