import { type Dashboard, DashboardSchema } from '@crewcall/contract';
import type { Db } from '@/db/client';
import { CLUB_CLOCK_NAMES, type ClubClock } from '@/db/read/club-clock';
import { clubTimeZone, dateIn } from '@/db/read/club-time';
import type { ClubVersionKind } from '@/db/read/club-versions';
import { keptCard, keptEndingCard } from '@/db/read/kept-cards';
import { clockStatements } from './dashboard.queries';
import type {
  AnyDashboardCard,
  CardCall,
  DashboardClub,
  DashboardField,
  DashboardReader,
} from './dashboard-card';

/** The fields the dashboard fills itself, from the club and the caller: no card's. */
const FRAME_FIELDS: readonly DashboardField[] = ['role', 'features'];

/** The answer's fields in the contract's order: the answer is written in it. */
const ANSWER_FIELDS = Object.keys(DashboardSchema.shape) as DashboardField[];

/**
 * Checks a registry at startup (as the collection registry does): every field of the
 * answer filled by exactly one card (or the dashboard itself), a value for those not
 * shown to everyone, and no clock card's field named as the clock's own columns.
 */
export function checkDashboardCards(cards: readonly AnyDashboardCard[]) {
  const filled = new Set<string>(FRAME_FIELDS);
  for (const card of cards) {
    for (const field of card.fields) {
      if (!ANSWER_FIELDS.includes(field))
        throw new Error(`Dashboard card field '${field}' is not in the contract`);
      if (filled.has(field)) throw new Error(`Dashboard field '${field}' is filled twice`);
      if (card.withClock && CLUB_CLOCK_NAMES.includes(field)) {
        throw new Error(`Dashboard field '${field}' is a name of the club's clock`);
      }
      filled.add(field);
    }
    if ((card.seenBy === 'admin' || card.when) && !card.hidden) {
      throw new Error(`Dashboard card '${card.fields}' needs \`hidden\`: not everyone is shown it`);
    }
  }
  const missing = ANSWER_FIELDS.filter((field) => !filled.has(field));
  if (missing.length) throw new Error(`No dashboard card fills ${missing.join(', ')}`);
}

/** What a card with `keptBy: 'none'` is handed as its kept lists. */
const keepsNothing = (): never => {
  throw new Error("A dashboard card with keptBy: 'none' keeps nothing");
};

/**
 * The call of a card that keeps lists, under its version: `<first field> <name> <club>
 * <version>`. Made per request for these cards only (three at most), not for every card.
 */
function callFor(card: AnyDashboardCard, call: Omit<CardCall, 'kept' | 'keptEnding'>): CardCall {
  const keptBy = card.keptBy as ClubVersionKind;
  const keyOf = (name: string, clock: ClubClock) =>
    `${card.fields[0]} ${name} ${call.orgId} ${clock[keptBy]}`;
  return {
    ...call,
    kept: async (name, read) => {
      const clock = await call.clock;
      return keptCard(call.db, keyOf(name, clock), read);
    },
    keptEnding: async (name, limit, read) => {
      const clock = await call.clock;
      return keptEndingCard(call.db, { key: keyOf(name, clock), clock, limit, read });
    },
  };
}

/**
 * `GET /api/dashboard`: every card of `cards` the caller is shown, all statements sent
 * together on the request's transaction: the club's clock first (with the clock cards:
 * news, the Time sheet card, an admin's expiring records and allocation round), then each
 * card's own. Statements: 4 for a member (the clock, own requests, upcoming shifts, record
 * hours), +1 for an admin (club requests), +1 each for duty answers where the club asks
 * members to confirm duties (a member's own, an admin's unconfirmed duties). The
 * club-wide cards (upcoming events and series, and an admin's unpublished events and new
 * people) are kept per club version (db/read/kept-cards.ts): +1 statement each when not
 * kept.
 */
export function dashboardReader(cards: readonly AnyDashboardCard[]) {
  checkDashboardCards(cards);
  const clockFor = clockStatements();
  return async function getDashboard(
    db: Db,
    o: { club: DashboardClub; reader: DashboardReader; tz?: string },
  ): Promise<Dashboard> {
    const tz = clubTimeZone(o.club, o.tz);
    const admin = o.reader.role === 'admin';
    const orgId = o.club.id;
    const values: Record<string, unknown> = {
      role: o.reader.role,
      features: { timesheets: o.club.featureTimesheets, sms: o.club.smsEnabled },
    };
    const withClock: AnyDashboardCard[] = [];
    const ownStatements: AnyDashboardCard[] = [];
    for (const card of cards) {
      const shown = (card.seenBy === 'everyone' || admin) && (card.when?.(o.club) ?? true);
      if (!shown) Object.assign(values, card.hidden);
      else if (card.withClock) withClock.push(card);
      else ownStatements.push(card);
    }
    // First on the transaction: what the kept cards are keyed by.
    const today = dateIn(tz);
    const clock = clockFor(withClock)(db, {
      orgId,
      personId: o.reader.id,
      tz,
      today,
      monthStart: `${today.slice(0, 7)}-01`,
      yearStart: `${today.slice(0, 4)}-01-01`,
    }).then(([row]) => {
      if (!row) throw new Error(`Club ${orgId} not found`);
      return row;
    });
    const call = { db, orgId, club: o.club, reader: o.reader, admin, tz, clock };
    // A call of its own (its kept lists' keys) only for a card that keeps lists.
    const plain = { ...call, kept: keepsNothing, keptEnding: keepsNothing };
    const [row, ...parts] = await Promise.all([
      clock,
      ...ownStatements.map((card) =>
        card.read?.(card.keptBy === 'none' ? plain : callFor(card, call)),
      ),
    ]);
    for (const card of withClock) for (const field of card.fields) values[field] = row[field];
    for (const part of parts) Object.assign(values, part);
    const answer: Record<string, unknown> = {};
    for (const field of ANSWER_FIELDS) answer[field] = values[field];
    return answer as Dashboard;
  };
}
