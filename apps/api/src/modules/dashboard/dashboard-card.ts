import type { Dashboard } from '@crewcall/contract';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { ClubClock } from '@/db/read/club-clock';
import type { ClubVersionKind } from '@/db/read/club-versions';
import type { Ending } from '@/db/read/kept-cards';

/*
 * A dashboard card, as a domain contributes it (`modules/<domain>/<name>.card.ts`, one
 * line in modules/dashboard-cards.ts). The dashboard module owns no card: it reads the
 * club's clock once, runs every card the caller is shown on the request's transaction
 * (all sent at once, pipelined), keeps what a card says is kept, and writes the answer in
 * the contract's order. See modules/README.md, "Reads that span domains".
 */

/** A field of `GET /api/dashboard`'s answer. */
export type DashboardField = keyof Dashboard;

/** The club, as the dashboard reads it (the request's club). */
export type DashboardClub = {
  id: number;
  featureTimesheets: boolean;
  smsEnabled: boolean;
  /** The club asks members to confirm duties (issue 25). */
  confirmDuties: boolean;
  timeZone: string;
};

/** The caller (the request's person). */
export type DashboardReader = { id: number; role: 'new' | 'user' | 'admin'; smsVerified: boolean };

/** What a card is read with: the same for every card of one call, and its kept lists. */
export type CardCall = {
  db: Db;
  orgId: number;
  club: DashboardClub;
  reader: DashboardReader;
  admin: boolean;
  /** The club's time zone (db/read/club-time.ts, clubTimeZone). */
  tz: string;
  /** The club's versions and the transaction's now(), read first (db/read/club-clock.ts). */
  clock: Promise<ClubClock>;
  /** Rows kept under the card's version (`keptBy`) until the next write it covers. */
  kept<R>(name: string, read: () => Promise<R[]>): Promise<R[]>;
  /** The same for rows that leave when they end (db/read/kept-cards.ts, keptEndingCard). */
  keptEnding<R extends Ending>(
    name: string,
    limit: number,
    read: () => Promise<R[]>,
  ): Promise<Omit<R, 'endUs'>[]>;
};

/** The values a clock card's SQL may use, as placeholders of the clock's statement. */
export type ClockValues = {
  orgId: number;
  personId: number;
  tz: string;
  /** Today in the club's zone (YYYY-MM-DD), the first of this month, of this year. */
  today: string;
  monthStart: string;
  yearStart: string;
};
type ClockParam = <K extends keyof ClockValues & string>(name: K) => Placeholder<K>;

/** A card filling the fields of `S`, its part of the contract's answer. */
export type DashboardCard<S extends z.AnyZodObject> = {
  /** Its part of the contract's answer (`DashboardSchema.pick(…)`): the fields it fills. */
  schema: S;
  /** Who is shown it; everyone else gets `hidden`. */
  seenBy: 'everyone' | 'admin';
  /** When the club has it (a feature); when not, everyone gets `hidden`. */
  when?: (club: DashboardClub) => boolean;
  /** What a caller not shown the card gets: the answer always has every field. */
  hidden?: z.infer<S>;
  /** The club version its kept lists are keyed by; 'none' when it keeps nothing. */
  keptBy: ClubVersionKind | 'none';
} & (
  | {
      /**
       * Its SQL folded into the clock's statement as columns (JSON written by PostgreSQL,
       * one per field): for small cards read on every call, one statement saved each.
       */
      withClock: (db: Db, param: ClockParam) => Record<keyof z.infer<S>, SQL>;
    }
  | {
      /** Its own statements (built once, db/reusable-query.ts), run with `call`. */
      read: (call: CardCall) => Promise<z.infer<S>> | z.infer<S>;
    }
);

/** A card as the registry holds it, whatever its fields. */
export type AnyDashboardCard = {
  fields: DashboardField[];
  schema: z.AnyZodObject;
  seenBy: 'everyone' | 'admin';
  when?: (club: DashboardClub) => boolean;
  hidden?: Partial<Dashboard>;
  keptBy: ClubVersionKind | 'none';
  withClock?: (db: Db, param: ClockParam) => Record<string, SQL>;
  read?: (call: CardCall) => Promise<Partial<Dashboard>> | Partial<Dashboard>;
};

/** Declares a card (checked against the contract's answer), for the registry. */
export function dashboardCard<S extends z.AnyZodObject>(card: DashboardCard<S>): AnyDashboardCard {
  return { ...card, fields: Object.keys(card.schema.shape) } as AnyDashboardCard;
}
