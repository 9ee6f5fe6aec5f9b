import {
  type AuthUser,
  type ChangeSettingsSelf,
  type SelfSettings,
  SMS_NEEDS_VERIFIED_PHONE,
} from '@crewcall/contract';
import type { PersonSettings } from '@/db/schema/identity';
import { fieldError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { toAuthUser } from '@/modules/auth';
import { nextSettings } from '@/modules/email-settings';
import { lockPersonForSettings, writeSettings } from './settings.queries';

/** The spec's defaults (section 3, User settings), for joining a date and a time format. */
const DEFAULT_DATE_FORMAT = 'ddd D MMM YYYY';
const DEFAULT_TIME_FORMAT = 'h:mm a';

/**
 * The stored settings after a change (pure): the keys sent replace theirs, the others stay.
 * A new date or time format gives a new `dateTimeFormat` (the two joined by a space, as
 * the default is), unless the change names one itself.
 */
export function mergeSettings(current: PersonSettings, change: SelfSettings): PersonSettings {
  const next: PersonSettings = { ...current, ...change };
  const formatChanged = change.dateFormat !== undefined || change.timeFormat !== undefined;
  if (formatChanged && change.dateTimeFormat === undefined) {
    next.dateTimeFormat = `${next.dateFormat ?? DEFAULT_DATE_FORMAT} ${next.timeFormat ?? DEFAULT_TIME_FORMAT}`;
  }
  return next;
}

/**
 * `PUT /api/people/change_settings_self`: the caller's settings (merged) and switches.
 * - Email notifications is the master switch, with the email-settings page's rule: off,
 *   reminders and newsletters (and an admin's registration notices) go off and stay off.
 *   The SMS senders read SMS as "SMS on and notifications on", so with the master off no
 *   SMS goes either (the spec's warning), while the SMS choice itself is kept.
 * - SMS on only with a verified phone: SMS go only to a number its owner proved is theirs
 *   (a typo'd number would text a stranger), so turning SMS on before that is refused
 *   rather than stored as a wish; verifying the phone (verify_check) sets it as chosen
 *   there. Turning SMS off is always allowed.
 */
export async function changeSettingsSelf(
  db: Executor,
  opts: { orgId: number; personId: number; change: ChangeSettingsSelf },
): Promise<AuthUser> {
  const { change } = opts;
  const person = await lockPersonForSettings(db, opts);
  if (!person) throw notFound();
  if (change.sms_notifications === true && !person.smsVerified) {
    throw fieldError('sms_notifications', SMS_NEEDS_VERIFIED_PHONE);
  }
  const switches = nextSettings(person, {
    email_notifications: change.email_notifications,
    email_reminders: change.email_reminders,
    email_newsletters: change.email_newsletters,
  });
  const saved = await writeSettings(db, {
    orgId: opts.orgId,
    personId: person.id,
    fields: {
      ...switches,
      settings: change.settings
        ? mergeSettings(person.settings ?? {}, change.settings)
        : person.settings,
      smsNotifications: change.sms_notifications ?? person.smsNotifications,
    },
  });
  return toAuthUser(saved);
}
