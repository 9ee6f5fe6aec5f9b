import type { FullShift, OfferShift, WaitingEntry } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { aliasInClub, clubIdColumn, sameClub } from '@/db/club-sql';
import { type Executor, rowsOf } from '@/lib/postgres';
import { shiftOf } from './offers.queries';

/*
 * The SQL of waiting lists and of the member's duties board. A list's order is the order
 * of joining (created_at, then id); positions are numbered when read.
 */

/** Joins the list; answers false when already on it. */
export async function insertWaiting(
  db: Executor,
  orgId: number,
  shiftId: number,
  personId: number,
) {
  const result = await db.execute(sql`
    insert into shift_waitlist (${clubIdColumn}, shift_id, person_id)
    values (${orgId}, ${shiftId}, ${personId}) on conflict do nothing returning id`);
  return rowsOf(result).length === 1;
}

/** Leaves the list(s): answers the (shift, person) pairs removed. */
export async function deleteWaiting(
  db: Executor,
  orgId: number,
  pairs: { shiftId: number; personId: number }[],
): Promise<{ shiftId: number; personId: number }[]> {
  if (!pairs.length) return [];
  const result = await db.execute(sql`
    delete from shift_waitlist w
    using unnest(${sql.param(pairs.map((p) => p.shiftId))}::int[],
      ${sql.param(pairs.map((p) => p.personId))}::int[]) as d(shift_id, person_id)
    where ${aliasInClub('w', orgId)} and w.shift_id = d.shift_id and w.person_id = d.person_id
    returning w.shift_id, w.person_id`);
  return rowsOf<{ shift_id: number; person_id: number }>(result).map((r) => ({
    shiftId: Number(r.shift_id),
    personId: Number(r.person_id),
  }));
}

/** A shift's list in order, with who holds an open turn now. */
export async function waitingListOf(
  db: Executor,
  orgId: number,
  shiftId: number,
): Promise<WaitingEntry[]> {
  const result = await db.execute(sql`
    select w.shift_id, w.person_id, p.name, w.created_at,
      row_number() over (order by w.created_at, w.id)::int as position,
      exists (select 1 from shift_offers o where ${sameClub('o', 'w')} and o.shift_id = w.shift_id
        and o.kind = 'waitlist' and o.status = 'open' and o.to_person_id = w.person_id) as offered
    from shift_waitlist w join people p on ${sameClub('p', 'w')} and p.id = w.person_id
    where ${aliasInClub('w', orgId)} and w.shift_id = ${shiftId}
    order by w.created_at, w.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    shift: Number(r.shift_id),
    person: Number(r.person_id),
    person_name: r.name as string,
    position: Number(r.position),
    joined: new Date(r.created_at as string).toISOString(),
    offered: Boolean(r.offered),
  }));
}

/** The people waiting for each of `shiftIds`, in order (one statement). */
export async function waitingFor(db: Executor, orgId: number, shiftIds: number[]) {
  const map = new Map<number, number[]>();
  if (!shiftIds.length) return map;
  const result = await db.execute(sql`
    select w.shift_id, w.person_id from shift_waitlist w
    where ${aliasInClub('w', orgId)} and w.shift_id = any(${sql.param(shiftIds)}::int[])
    order by w.shift_id, w.created_at, w.id`);
  for (const r of rowsOf<{ shift_id: number; person_id: number }>(result)) {
    const list = map.get(Number(r.shift_id)) ?? [];
    list.push(Number(r.person_id));
    map.set(Number(r.shift_id), list);
  }
  return map;
}

/**
 * Shifts of the club whose waiting list should be offered a turn now: published, not
 * started, someone waiting, and no live offer; either empty, or (never here) held. Plus
 * the open waiting-list turns that ran out (to close and pass on). One statement each.
 */
export async function vacantWaitedShifts(db: Executor, orgId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select s.id from shifts s
    where ${aliasInClub('s', orgId)} and s.person_id is null and s.draft is not null
      and s.start > now()
      and exists (select 1 from shift_waitlist w where ${sameClub('w', 's')} and w.shift_id = s.id)
      and not exists (select 1 from shift_offers o where ${sameClub('o', 's')}
        and o.shift_id = s.id and o.status in ('open', 'pending'))
    order by s.start limit 200`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Closes the open offers of the club that ran out; answers them (shift, person, kind). */
export async function expireOffers(db: Executor, orgId: number) {
  const result = await db.execute(sql`
    update shift_offers o set status = 'expired', closed_at = now()
    from shifts s
    where ${aliasInClub('o', orgId)} and o.status = 'open' and o.expires_at <= now()
      and ${sameClub('s', 'o')} and s.id = o.shift_id
    returning o.id, o.shift_id, o.kind, o.to_person_id, o.from_person_id, s.event_id,
      s.start, s."end"`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    shiftId: Number(r.shift_id),
    kind: r.kind as string,
    toPersonId: r.to_person_id == null ? null : Number(r.to_person_id),
    fromPersonId: r.from_person_id == null ? null : Number(r.from_person_id),
    eventId: Number(r.event_id),
    start: new Date(r.start as string).toISOString(),
    end: new Date(r.end as string).toISOString(),
  }));
}

/**
 * Voids the live offers whose shift changed hands by another path (the planner moved its
 * person, or emptied it) since they were made: nobody can take them any more.
 */
export async function voidStaleOffers(db: Executor, orgId: number) {
  await db.execute(sql`
    update shift_offers o set status = 'void', closed_at = now()
    from shifts s
    where ${aliasInClub('o', orgId)} and o.status in ('open', 'pending')
      and ${sameClub('s', 'o')} and s.id = o.shift_id
      and s.person_id is distinct from o.from_person_id`);
}

/** Clubs with waiting-list work to do now (a platform-scope read, for the periodic task). */
export async function clubsWithOfferWork(db: Executor): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct o.${clubIdColumn} as club from shift_offers o
      where o.status = 'open' and o.expires_at <= now()
    union
    select distinct s.${clubIdColumn} from shift_waitlist w
      join shifts s on ${sameClub('s', 'w')} and s.id = w.shift_id
      where s.person_id is null and s.draft is not null and s.start > now()
    limit 500`);
  return rowsOf<{ club: number }>(result).map((r) => Number(r.club));
}

/** The caller's upcoming published shifts (their board), soonest first. */
export async function myUpcomingShifts(
  db: Executor,
  orgId: number,
  personId: number,
): Promise<OfferShift[]> {
  const result = await db.execute(sql`
    select s.id, s.event_id as event, e.name as event_name, r.name as role_name,
      l.name as location_name, s.start, s."end"
    from shifts s
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    left join roles r on ${sameClub('r', 's')} and r.id = s.role_id
    left join locations l on ${sameClub('l', 's')} and l.id = s.location_id
    where ${aliasInClub('s', orgId)} and s.person_id = ${personId} and s.draft is not null
      and s.start > now()
    order by s.start, s.id limit 50`);
  return rowsOf<Parameters<typeof shiftOf>[0]>(result).map(shiftOf);
}

/** Full published shifts of the coming 60 days held by others, with their lists. */
export async function fullShifts(
  db: Executor,
  orgId: number,
  personId: number,
): Promise<FullShift[]> {
  const result = await db.execute(sql`
    select s.id, s.event_id as event, e.name as event_name, r.name as role_name,
      l.name as location_name, s.start, s."end", p.name as person_name,
      (select count(*)::int from shift_waitlist w where ${sameClub('w', 's')}
        and w.shift_id = s.id) as waiting,
      (select x.position from (select w.person_id,
          row_number() over (order by w.created_at, w.id)::int as position
        from shift_waitlist w where ${sameClub('w', 's')} and w.shift_id = s.id) x
        where x.person_id = ${personId}) as my_position
    from shifts s
    join events e on ${sameClub('e', 's')} and e.id = s.event_id
    left join roles r on ${sameClub('r', 's')} and r.id = s.role_id
    left join locations l on ${sameClub('l', 's')} and l.id = s.location_id
    left join people p on ${sameClub('p', 's')} and p.id = s.person_id
    where ${aliasInClub('s', orgId)} and s.person_id is not null and s.person_id <> ${personId}
      and s.draft is not null and s.start > now() and s.start < now() + interval '60 days'
    order by s.start, s.id limit 50`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    ...shiftOf(r as Parameters<typeof shiftOf>[0]),
    person_name: (r.person_name as string | null) ?? null,
    waiting: Number(r.waiting),
    my_position: r.my_position == null ? null : Number(r.my_position),
  }));
}
