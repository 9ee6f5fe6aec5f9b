import { and, eq } from 'drizzle-orm';
import { people } from '@/db/schema';
import type { PersonSettings } from '@/db/schema/identity';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

export type SettingsFields = {
  settings: PersonSettings;
  emailNotifications: boolean;
  emailReminders: boolean;
  emailNewsletters: boolean;
  notifyRegistrations: boolean;
  smsNotifications: boolean;
};

/** Person `personId` of club `orgId`, locked until the transaction ends (a save reads, then writes). */
export async function lockPersonForSettings(
  db: Executor,
  opts: { orgId: number; personId: number },
) {
  const [person] = await db
    .select()
    .from(people)
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId)))
    .for('update');
  return person ?? null;
}

/** Writes the person's settings and switches; answers the person as now stored. */
export async function writeSettings(
  db: Executor,
  opts: { orgId: number; personId: number; fields: SettingsFields },
) {
  const [person] = await db
    .update(people)
    .set(opts.fields)
    .where(and(inClub(people, opts.orgId), eq(people.id, opts.personId)))
    .returning();
  return person!;
}
