import { DUPLICATE_REQUEST_FOR_OTHER_MESSAGE } from '@crewcall/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { aliasInClub, clubIdColumn } from '@/db/club-sql';
import { isoMoment } from '@/db/iso-moment';
import { jsonObject } from '@/db/json-rows';
import { reusableQuery, reusableSql } from '@/db/reusable-query';
import { events, requests } from '@/db/schema';
import { inClub } from '@/db/scope';
import { formError } from '@/lib/http-errors';
import { type Executor, pgErrorCode, rowsOf } from '@/lib/postgres';
import { requestColumns } from './shift-values';

/** The refs a batch of requests names, by the table they must be rows of. */
export type RequestRefs = Record<
  'people' | 'events' | 'roles' | 'assignments' | 'locations',
  number[]
>;

/** Which of the named ids are rows of the club, per table, in one statement. */
export async function refsInClub(db: Executor, orgId: number, refs: RequestRefs) {
  const parts = Object.entries(refs).map(
    ([table, ids]) =>
      sql`select ${table}::text as kind, t.id from ${sql.identifier(table)} t where ${aliasInClub('t', orgId)} and t.id = any(${sql.param(ids)}::int[])`,
  );
  const rows = await db.execute(sql.join(parts, sql` union all `));
  const found = new Set<string>();
  for (const row of rowsOf<{ kind: string; id: number }>(rows)) found.add(`${row.kind}:${row.id}`);
  return found;
}

/**
 * The club's requests of these people for these events (to find repeated slots). Ids go
 * as arrays: one statement, built once, whatever the batch.
 */
export function requestsOfPeopleForEvents(
  db: Executor,
  orgId: number,
  personIds: number[],
  eventIds: number[],
) {
  return slotsOfPeopleForEvents(db as Db, { orgId, personIds, eventIds });
}

const slotsOfPeopleForEvents = reusableQuery<
  { orgId: number; personIds: number[]; eventIds: number[] },
  {
    person: number;
    event: number;
    role: number | null;
    assignment: number | null;
    location: number | null;
  }[]
>((db, param) =>
  db
    .select({
      person: requests.personId,
      event: requests.eventId,
      role: requests.roleId,
      assignment: requests.assignmentId,
      location: requests.locationId,
    })
    .from(requests)
    .where(
      and(
        inClub(requests, param('orgId')),
        sql`${requests.personId} = any(${param('personIds')}::int[])`,
        sql`${requests.eventId} = any(${param('eventIds')}::int[])`,
        // = the unique slot index's predicate: declined and dismissed ones free the slot
        sql`${requests.status} in ('pending', 'filled')`,
      ),
    ),
);

export type NewRequests = {
  orgId: number;
  personIds: number[];
  eventIds: number[];
  comments: string[];
  roleIds: (number | null)[];
  assignmentIds: (number | null)[];
  locationIds: (number | null)[];
};

/**
 * Inserts the batch and answers it as the API sends it (RequestResults: the rows keyed by
 * id, their count, their ids in the order sent), as JSON text written by PostgreSQL
 * (db/json-rows.ts), in one statement whose text does not depend on the batch's length:
 * one array per column, unnested into rows in the order sent, built into SQL once. There
 * is no second read, and the API neither reads the rows into objects nor serialises them.
 * The ids ascend in the order sent (identity values are drawn as the rows go in, in
 * `r.n` order). The keys do the checking: the same-club keys refuse a ref that is not the
 * club's, the unique slot index a repeated slot (the caller says which, see createRequests).
 */
export async function insertRequests(
  db: Executor,
  rows: NewRequests,
): Promise<{ body: string; refused: RefusedRequest[] | null }> {
  const [answer] = await insertRequestRows(db as Db, rows);
  return { body: answer.body, refused: answer.refused ? JSON.parse(answer.refused) : null };
}

/** An item of a batch that may not be asked for: its place (0-based) and why. */
export type RefusedRequest = { index: number; why: 'past' | 'no_shifts' };

/*
 * The checks the keys cannot make, in the same statement, set-based (issue 20): an item
 * whose event (of the club) has ended, or has no published shift, is refused, and then
 * nothing is inserted; `refused` lists them (null when none). Events of another club are
 * not found here: the same-club key refuses them as before.
 */
const insertRequestRows = reusableSql<NewRequests, { body: string; refused: string | null }>(
  (_db, param) => {
    const orgId = sql`${param('orgId')}::int`;
    return sql`with r as (
      select * from unnest(${param('personIds')}::int[], ${param('eventIds')}::int[], ${param('comments')}::text[],
        ${param('roleIds')}::int[], ${param('assignmentIds')}::int[], ${param('locationIds')}::int[])
        with ordinality as r(person_id, event_id, comments, role_id, assignment_id, location_id, n)
    ), refused as (
      select r.n - 1 as index, case when e."end" <= now() then 'past' else 'no_shifts' end as why
      from r join events e on ${aliasInClub('e', orgId)} and e.id = r.event_id
      where e."end" <= now() or not exists (select 1 from shifts s
        where ${aliasInClub('s', orgId)} and s.event_id = e.id and s.draft is not null)
    ), inserted as (
      insert into ${requests} (${clubIdColumn}, person_id, event_id, comments, role_id, assignment_id, location_id)
      select ${orgId}, r.person_id, r.event_id, r.comments, r.role_id, r.assignment_id, r.location_id
      from r where not exists (select 1 from refused)
      order by r.n
      returning ${requests.id} as id, ${jsonObject(requestColumns)} as j)
    select json_build_object(
      'results', json_build_object('requests', coalesce(json_object_agg(id, j order by id), '{}')),
      'count', count(*),
      'ids', coalesce(json_agg(id order by id), '[]'))::text as body,
      (select json_agg(json_build_object('index', index, 'why', why) order by index) from refused)::text as refused
    from inserted`;
  },
);

/**
 * The batch's savepoint: set before the insert, rolled back to when a key refuses it, so
 * that the transaction can still read why. Never released: COMMIT ends it with the
 * transaction, and a RELEASE would be one more statement on every call.
 */
export const setBatchSavepoint = (db: Executor) => setSavepoint(db as Db, {});
export const rollBackToBatchSavepoint = (db: Executor) => rollBackToSavepoint(db as Db, {});

const setSavepoint = reusableSql(() => sql`savepoint request_batch`);
const rollBackToSavepoint = reusableSql(() => sql`rollback to savepoint request_batch`);

export function findRequest(db: Executor, orgId: number, id: number) {
  return db
    .select({ personId: requests.personId, actionedAt: requests.actionedAt })
    .from(requests)
    .where(and(inClub(requests, orgId), eq(requests.id, id)));
}

/**
 * Declines or dismisses the club's request `id` if it is still pending, in one statement;
 * answers the row as the API shows it, or nothing (no such request, or answered already).
 */
export function answerPendingRequest(
  db: Executor,
  o: { orgId: number; id: number; status: 'declined' | 'dismissed'; reason: string },
) {
  return db
    .update(requests)
    .set({ status: o.status, declineReason: o.reason, actionedAt: sql`now()` })
    .where(and(inClub(requests, o.orgId), eq(requests.id, o.id), isNull(requests.actionedAt)))
    .returning(requestColumns);
}

/**
 * After a PUT of `actioned_at` (engine): a request set actioned by it is dismissed, one
 * set back to null is pending again (its reason cleared). One statement for the rows
 * written; a reopened request whose slot someone asked for since is refused (400).
 */
export async function matchStatusToActioned(tx: Executor, orgId: number, ids: number[]) {
  try {
    await tx.execute(sql`update requests set
        status = case when actioned_at is null then 'pending' else 'dismissed' end,
        decline_reason = case when actioned_at is null then '' else decline_reason end
      where ${inClub(requests, orgId)} and id = any(${sql.param(ids)}::int[])
        and (status = 'pending') <> (actioned_at is null)`);
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw formError(DUPLICATE_REQUEST_FOR_OTHER_MESSAGE);
    throw error;
  }
}

export function deleteRequest(db: Executor, orgId: number, id: number) {
  return db.delete(requests).where(and(inClub(requests, orgId), eq(requests.id, id)));
}

const seriesEvents = (orgId: number, seriesId: number) =>
  sql`select e.id from events e where ${aliasInClub('e', orgId)} and e.series_id = ${seriesId}`;

/**
 * The series' events, in start order, each with why a sign-up skips it for the person
 * (null: it asks for it): `past` (ended), `shift` (the person has a shift on it),
 * `request` (they asked for it already, however it was answered), `no_shifts` (nothing
 * published to ask for). One set-based select, shared by the plan and the sign-up.
 */
const seriesPlan = (o: { orgId: number; seriesId: number; personId: number }) =>
  sql`select e.id, e.name, e.start, e."end", case
      when e."end" <= now() then 'past'
      when exists (select 1 from shifts s where ${aliasInClub('s', o.orgId)}
        and s.event_id = e.id and s.person_id = ${o.personId}) then 'shift'
      when exists (select 1 from requests r where ${aliasInClub('r', o.orgId)}
        and r.event_id = e.id and r.person_id = ${o.personId}) then 'request'
      when not exists (select 1 from shifts s where ${aliasInClub('s', o.orgId)}
        and s.event_id = e.id and s.draft is not null) then 'no_shifts'
    end as skip
    from events e where ${aliasInClub('e', o.orgId)} and e.series_id = ${o.seriesId}`;

export type SeriesPlanRow = {
  id: number;
  name: string;
  start: string;
  end: string;
  skip: 'past' | 'shift' | 'request' | 'no_shifts' | null;
};

/** What a series sign-up would ask for, and what it would skip and why (seriesPlan). */
export async function seriesSignupPlan(
  db: Executor,
  o: { orgId: number; seriesId: number; personId: number },
) {
  const rows = await db.execute(sql`select p.id, p.name, ${isoMoment(sql`p.start`)} as start,
      ${isoMoment(sql`p."end"`)} as "end", p.skip
    from (${seriesPlan(o)}) p order by p.start, p.id`);
  return rowsOf<SeriesPlanRow>(rows);
}

/**
 * Series sign-up: one request (with the role, assignment and comments given) per event
 * of the series the plan does not skip, in one statement; a racing repeat meets the
 * unique index and adds nothing.
 */
export async function signUpToSeries(
  db: Executor,
  o: {
    orgId: number;
    seriesId: number;
    personId: number;
    comments: string;
    roleId: number | null;
    assignmentId: number | null;
  },
) {
  const rows = await db.execute(sql`insert into requests
      (${clubIdColumn}, person_id, event_id, comments, role_id, assignment_id)
    select ${o.orgId}, ${o.personId}, p.id, ${o.comments}, ${o.roleId}::int, ${o.assignmentId}::int
    from (${seriesPlan(o)}) p
    where p.skip is null
    order by p.start, p.id
    on conflict do nothing
    returning id`);
  return rowsOf<{ id: number }>(rows).length;
}

/** The person's requests for the series' events. */
export function seriesRequests(db: Executor, orgId: number, seriesId: number, personId: number) {
  return db
    .select(requestColumns)
    .from(requests)
    .where(
      and(
        inClub(requests, orgId),
        eq(requests.personId, personId),
        sql`${requests.eventId} in (${seriesEvents(orgId, seriesId)})`,
      ),
    )
    .orderBy(asc(requests.eventId), asc(requests.id));
}

/** Whether the club has the series, and how many events it has. */
export function seriesEventCount(db: Executor, orgId: number, seriesId: number) {
  return db
    .select({
      exists: sql<boolean>`exists (select 1 from series s where ${aliasInClub('s', orgId)} and s.id = ${seriesId})`,
      count: sql<number>`count(*)::int`,
    })
    .from(events)
    .where(and(inClub(events, orgId), eq(events.seriesId, seriesId)));
}
