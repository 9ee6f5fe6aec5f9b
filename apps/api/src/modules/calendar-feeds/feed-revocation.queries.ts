import { and, eq, inArray } from 'drizzle-orm';
import { calendarFeeds, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/*
 * Ending personal feeds. A feed's address is a credential of its owner, like a session:
 * it ends when their sessions end (see auth's sessions and people's updates) or when an
 * admin revokes it. Ending deletes the row: the address then answers 404 as any unknown
 * one, and the member may make a new feed once they can log in again.
 */

/** Ends the feeds of these people of club `orgId` (e.g. deactivated by an admin). */
export async function deleteFeedsOfPeople(
  db: Executor,
  opts: { orgId: number; personIds: number[] },
) {
  if (opts.personIds.length === 0) return;
  await db
    .delete(calendarFeeds)
    .where(and(inClub(calendarFeeds, opts.orgId), inArray(calendarFeeds.personId, opts.personIds)));
}

/**
 * Ends the feeds of every person of a login, in every club (logout everywhere, a new
 * password). Deliberately platform-wide, as ending the login's sessions is: run it in
 * the platform scope.
 */
export async function deleteFeedsOfAccount(db: Executor, accountId: number) {
  const peopleOfAccount = db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.accountId, accountId));
  await db.delete(calendarFeeds).where(inArray(calendarFeeds.personId, peopleOfAccount));
}

/**
 * A person of club `orgId` and when their feed was made (null without one); null when
 * the club has no such person. One statement.
 */
export async function findPersonFeed(db: Executor, orgId: number, personId: number) {
  const [row] = await db
    .select({ personId: people.id, createdAt: calendarFeeds.createdAt })
    .from(people)
    .leftJoin(
      calendarFeeds,
      and(eq(calendarFeeds.personId, people.id), inClub(calendarFeeds, orgId)),
    )
    .where(and(inClub(people, orgId), eq(people.id, personId)))
    .limit(1);
  return row ?? null;
}
