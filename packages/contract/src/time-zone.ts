import { z } from 'zod';

/**
 * Time zones (issue 20, item 1): every club has one (`time_zone` on the site data, an IANA
 * name). Days, "today" and every time shown or written for people are read in it.
 */

/** A club's zone until its admin picks another (and the zone of clubs made before zones). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
const TIME_ZONE_FORMAT_MESSAGE = 'Enter a time zone name such as Europe/London.';

/**
 * `?tz=` of the reads that have days (dashboard, Record Hours, timesheets, a person's
 * shifts, availability): still accepted from clients that send it, and an unknown name is
 * a 400 on `tz`, but it decides nothing: every day and "today" is the club's
 * (`time_zone` of the site data), whatever zone the browser is in.
 */
export const TimeZoneSchema = z.string().max(64).regex(TIME_ZONE_PATTERN, TIME_ZONE_FORMAT_MESSAGE);

export const unknownTimeZoneMessage = (name: string) => `Unknown time zone '${name}'.`;

/**
 * `name` as Intl spells it ('europe/london' → 'Europe/London'), or null when Intl does not
 * know it. An alias keeps its own name (Asia/Kolkata stays Asia/Kolkata, although ICU
 * answers Asia/Calcutta for it): only the letter case is corrected.
 */
export function knownTimeZone(name: string): string | null {
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/**
 * A club's zone as an admin or the operator sets it: a name Intl knows, letter case
 * corrected. One message at a time, the most useful first.
 */
export const ClubTimeZoneSchema = z
  .string()
  .trim()
  .transform((name, ctx) => {
    const wellFormed = name.length <= 64 && TIME_ZONE_PATTERN.test(name);
    const known = wellFormed ? knownTimeZone(name) : null;
    if (known) return known;
    const message = !name
      ? 'Required.'
      : wellFormed
        ? unknownTimeZoneMessage(name)
        : TIME_ZONE_FORMAT_MESSAGE;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  });
