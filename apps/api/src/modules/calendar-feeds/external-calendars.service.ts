import type { ExternalCalendars } from '@crewcall/contract';
import type { Db } from '@/db/client';
import type { PersonSettings } from '@/db/schema';
import { type FieldErrors, validationError } from '@/lib/http-errors';
import { setHiddenExternalCalendars } from './calendar-feeds.queries';

/**
 * A member's hidden external calendars live in their settings as the spec's comma list
 * (`hidden_external_calendars`). An address may itself hold a comma, so each entry is
 * stored with its commas percent-encoded and compared in that form: the list reads back
 * exactly, whatever the addresses are.
 */
const toEntry = (url: string) => url.replace(/,/g, '%2C');

function hiddenEntries(settings: PersonSettings): Set<string> {
  return new Set((settings.hidden_external_calendars ?? '').split(',').filter(Boolean));
}

/** The club's allowed calendars, each with this member's hidden flag (no statement). */
export function describeExternalCalendars(
  allowed: string[],
  settings: PersonSettings,
): ExternalCalendars {
  const hidden = hiddenEntries(settings);
  return { calendars: allowed.map((url) => ({ url, hidden: hidden.has(toEntry(url)) })) };
}

/**
 * Saves which allowed calendars the member hides (one statement). Every address must be
 * one of the club's allowed calendars; entries for calendars the club has since removed
 * are dropped with the next save.
 */
export async function saveHiddenExternalCalendars(
  db: Db,
  opts: { orgId: number; personId: number; allowed: string[]; hidden: string[] },
): Promise<ExternalCalendars> {
  const allowed = new Set(opts.allowed);
  const errors: FieldErrors = {};
  opts.hidden.forEach((url, index) => {
    if (!allowed.has(url))
      errors[`hidden.${index}`] = ["Not one of the club's external calendars."];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const value = [...new Set(opts.hidden)].map(toEntry).join(',');
  const settings = await setHiddenExternalCalendars(db, { ...opts, value });
  return describeExternalCalendars(opts.allowed, settings);
}
