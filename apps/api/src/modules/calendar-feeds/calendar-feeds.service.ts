import type { PersonalFeed } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { randomSecret, sha256 } from '@/lib/secrets';
import { clubSiteUrl } from '@/modules/auth';
import {
  type FeedWindow,
  findFeedOf,
  findFeedOwner,
  listPublicEvents,
  listPublishedShifts,
  replaceFeedSecret,
} from './calendar-feeds.queries';
import { deleteFeedsOfPeople, findPersonFeed } from './feed-revocation.queries';
import { clubEventsCalendar, personalShiftsCalendar } from './ical';

export type FeedDeps = { db: Db; links: Parameters<typeof clubSiteUrl>[2] };
type Club = { id: number; name: string; timeZone: string };

/** 32 random bytes: 43 base64url characters. */
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const FEED_SUFFIX = '.ics';

/**
 * What a feed holds: from 3 months back to 18 months ahead, at most 5,000 items. Calendar
 * apps re-fetch the whole feed every hour, so it must stay bounded however long the
 * club's history grows.
 */
export function feedWindow(now = new Date()): FeedWindow {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 3);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + 18);
  return { from, to, limit: 5000 };
}

/** `GET /api/events/feed.ics`: the club's public events (2 statements). */
export async function buildClubFeed(deps: FeedDeps, club: Club): Promise<string> {
  const siteUrl = await clubSiteUrl(deps.db, club.id, deps.links);
  const events = await listPublicEvents(deps.db, club.id, feedWindow());
  return clubEventsCalendar({ name: club.name, siteUrl, timeZone: club.timeZone }, events);
}

/**
 * `GET /api/calendar-feeds/<secret>.ics`: the feed owner's published shifts (3 statements).
 * Anything but a current secret of this club is 404, with no hint of why.
 */
export async function buildPersonalFeed(
  deps: FeedDeps,
  club: Club,
  feedFile: string,
): Promise<string> {
  const secret = feedFile.endsWith(FEED_SUFFIX) ? feedFile.slice(0, -FEED_SUFFIX.length) : '';
  if (!SECRET_PATTERN.test(secret)) throw notFound();
  const owner = await findFeedOwner(deps.db, club.id, sha256(secret));
  if (!owner) throw notFound();
  const siteUrl = await clubSiteUrl(deps.db, club.id, deps.links);
  const shifts = await listPublishedShifts(deps.db, club.id, owner.personId, feedWindow());
  return personalShiftsCalendar({ name: club.name, siteUrl, timeZone: club.timeZone }, shifts);
}

/** `GET /api/calendar-feeds/mine`: whether the member has a feed; never its address. */
export async function describeMyFeed(
  db: Db,
  opts: { orgId: number; personId: number },
): Promise<PersonalFeed> {
  const feed = await findFeedOf(db, opts.orgId, opts.personId);
  return { exists: !!feed, url: null, created_at: feed?.createdAt.toISOString() ?? null };
}

/**
 * `POST /api/calendar-feeds/mine/reset`: a new secret (only its hash is stored), the
 * earlier address dead from this moment. The address is answered this once.
 */
export async function resetMyFeed(
  deps: FeedDeps,
  opts: { orgId: number; personId: number },
): Promise<PersonalFeed> {
  const secret = randomSecret(SECRET_BYTES);
  const siteUrl = await clubSiteUrl(deps.db, opts.orgId, deps.links);
  const feed = await replaceFeedSecret(deps.db, { ...opts, secretHash: sha256(secret) });
  return {
    exists: true,
    url: personalFeedUrl(siteUrl, secret),
    created_at: feed.createdAt.toISOString(),
  };
}

/** `webcal://<domain>/api/calendar-feeds/<secret>.ics`: calendar apps subscribe to it. */
export function personalFeedUrl(siteUrl: string, secret: string): string {
  const address = siteUrl.replace(/^https?:\/\//, '');
  return `webcal://${address}/api/calendar-feeds/${secret}${FEED_SUFFIX}`;
}

const NO_FEED: PersonalFeed = { exists: false, url: null, created_at: null };

/** `GET /api/calendar-feeds/people/:id` (admin): whether the person has a feed; 404 if not ours. */
export async function describePersonFeed(
  db: Executor,
  opts: { orgId: number; personId: number },
): Promise<PersonalFeed> {
  const found = await findPersonFeed(db, opts.orgId, opts.personId);
  if (!found) throw notFound();
  if (!found.createdAt) return NO_FEED;
  return { exists: true, url: null, created_at: found.createdAt.toISOString() };
}

/**
 * `DELETE /api/calendar-feeds/people/:id` (admin): ends the person's feed now (its address
 * answers 404); they may make a new one. Ending a feed that is not there is no error.
 */
export async function revokePersonFeed(
  db: Executor,
  opts: { orgId: number; personId: number },
): Promise<PersonalFeed> {
  if (!(await findPersonFeed(db, opts.orgId, opts.personId))) throw notFound();
  await deleteFeedsOfPeople(db, { orgId: opts.orgId, personIds: [opts.personId] });
  return NO_FEED;
}
