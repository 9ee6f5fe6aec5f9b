import type { CalendarQuery } from '@crewcall/contract';
import { type AnswerCache, cachedJson, type StoredAnswer } from '@/db/read/answer-cache';
import type { Config } from '@/env';
import type { Executor } from '@/lib/postgres';
import { calendarVersion } from './calendar-cache';
import { parseCalendarRange } from './calendar-range';
import type { Range } from './events.queries';
import { getCalendar, getPublicCalendar } from './events.service';

/*
 * The calendar calls through the answer cache: the range is checked first (a bad one is
 * a 400 before any statement), then the club's version is read, then the answer comes
 * from the cache or is built as before (getCalendar, getPublicCalendar) and kept.
 * Keys hold the range as moments, so `2027-07-01` and `2027-07-01T00:00:00Z` share one.
 */

const rangeKey = (range: Range) => `${range.start.getTime()}-${range.end.getTime()}`;

/**
 * The member calendar's answer: the same for every member, and for every admin (admins'
 * `empty` counts unpublished open shifts too, so they are kept apart).
 */
export async function calendarAnswer(
  db: Executor,
  cache: AnswerCache,
  {
    orgId,
    timeZone,
    query,
    admin,
  }: { orgId: number; timeZone: string; query: CalendarQuery; admin: boolean },
): Promise<StoredAnswer> {
  const range = parseCalendarRange(query, timeZone);
  const version = await calendarVersion(db, orgId);
  const who = admin ? 'admin' : 'member';
  return cachedJson(cache, `calendar ${orgId} ${version} ${who} ${rangeKey(range)}`, () =>
    getCalendar(db, { orgId, range, admin }),
  );
}

/**
 * The public calendar's answer. Its links come from the club's domains (tracked by
 * the version) and the process's configuration; the club's name, from the request's
 * club, is part of the key, so a renamed club is never answered under its old name.
 */
export async function publicCalendarAnswer(
  db: Executor,
  cache: AnswerCache,
  opts: {
    orgId: number;
    clubName: string;
    timeZone: string;
    query: CalendarQuery;
    links: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'NODE_ENV' | 'PORT'>;
  },
): Promise<StoredAnswer> {
  const range = parseCalendarRange(opts.query, opts.timeZone);
  const version = await calendarVersion(db, opts.orgId);
  const key = `public ${opts.orgId} ${version} ${rangeKey(range)} ${opts.clubName}`;
  return cachedJson(cache, key, () => getPublicCalendar(db, { ...opts, range }));
}
