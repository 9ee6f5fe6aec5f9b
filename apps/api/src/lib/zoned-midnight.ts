import { LruMap } from './lru-map';

/** A wall-clock reader per zone (building an Intl.DateTimeFormat costs tens of µs). */
const clocks = new LruMap<string, Intl.DateTimeFormat>(1000);
const clockOf = (zone: string) =>
  clocks.getOrSet(
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );

/** How far `zone`'s wall clock is ahead of UTC at moment `ms`, in ms. */
function offsetAt(zone: string, ms: number): number {
  const part = Object.fromEntries(
    clockOf(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The moment date `date` (YYYY-MM-DD) begins in `zone` (an IANA name Intl knows),
 * daylight saving included: the JavaScript twin of `dayStart` (db/read/club-time.ts)
 * for code that needs the moment before any statement runs.
 */
export function midnightIn(date: string, zone: string): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`);
  const first = asUtc - offsetAt(zone, asUtc);
  // Once more at the guess, in case the offset changes between the two moments.
  return new Date(asUtc - offsetAt(zone, first));
}
