import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { clubVersion } from '@/db/read/club-versions';
import { organisations } from '@/db/schema';
import type { Executor } from '@/lib/postgres';

/*
 * The calendar's answers are kept as JSON text (db/read/answer-cache.ts) under the club's
 * calendar version (`organisations.calendar_version`), bumped by triggers in the very
 * transaction that changes any row a calendar shows (migration 0012_calendar_version). A
 * request reads the version (one tiny statement) and sends the stored bytes when it has
 * them (calendar-answers.ts).
 */

/** The statement reading club `orgId`'s calendar version (the bench EXPLAINs it too). */
export const calendarVersionQuery = (db: Executor, orgId: number) =>
  db
    .select({ version: organisations.calendarVersion })
    .from(organisations)
    .where(eq(organisations.id, orgId));

/** The club's calendar version: read before the rows, so an answer is never older than its key. */
export const calendarVersion = (db: Db, orgId: number) => clubVersion(db, orgId, 'calendar');

/** 32 MB holds ~300 padded months of a busy club (~120 KB each, ~12 KB gzipped). */
export const CALENDAR_CACHE_LIMITS = { maxBytes: 32 * 1024 * 1024, maxEntries: 2_000 };
