import {
  DUPLICATE_REQUEST_FOR_OTHER_MESSAGE,
  DUPLICATE_REQUEST_MESSAGE,
  REQUEST_ANSWERED_MESSAGE,
  REQUEST_FOR_OTHERS_MESSAGE,
  REQUEST_NO_SHIFTS_MESSAGE,
  REQUEST_PAST_EVENT_MESSAGE,
  type RequestInput,
  SERIES_SIGNUP_COMMENTS,
  type SeriesSignup,
  type SeriesSignupPlan,
  type SeriesSignupResult,
} from '@crewcall/contract';
import {
  type FieldErrors,
  forbidden,
  formError,
  notFound,
  validationError,
} from '@/lib/http-errors';
import { type Executor, pgErrorCode } from '@/lib/postgres';
import type { Reader } from '@/modules/collections-engine';
import { assertRoleRequirements } from '@/modules/training';
import {
  answerPendingRequest,
  deleteRequest,
  findRequest,
  insertRequests,
  type RequestRefs,
  refsInClub,
  requestsOfPeopleForEvents,
  rollBackToBatchSavepoint,
  seriesEventCount,
  seriesRequests,
  seriesSignupPlan,
  setBatchSavepoint,
  signUpToSeries,
} from './requests.queries';

type Caller = { orgId: number; reader: Reader };

const isAdmin = (reader: Reader) => reader.role === 'admin';
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const LABELS = {
  people: 'person',
  events: 'event',
  roles: 'role',
  assignments: 'assignment',
  locations: 'location',
} as const;
const FIELDS = {
  people: 'person',
  events: 'event',
  roles: 'role',
  assignments: 'assignment',
  locations: 'location',
} as const satisfies Record<keyof RequestRefs, keyof RequestInput>;

/** A slot: who, which event, and the role/assignment/location asked for (none = 0). */
const slotKey = (r: {
  person: number;
  event: number;
  role?: number | null;
  assignment?: number | null;
  location?: number | null;
}) => [r.person, r.event, r.role ?? 0, r.assignment ?? 0, r.location ?? 0].join(':');

/**
 * `POST /api/requests/batch`, all or nothing. A member may ask only for themselves (403
 * before anything is read). An event that has ended or has no published shift is refused
 * on its item (`"0.event"`), checked in the insert's own statement. On the happy path one statement inserts the batch and writes
 * the answer, as JSON text (requests.queries.ts): the same-club keys check every ref and the unique slot index every slot, as
 * they would anyway. The insert runs in a savepoint, so that when a key refuses it the
 * transaction can still find out which items were wrong and say so per field (the refs,
 * then the repeated slots, as a pre-check would). Checking first instead cost two more
 * statements on every call for what the keys check again.
 */
export async function createRequests(
  db: Executor,
  { orgId, reader, items }: Caller & { items: RequestInput[] },
): Promise<string> {
  if (!isAdmin(reader) && items.some((item) => item.person !== reader.id)) {
    throw forbidden(REQUEST_FOR_OTHERS_MESSAGE);
  }
  // A role that requires competencies is asked for only by who holds them, current
  // (`"0.role"`, beside the role picker); one statement, only when an item names a role.
  await assertRoleRequirements(
    db,
    orgId,
    items.map((item) => ({ personId: item.person, roleId: item.role ?? null })),
    (index) => `${index}.role`,
  );
  const batch = {
    orgId,
    personIds: items.map((item) => item.person),
    eventIds: items.map((item) => item.event),
    comments: items.map((item) => item.comments ?? ''),
    roleIds: items.map((item) => item.role ?? null),
    assignmentIds: items.map((item) => item.assignment ?? null),
    locationIds: items.map((item) => item.location ?? null),
  };
  // Not awaited: the savepoint goes out in the same write as the insert (one round trip).
  const savepointSet = setBatchSavepoint(db);
  let answer: Awaited<ReturnType<typeof insertRequests>>;
  try {
    [, answer] = await Promise.all([savepointSet, insertRequests(db, batch)]);
  } catch (error) {
    await savepointSet.catch(() => {}); // failed only with the transaction: said below
    const code = pgErrorCode(error);
    if (code !== FOREIGN_KEY_VIOLATION && code !== UNIQUE_VIOLATION) throw error;
    await rollBackToBatchSavepoint(db);
    await assertRefsInClub(db, orgId, items);
    await assertNoRepeatedSlots(db, orgId, reader, items);
    // Nothing wrong any more: another request for the same slot committed meanwhile.
    if (code === UNIQUE_VIOLATION) throw formError(DUPLICATE_REQUEST_MESSAGE);
    throw error;
  }
  if (answer.refused) {
    const errors: FieldErrors = {};
    for (const { index, why } of answer.refused) {
      errors[`${index}.event`] = [
        why === 'past' ? REQUEST_PAST_EVENT_MESSAGE : REQUEST_NO_SHIFTS_MESSAGE,
      ];
    }
    throw validationError(errors);
  }
  return answer.body;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

async function assertRefsInClub(db: Executor, orgId: number, items: RequestInput[]) {
  const refs: RequestRefs = { people: [], events: [], roles: [], assignments: [], locations: [] };
  for (const item of items) {
    for (const [table, field] of Object.entries(FIELDS) as [
      keyof RequestRefs,
      keyof RequestInput,
    ][]) {
      const value = item[field];
      if (typeof value === 'number') refs[table].push(value);
    }
  }
  const found = await refsInClub(db, orgId, refs);
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    for (const [table, field] of Object.entries(FIELDS) as [
      keyof RequestRefs,
      keyof RequestInput,
    ][]) {
      const value = item[field];
      if (typeof value === 'number' && !found.has(`${table}:${value}`)) {
        errors[`${index}.${field}`] = [`${capitalise(LABELS[table])} ${value} does not exist.`];
      }
    }
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Slots asked for while a live request holds them: said to the member, or of the person. */
async function assertNoRepeatedSlots(
  db: Executor,
  orgId: number,
  reader: Reader,
  items: RequestInput[],
) {
  const existing = await requestsOfPeopleForEvents(
    db,
    orgId,
    [...new Set(items.map((item) => item.person))],
    [...new Set(items.map((item) => item.event))],
  );
  const taken = new Set(existing.map(slotKey));
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    const key = slotKey(item);
    if (taken.has(key)) {
      errors[`${index}.event`] = [
        item.person === reader.id ? DUPLICATE_REQUEST_MESSAGE : DUPLICATE_REQUEST_FOR_OTHER_MESSAGE,
      ];
    }
    taken.add(key); // the same slot twice in one batch
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * `POST /api/requests/{id}/withdraw`: a member withdraws their own outstanding request (another
 * person's is 404, as if it did not exist); admins any outstanding one. Two statements.
 */
export async function withdrawRequest(
  db: Executor,
  { orgId, reader, id }: Caller & { id: number },
) {
  const [row] = await findRequest(db, orgId, id);
  if (!row || (!isAdmin(reader) && row.personId !== reader.id)) throw notFound();
  if (row.actionedAt) {
    throw formError('This request has been answered already and can no longer be withdrawn.');
  }
  await deleteRequest(db, orgId, id);
}

/**
 * `POST /api/requests/{id}/decline` and `.../dismiss` (admins; the route checks): a pending
 * request of the club becomes declined (with the reason, '' for none) or dismissed, and
 * no longer counts as outstanding anywhere; the slot is free for the person to ask again.
 * One statement; a second only to tell a missing request (404, also another club's) from
 * one answered already (400).
 */
export async function answerRequest(
  db: Executor,
  o: { orgId: number; id: number; status: 'declined' | 'dismissed'; reason?: string },
) {
  const [row] = await answerPendingRequest(db, {
    orgId: o.orgId,
    id: o.id,
    status: o.status,
    reason: o.status === 'declined' ? (o.reason ?? '') : '',
  });
  if (row) return row;
  const [existing] = await findRequest(db, o.orgId, o.id);
  if (!existing) throw notFound();
  throw formError(REQUEST_ANSWERED_MESSAGE);
}

/** Who a series sign-up is for (members only themselves), and that the club has both. */
async function seriesSignupTarget(
  db: Executor,
  o: Caller & {
    seriesId: number;
    person?: number;
    role?: number | null;
    assignment?: number | null;
  },
) {
  const personId = o.person ?? o.reader.id;
  if (personId !== o.reader.id && !isAdmin(o.reader)) throw forbidden(REQUEST_FOR_OTHERS_MESSAGE);
  const [series] = await seriesEventCount(db, o.orgId, o.seriesId);
  if (!series?.exists) throw notFound();
  const refs: RequestRefs = {
    people: personId !== o.reader.id ? [personId] : [],
    events: [],
    roles: typeof o.role === 'number' ? [o.role] : [],
    assignments: typeof o.assignment === 'number' ? [o.assignment] : [],
    locations: [],
  };
  if (refs.people.length + refs.roles.length + refs.assignments.length > 0) {
    const found = await refsInClub(db, o.orgId, refs);
    const errors: FieldErrors = {};
    for (const [table, ids] of Object.entries(refs) as [keyof RequestRefs, number[]][]) {
      for (const value of ids) {
        if (!found.has(`${table}:${value}`))
          errors[FIELDS[table]] = [`${capitalise(LABELS[table])} ${value} does not exist.`];
      }
    }
    if (Object.keys(errors).length) throw validationError(errors);
  }
  return { personId, eventCount: series.count };
}

/**
 * `GET /api/series/{id}/signup`: the events a sign-up would ask for (still ahead, with a
 * published shift, no shift or request of the person yet) and the others with why.
 * Three statements at most.
 */
export async function planSeriesSignup(
  db: Executor,
  o: Caller & { seriesId: number; person?: number },
): Promise<SeriesSignupPlan> {
  const { personId } = await seriesSignupTarget(db, o);
  const rows = await seriesSignupPlan(db, { orgId: o.orgId, seriesId: o.seriesId, personId });
  const plan: SeriesSignupPlan = { ask: [], skipped: [] };
  for (const { skip, ...event } of rows) {
    if (skip) plan.skipped.push({ ...event, reason: skip });
    else plan.ask.push(event);
  }
  return plan;
}

/**
 * `POST /api/series/{id}/signup`: a request per event the plan asks for (repeating adds
 * nothing), with the role, assignment and comments given, then the person's requests for
 * the series. Five statements at most, whatever the series holds.
 */
export async function signUpForSeries(
  db: Executor,
  { orgId, reader, seriesId, body }: Caller & { seriesId: number; body: SeriesSignup },
): Promise<SeriesSignupResult> {
  const { personId, eventCount } = await seriesSignupTarget(db, {
    orgId,
    reader,
    seriesId,
    person: body.person,
    role: body.role,
    assignment: body.assignment,
  });
  await assertRoleRequirements(db, orgId, [{ personId, roleId: body.role ?? null }], () => 'role');
  const created = await signUpToSeries(db, {
    orgId,
    seriesId,
    personId,
    comments: body.comments?.trim() || SERIES_SIGNUP_COMMENTS,
    roleId: body.role ?? null,
    assignmentId: body.assignment ?? null,
  });
  const rows = await seriesRequests(db, orgId, seriesId, personId);
  return {
    results: { requests: Object.fromEntries(rows.map((row) => [String(row.id), row])) },
    count: rows.length,
    ids: rows.map((row) => row.id),
    created,
    event_count: eventCount,
  } as SeriesSignupResult;
}
