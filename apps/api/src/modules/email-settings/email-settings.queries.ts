import { and, eq } from 'drizzle-orm';
import { people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/** The columns the email-settings page may read; nothing else of the person leaves. */
const settingsColumns = {
  id: people.id,
  name: people.name,
  role: people.role,
  emailNotifications: people.emailNotifications,
  emailReminders: people.emailReminders,
  emailNewsletters: people.emailNewsletters,
  notifyRegistrations: people.notifyRegistrations,
};

export type SettingsRow = {
  id: number;
  name: string;
  role: 'new' | 'user' | 'admin';
  emailNotifications: boolean;
  emailReminders: boolean;
  emailNewsletters: boolean;
  notifyRegistrations: boolean;
};

/**
 * The person of club `orgId` whose email-settings id is `uid` (undefined: none there; a
 * uid of another club is as unknown as a made-up one). `lock`: held until the transaction
 * ends, so two saves at once each start from the other's result.
 */
export async function findByUid(
  db: Executor,
  opts: { orgId: number; uid: string; lock?: boolean },
): Promise<SettingsRow | undefined> {
  const query = db
    .select(settingsColumns)
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.emailSettingsUid, opts.uid)));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export type SettingsChange = Pick<
  SettingsRow,
  'emailNotifications' | 'emailReminders' | 'emailNewsletters' | 'notifyRegistrations'
>;

/** Writes the switches of person `id` of club `orgId`; no other column. */
export async function writeSettings(
  db: Executor,
  opts: { orgId: number; id: number; settings: SettingsChange },
): Promise<SettingsRow | undefined> {
  const [row] = await db
    .update(people)
    .set(opts.settings)
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.id)))
    .returning(settingsColumns);
  return row;
}
