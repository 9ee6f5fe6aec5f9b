import {
  AVAILABILITY_DAY_MESSAGE,
  AVAILABILITY_GRID_MAX_DAYS,
  AVAILABILITY_MAX_DAY_HOURS,
  AVAILABILITY_NOT_YOURS_MESSAGE,
  AVAILABILITY_RANGE_DAYS,
  AVAILABILITY_RANGE_MESSAGE,
  AVAILABILITY_TWICE_MESSAGE,
  type AvailabilityDay,
  type AvailabilityInput,
  type AvailabilityRow,
  type AvailabilityState,
  type AvailabilityUpdate,
  type EventAvailability,
} from '@crewcall/contract';
import type { Db } from '@/db/client';
import type { AnswerCache, StoredAnswer } from '@/db/read/answer-cache';
import {
  type FieldErrors,
  fieldError,
  forbidden,
  notFound,
  validationError,
} from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import type { Reader } from '@/modules/collections-engine';
import {
  type DayInput,
  dayPeople,
  daysOf,
  deleteDay,
  eventCandidates,
  gridOf,
  ownersOf,
  updateDays,
  upsertDays,
} from './availability.queries';
import { cachedGrid } from './grid-cache';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Availability is only ever the caller's own: one item naming anyone else refuses all. */
function requireOwn(reader: Reader, items: { person?: number }[]) {
  if (items.some((item) => item.person !== undefined && item.person !== reader.id))
    throw forbidden(AVAILABILITY_NOT_YOURS_MESSAGE);
}

/** Each item is one day: end after start within 25 hours, near today, listed once. */
function checkDays(items: AvailabilityInput[], now = Date.now()): DayInput[] {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const days = items.map((item, i) => {
    const start = Date.parse(item.start);
    const end = Date.parse(item.end);
    if (Math.abs(start - now) > AVAILABILITY_RANGE_DAYS * DAY_MS)
      errors[`${i}.start`] = [AVAILABILITY_RANGE_MESSAGE];
    else if (seen.has(start)) errors[`${i}.start`] = [AVAILABILITY_TWICE_MESSAGE];
    if (!(end > start && end - start <= AVAILABILITY_MAX_DAY_HOURS * HOUR_MS))
      errors[`${i}.end`] = [AVAILABILITY_DAY_MESSAGE];
    seen.add(start);
    return {
      personId: item.person,
      start: new Date(start),
      end: new Date(end),
      available: item.available,
    };
  });
  if (Object.keys(errors).length) throw validationError(errors);
  return days;
}

/** `POST /api/availability`: create or update the caller's days (one statement). */
export async function setDays(
  db: Executor,
  o: { orgId: number; reader: Reader; items: AvailabilityInput[]; tz: string },
): Promise<{ rows: AvailabilityRow[] }> {
  requireOwn(o.reader, o.items);
  const rows = await upsertDays(db, o.orgId, checkDays(o.items), o.tz);
  return { rows };
}

/** `PUT /api/availability`: change the caller's days by id (two statements). */
export async function changeDays(
  db: Executor,
  o: { orgId: number; reader: Reader; items: AvailabilityUpdate[]; tz: string },
): Promise<{ rows: AvailabilityRow[] }> {
  requireOwn(o.reader, o.items);
  const owners = new Map(
    (
      await ownersOf(
        db,
        o.orgId,
        o.items.map((item) => item.id),
      )
    ).map((r) => [r.id, r.personId]),
  );
  const errors: FieldErrors = {};
  o.items.forEach((item, i) => {
    if (!owners.has(item.id)) errors[`${i}.id`] = [`Availability ${item.id} does not exist.`];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  if (o.items.some((item) => owners.get(item.id) !== o.reader.id))
    throw forbidden(AVAILABILITY_NOT_YOURS_MESSAGE);
  const written = await updateDays(db, {
    orgId: o.orgId,
    personId: o.reader.id,
    items: o.items,
    tz: o.tz,
  });
  // In the order sent (an id sent twice takes the last state).
  const byId = new Map(written.map((row) => [row.id, row]));
  return { rows: o.items.map((item) => byId.get(item.id) as AvailabilityRow) };
}

/** `DELETE /api/availability/{id}`: unset one of the caller's days. */
export async function unsetDay(db: Executor, o: { orgId: number; reader: Reader; id: number }) {
  const [deleted] = await deleteDay(db, { orgId: o.orgId, personId: o.reader.id, id: o.id });
  if (deleted) return;
  // Not theirs, or not there: say which (the other's row is left as it was).
  const [owner] = await ownersOf(db, o.orgId, [o.id]);
  throw owner ? forbidden(AVAILABILITY_NOT_YOURS_MESSAGE) : notFound();
}

/** The dates from `from` to `to` (YYYY-MM-DD, both included), or a 400 past the limit. */
function datesBetween(from: string, to: string, maxDays: number): string[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  if (last < first) throw fieldError('end', 'End must not be before start.');
  const count = (last - first) / DAY_MS + 1;
  if (count > maxDays) throw fieldError('end', `Ask for at most ${maxDays} days at a time.`);
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A range of dates (both included), read in `tz`: the club's zone (clubTimeZone). */
type Range = { start: string; end: string; tz: string };

/** `GET /api/availability/mine`: the caller's days in the range. */
export async function myDays(db: Executor, o: { orgId: number; reader: Reader; range: Range }) {
  datesBetween(o.range.start, o.range.end, AVAILABILITY_RANGE_DAYS * 2);
  const rows = await daysOf(db, {
    orgId: o.orgId,
    personId: o.reader.id,
    from: o.range.start,
    to: o.range.end,
    tz: o.range.tz,
  });
  return { rows };
}

/** Two days' `"person":state` pairs as one day's: a person in both keeps the later state. */
function mergedPairs(first: string, later: string): string {
  return JSON.stringify({ ...JSON.parse(`{${first}}`), ...JSON.parse(`{${later}}`) }).slice(1, -1);
}

/**
 * `GET /api/availability/grid` (admin): members × days as the answer's JSON text, from
 * the cache while the club's availability and people are unchanged (grid-cache.ts); else
 * one statement writes the people and each day's states (the dates are the range's).
 */
export async function availabilityGrid(
  db: Db,
  answers: AnswerCache,
  o: { orgId: number; range: Range & { role?: 'admin' | 'user' } },
): Promise<StoredAnswer> {
  const dates = datesBetween(o.range.start, o.range.end, AVAILABILITY_GRID_MAX_DAYS);
  const { tz } = o.range;
  const role = o.range.role ?? 'all';
  return cachedGrid(db, answers, {
    orgId: o.orgId,
    key: `${o.range.start} ${o.range.end} ${tz} ${role}`,
    build: () =>
      gridText(db, { orgId: o.orgId, from: o.range.start, to: o.range.end, tz, role, dates }),
  });
}

/** The grid's JSON text: one statement, its rows joined as they come. */
async function gridText(
  db: Db,
  o: {
    orgId: number;
    from: string;
    to: string;
    tz: string;
    role: 'admin' | 'user' | 'all';
    dates: string[];
  },
): Promise<string> {
  const rows = await gridOf[o.role](db, { orgId: o.orgId, from: o.from, to: o.to, tz: o.tz });
  let people = '[]';
  // One row per stored day start: days set from another time zone share a date.
  const days = new Map<string, string>();
  for (const { date, json } of rows) {
    if (date === null) people = json;
    else {
      const earlier = days.get(date);
      days.set(date, earlier === undefined ? json : mergedPairs(earlier, json));
    }
  }
  const daysJson = [...days.keys()]
    .sort()
    .map((date) => `"${date}":{${days.get(date)}}`)
    .join(',');
  return `{"people":${people},"dates":${JSON.stringify(o.dates)},"days":{${daysJson}}}`;
}

/** `GET /api/availability/day/{date}`: who set the day, by state (one statement). */
export async function availabilityDay(
  db: Executor,
  o: { orgId: number; date: string; tz: string },
): Promise<AvailabilityDay> {
  const rows = await dayPeople(db, { orgId: o.orgId, date: o.date, tz: o.tz });
  const of = (state: AvailabilityState) =>
    rows.filter((r) => r.available === state).map(({ available: _a, ...person }) => person);
  return { date: o.date, available: of(1), if_required: of(2), unavailable: of(0) };
}

/** `GET /api/events/{id}/availability` (admin): the planner's candidates (one statement). */
export async function eventAvailability(
  db: Executor,
  o: { orgId: number; eventId: number },
): Promise<EventAvailability> {
  const rows = await eventCandidates(db, o.orgId, o.eventId);
  if (!rows.length) throw notFound();
  const people: Record<string, AvailabilityState> = {};
  for (const row of rows)
    if (row.person !== null) people[row.person] = Number(row.available) as AvailabilityState;
  return { event: o.eventId, people };
}
