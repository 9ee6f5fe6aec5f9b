import { and, eq } from 'drizzle-orm';
import { organisations, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';
import type { Organisation } from '@/modules/organisations';
import type { Person } from '@/modules/people';

/**
 * Sets person `personId`'s avatar path (null: none) in club `orgId`, answering the path it
 * replaced and the person as saved; undefined when there is no such person in the club.
 * The row is locked first: two uploads at once each see the other's path as the one they
 * replace, so neither file is left behind.
 */
export async function setAvatarPath(
  db: Executor,
  opts: { orgId: number; personId: number; path: string | null },
): Promise<{ replaced: string | null; person: Person } | undefined> {
  const ofPerson = and(inClub(people, opts.orgId), eq(people.id, opts.personId));
  const [before] = await db
    .select({ avatar: people.avatar })
    .from(people)
    .where(ofPerson)
    .for('update');
  if (!before) return undefined;
  const [person] = await db.update(people).set({ avatar: opts.path }).where(ofPerson).returning();
  return { replaced: before.avatar, person };
}

/** The club's stored logo (a media path, a web address or null), its row locked until the end. */
export async function lockedLogo(db: Executor, orgId: number): Promise<string | null> {
  const [row] = await db
    .select({ logo: organisations.logo })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update');
  return row?.logo ?? null;
}

/** Sets the club's logo (a media path, a web address, or null), answering the club as saved. */
export async function setLogo(
  db: Executor,
  opts: { orgId: number; logo: string | null },
): Promise<Organisation> {
  const [updated] = await db
    .update(organisations)
    .set({ logo: opts.logo })
    .where(eq(organisations.id, opts.orgId))
    .returning();
  return updated;
}
