import type { Offer, OfferShift } from '@crewcall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { type Executor, rowsOf } from '@/lib/postgres';

/*
 * The SQL of offers, accept links and waiting lists (modules/offers). Every statement names
 * the club (aliasInClub / sameClub); lists are read in one statement each, never per row.
 */

const iso = (v: unknown) => new Date(v as string).toISOString();
const num = (v: unknown) => (v == null ? null : Number(v));

/** A shift's event, role and location joined to the shift aliased `s` (aliases given). */
const shiftJoins = (s: string, e: string, r: string, l: string) => {
  const [S, E, R, L] = [s, e, r, l].map((a) => sql.raw(a));
  return sql`
  join events ${E} on ${sameClub(e, s)} and ${E}.id = ${S}.event_id
  left join roles ${R} on ${sameClub(r, s)} and ${R}.id = ${S}.role_id
  left join locations ${L} on ${sameClub(l, s)} and ${L}.id = ${S}.location_id`;
};

type RawShift = {
  id: unknown;
  event: unknown;
  event_name: string;
  role_name: string | null;
  location_name: string | null;
  start: unknown;
  end: unknown;
};
export const shiftOf = (r: RawShift): OfferShift => ({
  id: Number(r.id),
  event: Number(r.event),
  event_name: r.event_name,
  role_name: r.role_name,
  location_name: r.location_name,
  start: iso(r.start),
  end: iso(r.end),
});

/** An offer row with what its answer and its rules need. */
export type OfferRow = Offer & {
  fromPersonId: number | null;
  toPersonId: number | null;
  swapShiftId: number | null;
  shiftPersonId: number | null;
  shiftRoleId: number | null;
  shiftPublished: boolean;
  swapPersonId: number | null;
  swapRoleId: number | null;
  expiresAt: Date;
  shiftStart: Date;
};

/** Offers of the club matching `where` (on `o`, the offer; `s`, its shift), oldest first. */
export async function offerRows(
  db: Executor,
  orgId: number,
  where: SQL,
  o: { lock?: boolean; limit?: number } = {},
): Promise<OfferRow[]> {
  const result = await db.execute(sql`
    select o.id, o.kind, o.status, o.from_person_id, fp.name as from_name, o.to_person_id,
      tp.name as to_name, o.taken_by_id, kp.name as taken_name, o.expires_at,
      s.id as s_id, s.event_id as s_event, e.name as s_event_name, r.name as s_role_name,
      l.name as s_location_name, s.start as s_start, s."end" as s_end, s.person_id as s_person,
      s.role_id as s_role, s.draft is not null as s_published,
      ss.id as w_id, ss.event_id as w_event, se.name as w_event_name, sr.name as w_role_name,
      sl.name as w_location_name, ss.start as w_start, ss."end" as w_end,
      ss.person_id as w_person, ss.role_id as w_role
    from shift_offers o
    join shifts s on ${sameClub('s', 'o')} and s.id = o.shift_id
    ${shiftJoins('s', 'e', 'r', 'l')}
    left join shifts ss on ${sameClub('ss', 'o')} and ss.id = o.swap_shift_id
    left join events se on ${sameClub('se', 'ss')} and se.id = ss.event_id
    left join roles sr on ${sameClub('sr', 'ss')} and sr.id = ss.role_id
    left join locations sl on ${sameClub('sl', 'ss')} and sl.id = ss.location_id
    left join people fp on ${sameClub('fp', 'o')} and fp.id = o.from_person_id
    left join people tp on ${sameClub('tp', 'o')} and tp.id = o.to_person_id
    left join people kp on ${sameClub('kp', 'o')} and kp.id = o.taken_by_id
    where ${aliasInClub('o', orgId)} and (${where})
    order by s.start, o.id
    ${o.limit ? sql.raw(`limit ${Math.trunc(o.limit)}`) : sql``}
    ${o.lock ? sql`for update of o` : sql``}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => {
    const shift = shiftOf({
      id: r.s_id,
      event: r.s_event,
      event_name: r.s_event_name as string,
      role_name: r.s_role_name as string | null,
      location_name: r.s_location_name as string | null,
      start: r.s_start,
      end: r.s_end,
    });
    const swap =
      r.w_id == null
        ? null
        : shiftOf({
            id: r.w_id,
            event: r.w_event,
            event_name: r.w_event_name as string,
            role_name: r.w_role_name as string | null,
            location_name: r.w_location_name as string | null,
            start: r.w_start,
            end: r.w_end,
          });
    return {
      id: Number(r.id),
      kind: r.kind as Offer['kind'],
      status: r.status as Offer['status'],
      shift,
      swap_shift: swap,
      from: num(r.from_person_id),
      from_name: (r.from_name as string | null) ?? null,
      to: num(r.to_person_id),
      to_name: (r.to_name as string | null) ?? null,
      taken_by: num(r.taken_by_id),
      taken_by_name: (r.taken_name as string | null) ?? null,
      expires: iso(r.expires_at),
      fromPersonId: num(r.from_person_id),
      toPersonId: num(r.to_person_id),
      swapShiftId: num(r.w_id),
      shiftPersonId: num(r.s_person),
      shiftRoleId: num(r.s_role),
      shiftPublished: Boolean(r.s_published),
      swapPersonId: num(r.w_person),
      swapRoleId: num(r.w_role),
      expiresAt: new Date(r.expires_at as string),
      shiftStart: new Date(r.s_start as string),
    };
  });
}

/** What an offer answer carries (the rule fields dropped). */
export const offerAnswer = (row: OfferRow): Offer => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  shift: row.shift,
  swap_shift: row.swap_shift,
  from: row.from,
  from_name: row.from_name,
  to: row.to,
  to_name: row.to_name,
  taken_by: row.taken_by,
  taken_by_name: row.taken_by_name,
  expires: row.expires,
});

/** A shift of the club, locked for the change about to be made to it. */
export async function lockedShift(db: Executor, orgId: number, shiftId: number, lock = true) {
  const result = await db.execute(sql`
    select s.id, s.event_id, s.person_id, s.role_id, s.start, s."end",
      s.draft is not null as published
    from shifts s where ${aliasInClub('s', orgId)} and s.id = ${shiftId}
    ${lock ? sql`for no key update` : sql``}`);
  const [r] = rowsOf<Record<string, unknown>>(result);
  if (!r) return null;
  return {
    id: Number(r.id),
    eventId: Number(r.event_id),
    personId: num(r.person_id),
    roleId: num(r.role_id),
    start: new Date(r.start as string),
    end: new Date(r.end as string),
    published: Boolean(r.published),
  };
}

export async function insertOffer(
  db: Executor,
  orgId: number,
  o: {
    shiftId: number;
    kind: Offer['kind'];
    fromPersonId: number | null;
    toPersonId: number | null;
    swapShiftId: number | null;
    createdById: number | null;
    expiresAt: Date;
  },
): Promise<number> {
  const result = await db.execute(sql`
    insert into shift_offers (${clubIdColumn}, shift_id, kind, from_person_id, to_person_id,
      swap_shift_id, created_by_id, expires_at)
    values (${orgId}, ${o.shiftId}, ${o.kind}, ${o.fromPersonId}, ${o.toPersonId},
      ${o.swapShiftId}, ${o.createdById}, ${o.expiresAt.toISOString()}::timestamptz)
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0].id);
}

/**
 * Offers to the club, one per shift, in one statement (shifts a scan gives back to the club
 * when their waiting list ran dry): each new offer's id by shift.
 */
export async function insertClubOffers(
  db: Executor,
  orgId: number,
  shifts: { shiftId: number; fromPersonId: number; expiresAt: Date }[],
): Promise<Map<number, number>> {
  if (!shifts.length) return new Map();
  const result = await db.execute(sql`
    insert into shift_offers (${clubIdColumn}, shift_id, kind, from_person_id, expires_at)
    select ${orgId}, s.shift_id, 'offer', s.from_person_id, s.expires_at::timestamptz
    from unnest(${sql.param(shifts.map((s) => s.shiftId))}::int[],
      ${sql.param(shifts.map((s) => s.fromPersonId))}::int[],
      ${sql.param(shifts.map((s) => s.expiresAt.toISOString()))}::text[])
      as s(shift_id, from_person_id, expires_at)
    returning id, shift_id`);
  return new Map(
    rowsOf<{ id: number; shift_id: number }>(result).map((r) => [Number(r.shift_id), Number(r.id)]),
  );
}

/** Closes an offer that is still live; answers whether it was (false: someone was first). */
export async function closeOffer(
  db: Executor,
  orgId: number,
  offerId: number,
  o: { status: Offer['status']; from: Offer['status'][]; takenBy?: number | null },
): Promise<boolean> {
  const closes = o.status !== 'open' && o.status !== 'pending';
  const result = await db.execute(sql`
    update shift_offers o set status = ${o.status},
      taken_by_id = coalesce(${o.takenBy ?? null}::int, o.taken_by_id),
      closed_at = ${closes ? sql`now()` : sql`null`}
    where ${aliasInClub('o', orgId)} and o.id = ${offerId}
      and o.status = any(${sql.param(o.from)}::text[])
    returning o.id`);
  return rowsOf(result).length === 1;
}

/** Voids the live offers of shifts whose person changed by another path (one statement). */
export async function voidLiveOffersOf(
  db: Executor,
  orgId: number,
  shiftIds: number[],
  except: number,
) {
  if (!shiftIds.length) return;
  await db.execute(sql`
    update shift_offers o set status = 'void', closed_at = now()
    where ${aliasInClub('o', orgId)} and o.status in ('open', 'pending') and o.id <> ${except}
      and (o.shift_id = any(${sql.param(shiftIds)}::int[])
        or o.swap_shift_id = any(${sql.param(shiftIds)}::int[]))`);
}

/** Puts people on shifts: `[shiftId, personId]` pairs, one statement. */
export async function setShiftPeople(
  db: Executor,
  orgId: number,
  pairs: [number, number | null][],
) {
  if (!pairs.length) return;
  await db.execute(sql`
    update shifts s set person_id = m.person_text::int
    from unnest(${sql.param(pairs.map((p) => String(p[0])))}::text[],
      ${sql.param(pairs.map((p) => (p[1] == null ? null : String(p[1]))))}::text[])
      as m(shift_text, person_text)
    where ${aliasInClub('s', orgId)} and s.id = m.shift_text::int`);
}

/**
 * Why `personId` cannot take a shift from `start` to `end` (besides competencies), or
 * null: not an active approved member, unavailable that day, or on another shift then
 * (`ignoreShifts`: the shifts the change itself frees, e.g. a swap's).
 */
export async function takerProblem(
  db: Executor,
  orgId: number,
  o: { personId: number; start: Date; end: Date; ignoreShifts: number[] },
): Promise<{ notMember: boolean; message: string } | null> {
  const result = await db.execute(sql`
    select p.name, p.is_active and p.role in ('user', 'admin') as member,
      exists (select 1 from availability a where ${sameClub('a', 'p')} and a.person_id = p.id
        and a.available = 0 and a.start < ${o.end.toISOString()}::timestamptz
        and a."end" > ${o.start.toISOString()}::timestamptz) as unavailable,
      (select e.name from shifts x join events e on ${sameClub('e', 'x')} and e.id = x.event_id
        where ${sameClub('x', 'p')} and x.person_id = p.id
          and x.id <> all(${sql.param(o.ignoreShifts)}::int[])
          and x.start < ${o.end.toISOString()}::timestamptz
          and x."end" > ${o.start.toISOString()}::timestamptz limit 1) as clash
    from people p where ${aliasInClub('p', orgId)} and p.id = ${o.personId}`);
  const [r] = rowsOf<{ name: string; member: boolean; unavailable: boolean; clash: string | null }>(
    result,
  );
  if (!r?.member) {
    return { notMember: true, message: 'Only an active member of the club can take a shift.' };
  }
  if (r.unavailable) {
    return { notMember: false, message: `${r.name} is marked unavailable at that time.` };
  }
  if (r.clash) {
    return {
      notMember: false,
      message: `${r.name} already has a shift at that time (${r.clash}).`,
    };
  }
  return null;
}

/**
 * Active approved members of the club free for a shift (not `exclude`, not unavailable,
 * not on another shift then, except `ignoreShifts`): one statement, ordered by name.
 */
export async function freeMembers(
  db: Executor,
  orgId: number,
  o: { start: Date; end: Date; exclude: number[]; ignoreShifts: number[]; limit: number },
): Promise<{ id: number; name: string; roleId?: number }[]> {
  const result = await db.execute(sql`
    select p.id, p.name from people p
    where ${aliasInClub('p', orgId)} and p.is_active and p.role in ('user', 'admin')
      and p.id <> all(${sql.param(o.exclude)}::int[])
      and not exists (select 1 from availability a where ${sameClub('a', 'p')}
        and a.person_id = p.id and a.available = 0
        and a.start < ${o.end.toISOString()}::timestamptz
        and a."end" > ${o.start.toISOString()}::timestamptz)
      and not exists (select 1 from shifts x where ${sameClub('x', 'p')} and x.person_id = p.id
        and x.id <> all(${sql.param(o.ignoreShifts)}::int[])
        and x.start < ${o.end.toISOString()}::timestamptz
        and x."end" > ${o.start.toISOString()}::timestamptz)
    order by lower(p.name), p.id
    limit ${o.limit}`);
  return rowsOf<{ id: number; name: string }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
  }));
}

/** Upcoming published shifts of `people` (a swap's choices), one statement. */
export async function upcomingShiftsOf(db: Executor, orgId: number, people: number[]) {
  if (!people.length) return new Map<number, OfferShift[]>();
  const result = await db.execute(sql`
    select s.person_id, s.id, s.event_id as event, e.name as event_name, r.name as role_name,
      l.name as location_name, s.start, s."end"
    from shifts s ${shiftJoins('s', 'e', 'r', 'l')}
    where ${aliasInClub('s', orgId)} and s.person_id = any(${sql.param(people)}::int[])
      and s.draft is not null and s.start > now()
    order by s.start, s.id`);
  const map = new Map<number, OfferShift[]>();
  for (const r of rowsOf<RawShift & { person_id: number }>(result)) {
    const list = map.get(Number(r.person_id)) ?? [];
    if (list.length < 20) list.push(shiftOf(r));
    map.set(Number(r.person_id), list);
  }
  return map;
}

/**
 * Which (shift, person) pairs could be filled as they stand: the person an active approved
 * member, not unavailable then, not on another shift then. One statement for all pairs.
 */
export async function freePairs(
  db: Executor,
  orgId: number,
  pairs: { shiftId: number; personId: number }[],
): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const result = await db.execute(sql`
    select c.shift_id, c.person_id
    from unnest(${sql.param(pairs.map((p) => p.shiftId))}::int[],
      ${sql.param(pairs.map((p) => p.personId))}::int[]) as c(shift_id, person_id)
    join shifts s on ${aliasInClub('s', orgId)} and s.id = c.shift_id
    join people p on ${sameClub('p', 's')} and p.id = c.person_id
    where p.is_active and p.role in ('user', 'admin')
      and not exists (select 1 from availability a where ${sameClub('a', 'p')}
        and a.person_id = p.id and a.available = 0 and a.start < s."end" and a."end" > s.start)
      and not exists (select 1 from shifts x where ${sameClub('x', 'p')} and x.person_id = p.id
        and x.id <> s.id and x.start < s."end" and x."end" > s.start)`);
  return new Set(
    rowsOf<{ shift_id: number; person_id: number }>(result).map(
      (r) => `${Number(r.shift_id)}:${Number(r.person_id)}`,
    ),
  );
}

/** Inserts waiting-list turns, one statement; a shift that has a live offer gets none. */
export async function insertTurns(
  db: Executor,
  orgId: number,
  turns: { shiftId: number; fromPersonId: number | null; toPersonId: number; expiresAt: Date }[],
): Promise<{ id: number; shiftId: number; toPersonId: number }[]> {
  if (!turns.length) return [];
  const result = await db.execute(sql`
    insert into shift_offers (${clubIdColumn}, shift_id, kind, from_person_id, to_person_id,
      expires_at)
    select ${orgId}, t.shift_id::int, 'waitlist', t.from_person::int, t.to_person::int,
      t.expires_at::timestamptz
    from unnest(${sql.param(turns.map((t) => String(t.shiftId)))}::text[],
      ${sql.param(turns.map((t) => (t.fromPersonId == null ? null : String(t.fromPersonId))))}::text[],
      ${sql.param(turns.map((t) => String(t.toPersonId)))}::text[],
      ${sql.param(turns.map((t) => t.expiresAt.toISOString()))}::text[])
      as t(shift_id, from_person, to_person, expires_at)
    on conflict do nothing
    returning id, shift_id, to_person_id`);
  return rowsOf<{ id: number; shift_id: number; to_person_id: number }>(result).map((r) => ({
    id: Number(r.id),
    shiftId: Number(r.shift_id),
    toPersonId: Number(r.to_person_id),
  }));
}

/** Shifts of the club as a turn needs them (one statement). */
export async function shiftsForTurns(db: Executor, orgId: number, ids: number[]) {
  if (!ids.length) return [];
  const result = await db.execute(sql`
    select s.id, s.event_id, s.person_id, s.role_id, s.start, s."end"
    from shifts s where ${aliasInClub('s', orgId)} and s.id = any(${sql.param(ids)}::int[])
      and s.draft is not null and s.start > now()
    order by s.id for no key update`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    eventId: Number(r.event_id),
    personId: num(r.person_id),
    roleId: num(r.role_id),
    start: new Date(r.start as string),
    end: new Date(r.end as string),
  }));
}

/** Stores accept links (hashes only) for an offer's recipients, one statement. */
export async function insertLinks(
  db: Executor,
  orgId: number,
  offerId: number,
  links: { personId: number; tokenHash: string }[],
) {
  if (!links.length) return;
  await db.execute(sql`
    insert into shift_offer_links (${clubIdColumn}, offer_id, person_id, token_hash)
    select ${orgId}, ${offerId}, l.person_id, l.token_hash
    from unnest(${sql.param(links.map((l) => l.personId))}::int[],
      ${sql.param(links.map((l) => l.tokenHash))}::text[]) as l(person_id, token_hash)`);
}

/** The link of a token's hash at this club (locked when about to be used). */
export async function linkByHash(db: Executor, orgId: number, hash: string, lock = false) {
  const result = await db.execute(sql`
    select k.id, k.offer_id, k.person_id, k.used_at, p.name
    from shift_offer_links k join people p on ${sameClub('p', 'k')} and p.id = k.person_id
    where ${aliasInClub('k', orgId)} and k.token_hash = ${hash}
    ${lock ? sql`for update of k` : sql``}`);
  const [r] = rowsOf<Record<string, unknown>>(result);
  if (!r) return null;
  return {
    id: Number(r.id),
    offerId: Number(r.offer_id),
    personId: Number(r.person_id),
    used: r.used_at != null,
    name: r.name as string,
  };
}

export async function markLinkUsed(db: Executor, orgId: number, linkId: number) {
  await db.execute(sql`
    update shift_offer_links k set used_at = now() where ${aliasInClub('k', orgId)} and k.id = ${linkId}`);
}

/** The club's offer settings and its time zone. */
export async function clubOfferSettings(db: Executor, orgId: number) {
  const result = await db.execute(sql`
    select swap_approval, waitlist_offer_hours, time_zone from organisations where id = ${orgId}`);
  const [r] = rowsOf<{ swap_approval: boolean; waitlist_offer_hours: number; time_zone: string }>(
    result,
  );
  return {
    swapApproval: Boolean(r?.swap_approval),
    waitlistOfferHours: Number(r?.waitlist_offer_hours ?? 24),
    timeZone: r?.time_zone ?? 'UTC',
  };
}

export async function updateClubOfferSettings(
  db: Executor,
  orgId: number,
  o: { swapApproval: boolean; waitlistOfferHours: number },
) {
  await db.execute(sql`
    update organisations set swap_approval = ${o.swapApproval},
      waitlist_offer_hours = ${o.waitlistOfferHours} where id = ${orgId}`);
}

/** The active admins of the club who take notices (told of every taken offer). */
export async function clubAdmins(db: Executor, orgId: number) {
  const result = await db.execute(sql`
    select p.id, p.name, p.email from people p
    where ${aliasInClub('p', orgId)} and p.role = 'admin' and p.is_active
      and p.email_notifications and p.email <> ''
    order by p.id limit 50`);
  return rowsOf<{ id: number; name: string; email: string }>(result).map((r) => ({
    ...r,
    id: Number(r.id),
  }));
}

/** Recipients' addresses and settings, one statement. */
export async function recipientsOf(db: Executor, orgId: number, ids: number[]) {
  if (!ids.length) return [];
  const result = await db.execute(sql`
    select p.id, p.name, p.email, p.phone, p.email_notifications,
      (p.sms_notifications and p.email_notifications) as sms_notifications, p.sms_verified
    from people p where ${aliasInClub('p', orgId)} and p.id = any(${sql.param(ids)}::int[])
      and p.is_active`);
  return rowsOf<{
    id: number;
    name: string;
    email: string;
    phone: string;
    email_notifications: boolean;
    sms_notifications: boolean;
    sms_verified: boolean;
  }>(result).map((r) => ({ ...r, id: Number(r.id) }));
}
