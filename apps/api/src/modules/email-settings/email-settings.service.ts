import type { EmailSettings, EmailSettingsUpdate } from '@crewcall/contract';
import { fieldError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import {
  findByUid,
  type SettingsChange,
  type SettingsRow,
  writeSettings,
} from './email-settings.queries';

/** An email-settings id as the database makes them: two UUIDs' hex digits, 64 in all. */
const UID_PATTERN = /^[0-9a-f]{64}$/;

/** Said for an unknown, malformed or other club's uid alike: nothing tells them apart. */
export const UNKNOWN_LINK = 'This email settings link is not valid.';

type Club = { id: number; name: string };

/** The first word of a name, to greet with (a full name is more than the link should tell). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function answer(club: Club, row: SettingsRow): EmailSettings {
  return {
    first_name: firstName(row.name),
    club_name: club.name,
    email_notifications: row.emailNotifications,
    email_reminders: row.emailReminders,
    email_newsletters: row.emailNewsletters,
    ...(row.role === 'admin' ? { notify_registrations: row.notifyRegistrations } : {}),
  };
}

async function personOf(db: Executor, club: Club, uid: string, lock = false) {
  const row = UID_PATTERN.test(uid)
    ? await findByUid(db, { orgId: club.id, uid, lock })
    : undefined;
  if (!row) throw notFound(UNKNOWN_LINK);
  return row;
}

/** `GET /api/emailsettings/:uid`: the switches of the person the link belongs to. */
export async function readEmailSettings(
  db: Executor,
  club: Club,
  uid: string,
): Promise<EmailSettings> {
  return answer(club, await personOf(db, club, uid));
}

/**
 * The switches after a change (pure). Email notifications is the master switch (spec:
 * "If all notifications are off, reminders and newsletters are turned off"): while it is
 * off, every email the person could get is off too, registration notices included, and
 * stays off whatever else is asked; turning it back on leaves the others as they are.
 */
export function nextSettings(current: SettingsChange, change: EmailSettingsUpdate): SettingsChange {
  const next: SettingsChange = {
    emailNotifications: change.email_notifications ?? current.emailNotifications,
    emailReminders: change.email_reminders ?? current.emailReminders,
    emailNewsletters: change.email_newsletters ?? current.emailNewsletters,
    notifyRegistrations: change.notify_registrations ?? current.notifyRegistrations,
  };
  if (!next.emailNotifications) {
    next.emailReminders = false;
    next.emailNewsletters = false;
    next.notifyRegistrations = false;
  }
  return next;
}

/** `PUT /api/emailsettings/:uid`: changes the switches given; answers them all. */
export async function updateEmailSettings(
  db: Executor,
  club: Club,
  uid: string,
  change: EmailSettingsUpdate,
): Promise<EmailSettings> {
  const row = await personOf(db, club, uid, true);
  if (change.notify_registrations !== undefined && row.role !== 'admin') {
    throw fieldError('notify_registrations', 'Only admins get registration notices.');
  }
  const saved = await writeSettings(db, {
    orgId: club.id,
    id: row.id,
    settings: nextSettings(row, change),
  });
  if (!saved) throw notFound(UNKNOWN_LINK);
  return answer(club, saved);
}
