import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type ClubClock, clubClockColumns } from '@/db/read/club-clock';
import { type Preparable, reusableQuery } from '@/db/reusable-query';
import { organisations } from '@/db/schema';
import type { AnyDashboardCard, ClockValues } from './dashboard-card';

/** The clock's row: the club's clock and the fields of the clock cards read with it. */
export type ClockRow = ClubClock & Record<string, unknown>;
type ClockStatement = (db: Db, values: ClockValues) => Promise<ClockRow[]>;

/**
 * The club's clock (its versions and now(): what the kept cards are keyed by, see
 * db/read/club-clock.ts) with the cards read on every call that have no list of their own
 * (`withClock`: news, and the Time sheet card when on), as JSON. One statement instead of
 * three: each costs the API and the database more to send, run and read than these small
 * answers. Built once per set of clock cards shown (a few: they differ by role and feature).
 */
export function clockStatements(): (shown: AnyDashboardCard[]) => ClockStatement {
  const built = new Map<string, ClockStatement>();
  const build = (shown: AnyDashboardCard[]) =>
    reusableQuery<ClockValues, ClockRow[]>((db, param) => {
      const columns: Record<string, SQL> = {};
      for (const card of shown) Object.assign(columns, card.withClock?.(db, param));
      return db
        .select({ ...clubClockColumns(), ...columns })
        .from(organisations)
        .where(eq(organisations.id, param('orgId'))) as unknown as Preparable<ClockRow[]>;
    });
  return (shown) => {
    const key = shown.map((card) => card.fields.join()).join(' ');
    let statement = built.get(key);
    if (!statement) {
      statement = build(shown);
      built.set(key, statement);
    }
    return statement;
  };
}
