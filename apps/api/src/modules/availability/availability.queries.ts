import type { AvailabilityState } from '@crewcall/contract';
import { and, asc, eq, gte, inArray, lt, not, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { dateOf, dayAfter, dayStart, iso } from '@/db/read/club-time';
import { reusableQuery } from '@/db/reusable-query';
import { availability, events, people } from '@/db/schema';
import { inClub } from '@/db/scope';
import type { Executor } from '@/lib/postgres';

/*
 * Availability: one row per person and day (unique on organisation, person, start).
 * Every call is one or two statements, whatever the number of days or people.
 */

/** A value, or a placeholder of a statement built once (db/reusable-query.ts). */
type Value = string | Placeholder;
type Id = number | Placeholder;

/** The stored smallint as the contract's state type. */
const stateOf = () =>
  sql<AvailabilityState>`${availability.available}`.mapWith((v) => Number(v) as AvailabilityState);

const rowColumns = (tz: string) => ({
  id: availability.id,
  person: availability.personId,
  start: iso(availability.start),
  end: iso(availability.end),
  available: stateOf(),
  date: dateOf(availability.start, tz),
});

/** Days from `from` to `to` (dates, both included) in `tz`, as a condition on `start`. */
const startsWithin = (from: Value, to: Value, tz: Value) =>
  and(gte(availability.start, dayStart(from, tz)), lt(availability.start, dayAfter(to, tz)));

export type DayInput = { personId: number; start: Date; end: Date; available: number };

/** Creates the days, or updates the person's day with the same start (one statement). */
export function upsertDays(db: Executor, orgId: number, days: DayInput[], tz: string) {
  return db
    .insert(availability)
    .values(days.map((d) => ({ organisationId: orgId, ...d })))
    .onConflictDoUpdate({
      target: [availability.organisationId, availability.personId, availability.start],
      set: { end: sql`excluded."end"`, available: sql`excluded.available` },
    })
    .returning(rowColumns(tz));
}

/** Who owns each of these ids (of the club). */
export function ownersOf(db: Executor, orgId: number, ids: number[]) {
  return db
    .select({ id: availability.id, personId: availability.personId })
    .from(availability)
    .where(and(inClub(availability, orgId), inArray(availability.id, ids)));
}

/** Sets `available` on the person's days by id, from one VALUES list. */
export function updateDays(
  db: Executor,
  o: { orgId: number; personId: number; items: { id: number; available: number }[]; tz: string },
) {
  const values = sql.join(
    o.items.map((i) => sql`(${i.id}::int, ${i.available}::smallint)`),
    sql`, `,
  );
  return db
    .update(availability)
    .set({ available: sql`v.available` })
    .from(sql`(values ${values}) as v(id, available)`)
    .where(
      and(
        inClub(availability, o.orgId),
        eq(availability.personId, o.personId),
        sql`${availability.id} = v.id`,
      ),
    )
    .returning(rowColumns(o.tz));
}

/** Deletes the person's day; the id when it was theirs. */
export function deleteDay(db: Executor, o: { orgId: number; personId: number; id: number }) {
  return db
    .delete(availability)
    .where(
      and(
        inClub(availability, o.orgId),
        eq(availability.id, o.id),
        eq(availability.personId, o.personId),
      ),
    )
    .returning({ id: availability.id });
}

/** The person's days in a range, by start. */
export function daysOf(
  db: Executor,
  o: { orgId: number; personId: number; from: string; to: string; tz: string },
) {
  return db
    .select(rowColumns(o.tz))
    .from(availability)
    .where(
      and(
        inClub(availability, o.orgId),
        eq(availability.personId, o.personId),
        startsWithin(o.from, o.to, o.tz),
      ),
    )
    .orderBy(asc(availability.start));
}

/** Active members (role user or admin, or only `role`): whom availability is asked of. */
const isMember = (role?: 'admin' | 'user') =>
  and(
    eq(people.isActive, true),
    role ? eq(people.role, role) : inArray(people.role, ['admin', 'user']),
  ) as SQL;
const membersWhere = (orgId: Id, role?: 'admin' | 'user'): SQL | undefined =>
  and(inClub(people, orgId), isMember(role));

/** The person a day belongs to (same club, the composite key). */
const personOfDay = and(
  eq(people.organisationId, availability.organisationId),
  eq(people.id, availability.personId),
);

const personColumns = {
  id: people.id,
  name: people.name,
  avatar: people.avatar,
  role: sql<'admin' | 'user'>`${people.role}`,
};

/** A person of the grid as the contract's JSON object, written by PostgreSQL. */
const personJson = sql`'{"id":' || ${people.id}::text || ',"name":' || to_json(${people.name})::text
  || ',"avatar":' || coalesce(to_json(${people.avatar})::text, 'null')
  || ',"role":"' || ${people.role}::text || '"}'`;

/**
 * The days of the grid's people only: an admin's days by the few admins; otherwise by
 * leaving out the few people who are not listed (new, inactive, or admins when only
 * members are asked). Either way a short array per row, not a join with every person.
 */
function ofGridPeople(db: Executor, orgId: Id, role?: 'admin' | 'user') {
  const ids = (where: SQL) =>
    db
      .select({ id: people.id })
      .from(people)
      .where(and(inClub(people, orgId), where));
  return role === 'admin'
    ? sql`${availability.personId} = any(array(${ids(isMember(role))}))`
    : sql`${availability.personId} <> all(array(${ids(not(isMember(role)))}))`;
}

/** A person's state of a day as a pair of the answer's `days[date]` object: `"12":1`. */
const statePair = sql`'"' || ${availability.personId}::text || '":' || ${availability.available}::text`;

/**
 * The grid's people and days as JSON text, in one statement: mapping ~10,000 states (and
 * 500 people) into objects in the API and serialising them again was most of the call's
 * CPU. One row has no date and the JSON of the people by name (the contract's array);
 * the others are one per stored day start (read in order from the (club, start) index,
 * which holds person and state): its date in `tz`, worked out once per day, and the
 * states set that day by the grid's people as `"person":state` pairs (no join with
 * people). Days set from other time zones start at other moments: the caller merges
 * rows of the same date.
 */
export function gridJson(
  db: Executor,
  o: { orgId: Id; from: Value; to: Value; tz: Value; role?: 'admin' | 'user' },
) {
  const peopleRow = db
    .select({
      date: sql<string | null>`null`,
      json: sql<string>`'[' || coalesce(string_agg(${personJson}, ',' order by lower(${people.name}), ${people.id}), '') || ']'`,
    })
    .from(people)
    .where(membersWhere(o.orgId, o.role));
  const dayRows = db
    .select({
      date: dateOf(availability.start, o.tz),
      json: sql<string>`string_agg(${statePair}, ',')`,
    })
    .from(availability)
    .where(
      and(
        inClub(availability, o.orgId),
        startsWithin(o.from, o.to, o.tz),
        ofGridPeople(db, o.orgId, o.role),
      ),
    )
    .groupBy(availability.start);
  return peopleRow.unionAll(dayRows);
}

/**
 * The grid's statement per role asked (none, admins, members), built into SQL once
 * (db/reusable-query.ts): run with `{ orgId, from, to, tz }`.
 */
const gridStatement = (role?: 'admin' | 'user') =>
  reusableQuery((db, param) =>
    gridJson(db, {
      orgId: param('orgId'),
      from: param('from'),
      to: param('to'),
      tz: param('tz'),
      role,
    }),
  );
export const gridOf = {
  all: gridStatement(),
  admin: gridStatement('admin'),
  user: gridStatement('user'),
};

/** Who set `date` (in `tz`), with the state, by name. */
export function dayPeople(db: Executor, o: { orgId: number; date: string; tz: string }) {
  return db
    .select({
      ...personColumns,
      available: stateOf(),
    })
    .from(availability)
    .innerJoin(people, personOfDay)
    .where(
      and(inClub(availability, o.orgId), startsWithin(o.date, o.date, o.tz), membersWhere(o.orgId)),
    )
    .orderBy(sql`lower(${people.name})`, asc(people.id));
}

/**
 * Each person's most restrictive state over the days overlapping the event (0
 * Unavailable before 2 Only if required before 1 Available); one row with a null person
 * when the event exists but nobody set a day, no row when it does not exist.
 */
export function eventCandidates(db: Executor, orgId: number, eventId: number) {
  const rank = sql`case ${availability.available} when 0 then 0 when 2 then 1 else 2 end`;
  return db
    .select({
      person: availability.personId,
      available: sql<AvailabilityState | null>`(array[0, 2, 1])[min(${rank}) + 1]`,
    })
    .from(events)
    .leftJoin(
      availability,
      and(
        eq(availability.organisationId, events.organisationId),
        // a day starts at most 25 hours before it ends: the start index bounds the scan
        sql`${availability.start} > ${events.start} - interval '25 hours'`,
        lt(availability.start, events.end),
        sql`${availability.end} > ${events.start}`,
      ),
    )
    .where(and(inClub(events, orgId), eq(events.id, eventId)))
    .groupBy(availability.personId);
}
