import type { WaitingList } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { withClubScope, withPlatformScope } from '@/db/scope';
import { enqueueJobs } from '@/jobs';
import { fieldError, formError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import type { LinkConfig } from '@/modules/auth';
import { recordShiftChanges, type ShiftChangeRow } from '@/modules/shifts';
import { roleRequirementProblems } from '@/modules/training';
import { offerLinksJob } from './offer-links';
import {
  closeOffer,
  clubOfferSettings,
  freePairs,
  insertClubOffers,
  insertTurns,
  lockedShift,
  offerRows,
  shiftsForTurns,
} from './offers.queries';
import type { OfferContext } from './offers.service';
import {
  clubsWithOfferWork,
  deleteWaiting,
  expireOffers,
  insertWaiting,
  vacantWaitedShifts,
  voidStaleOffers,
  waitingFor,
  waitingListOf,
} from './waitlist.queries';

/*
 * Waiting lists (issue 25, item 2). A member joins the list of a full shift, in order.
 * When its person gives it up (an offer to the club: offers.service.ts) or it is left
 * empty (an admin took them off: the periodic scan below finds it), the first on the list
 * who can do it now is offered it (a `waitlist` offer with an accept link) for the club's
 * `waitlist_offer_hours`, never past the shift's start; a turn not taken in time passes to
 * the next (the scan), and the one who let it pass leaves the list. Promotion skips, without
 * removing them, people who cannot do it now: not an active member, marked unavailable,
 * on another shift then, or lacking a competency the role requires. Every step is set-based:
 * a statement for all the shifts of a call, not one per shift or person.
 */

/** A shift about to get a turn; `personId` is its holder (who gives it up), or null. */
export type TurnShift = {
  id: number;
  eventId: number;
  personId: number | null;
  roleId: number | null;
  start: Date;
  end: Date;
};

/**
 * Offers each shift to the first on its list who can do it now. Answers the new offers'
 * ids (none for a shift nobody on the list can do, or that already has a live offer).
 */
export async function offerTurns(
  db: Executor,
  ctx: OfferContext,
  shifts: TurnShift[],
): Promise<{ id: number; shiftId: number }[]> {
  if (!shifts.length) return [];
  const waiting = await waitingFor(
    db,
    ctx.orgId,
    shifts.map((s) => s.id),
  );
  const pairs = shifts.flatMap((shift) =>
    (waiting.get(shift.id) ?? [])
      .filter((personId) => personId !== shift.personId)
      .map((personId) => ({ shift, personId })),
  );
  if (!pairs.length) return [];
  const [free, problems, settings] = await Promise.all([
    freePairs(
      db,
      ctx.orgId,
      pairs.map((p) => ({ shiftId: p.shift.id, personId: p.personId })),
    ),
    roleRequirementProblems(
      db,
      ctx.orgId,
      pairs.map((p) => ({ personId: p.personId, roleId: p.shift.roleId })),
    ),
    clubOfferSettings(db, ctx.orgId),
  ]);
  const chosen = new Map<number, { shift: TurnShift; personId: number }>();
  pairs.forEach((pair, i) => {
    if (chosen.has(pair.shift.id)) return;
    if (free.has(`${pair.shift.id}:${pair.personId}`) && !problems.has(i)) {
      chosen.set(pair.shift.id, pair);
    }
  });
  const limit = Date.now() + settings.waitlistOfferHours * 3_600_000;
  const turns = await insertTurns(
    db,
    ctx.orgId,
    [...chosen.values()].map(({ shift, personId }) => ({
      shiftId: shift.id,
      fromPersonId: shift.personId,
      toPersonId: personId,
      expiresAt: new Date(Math.min(limit, shift.start.getTime())),
    })),
  );
  if (!turns.length) return [];
  const byShift = new Map(shifts.map((s) => [s.id, s]));
  await recordShiftChanges(
    db,
    ctx.orgId,
    turns.map((turn) => {
      const shift = byShift.get(turn.shiftId) as TurnShift;
      return {
        shiftId: shift.id,
        eventId: shift.eventId,
        personId: turn.toPersonId,
        action: 'waitlist_offered',
        byPersonId: ctx.by,
        details: { offer: turn.id, start: shift.start.toISOString(), end: shift.end.toISOString() },
      } satisfies ShiftChangeRow;
    }),
  );
  await enqueueJobs(
    db,
    offerLinksJob,
    turns.map((turn) => ({ organisationId: ctx.orgId, payload: { offerId: turn.id } })),
  );
  return turns.map((turn) => ({ id: turn.id, shiftId: turn.shiftId }));
}

/**
 * After turns ended (expired, or their person left the list): the next turn of each
 * shift; a shift its holder gave up that nobody on the list can take goes to the club.
 */
async function passTurns(db: Executor, ctx: OfferContext, shiftIds: number[]) {
  const shifts = await shiftsForTurns(db, ctx.orgId, [...new Set(shiftIds)]);
  const covered = new Set((await offerTurns(db, ctx, shifts)).map((turn) => turn.shiftId));
  const toClub = shifts.flatMap((s) =>
    s.personId !== null && !covered.has(s.id) ? [{ ...s, personId: s.personId }] : [],
  );
  const offerIds = await insertClubOffers(
    db,
    ctx.orgId,
    toClub.map((s) => ({ shiftId: s.id, fromPersonId: s.personId, expiresAt: s.start })),
  );
  const history: ShiftChangeRow[] = toClub.map((shift) => ({
    shiftId: shift.id,
    eventId: shift.eventId,
    personId: shift.personId,
    action: 'offered',
    byPersonId: null,
    details: {
      offer: offerIds.get(shift.id) as number,
      to: null,
      start: shift.start.toISOString(),
      end: shift.end.toISOString(),
    },
  }));
  await recordShiftChanges(db, ctx.orgId, history);
  await enqueueJobs(
    db,
    offerLinksJob,
    history.map((row) => ({
      organisationId: ctx.orgId,
      payload: { offerId: row.details?.offer as number },
    })),
  );
}

/**
 * The club's periodic step: voids offers whose shift changed hands meanwhile, closes the offers that ran out (history `offer_expired`; a
 * waiting list's turn also takes its person off the list), passes ended turns on, and
 * offers empty shifts with a waiting list to it. Answers how many offers expired.
 */
export async function advanceOffers(db: Executor, ctx: OfferContext): Promise<number> {
  await voidStaleOffers(db, ctx.orgId);
  const expired = await expireOffers(db, ctx.orgId);
  await recordShiftChanges(
    db,
    ctx.orgId,
    expired.map((offer) => ({
      shiftId: offer.shiftId,
      eventId: offer.eventId,
      personId: offer.kind === 'waitlist' ? offer.toPersonId : offer.fromPersonId,
      action: 'offer_expired',
      byPersonId: null,
      details: { offer: offer.id, start: offer.start, end: offer.end },
    })),
  );
  const turns = expired.filter((o) => o.kind === 'waitlist' && o.toPersonId !== null);
  await deleteWaiting(
    db,
    ctx.orgId,
    turns.map((o) => ({ shiftId: o.shiftId, personId: o.toPersonId as number })),
  );
  const vacant = await vacantWaitedShifts(db, ctx.orgId);
  await passTurns(db, ctx, [...turns.map((o) => o.shiftId), ...vacant]);
  return expired.length;
}

/** The periodic task (every OFFER_SCAN_MS): each club with work, in its own scope. */
export async function scanOffers(deps: { db: Db; links: LinkConfig }): Promise<number> {
  const clubs = await withPlatformScope(deps.db, (tx) => clubsWithOfferWork(tx));
  let expired = 0;
  for (const orgId of clubs) {
    expired += await withClubScope(deps.db, orgId, (tx) =>
      advanceOffers(tx, { orgId, by: null, links: deps.links }),
    );
  }
  return expired;
}

const historyRow = (
  shift: { id: number; eventId: number; start: Date; end: Date },
  personId: number,
  action: 'waitlist_joined' | 'waitlist_left',
): ShiftChangeRow => ({
  shiftId: shift.id,
  eventId: shift.eventId,
  personId,
  action,
  byPersonId: personId,
  details: { start: shift.start.toISOString(), end: shift.end.toISOString() },
});

/** Members see only their own place; admins the whole list. */
async function listFor(db: Executor, orgId: number, shiftId: number, personId: number | null) {
  const all = await waitingListOf(db, orgId, shiftId);
  return { waiting: personId === null ? all : all.filter((e) => e.person === personId) };
}

/** Joins a full shift's waiting list (again: stays where one was). */
export async function joinWaitingList(
  db: Executor,
  ctx: OfferContext & { by: number },
  o: { shiftId: number },
): Promise<WaitingList> {
  const shift = await lockedShift(db, ctx.orgId, o.shiftId);
  if (!shift?.published) throw notFound();
  if (shift.start <= new Date()) throw formError('This shift has already started.');
  if (shift.personId === ctx.by) throw formError('This is your own shift.');
  if (shift.personId === null) throw formError('This shift is not full: ask for it instead.');
  if (await insertWaiting(db, ctx.orgId, shift.id, ctx.by)) {
    await recordShiftChanges(db, ctx.orgId, [historyRow(shift, ctx.by, 'waitlist_joined')]);
  }
  return listFor(db, ctx.orgId, shift.id, ctx.by);
}

/** Leaves a waiting list; a turn the member held passes to the next. */
export async function leaveWaitingList(
  db: Executor,
  ctx: OfferContext & { by: number },
  o: { shiftId: number },
): Promise<void> {
  const shift = await lockedShift(db, ctx.orgId, o.shiftId);
  if (!shift) throw notFound();
  const removed = await deleteWaiting(db, ctx.orgId, [{ shiftId: shift.id, personId: ctx.by }]);
  if (!removed.length) throw fieldError('shift', "You are not on this shift's waiting list.");
  await recordShiftChanges(db, ctx.orgId, [historyRow(shift, ctx.by, 'waitlist_left')]);
  const [turn] = await offerRows(
    db,
    ctx.orgId,
    sql`o.shift_id = ${shift.id} and o.kind = 'waitlist' and o.status = 'open' and o.to_person_id = ${ctx.by}`,
    { lock: true },
  );
  if (turn) {
    await closeOffer(db, ctx.orgId, turn.id, { status: 'withdrawn', from: ['open'] });
    await passTurns(db, ctx, [shift.id]);
  }
}

/** A shift's whole list (admin); 404 for a shift the club has not. */
export async function getWaitingList(
  db: Executor,
  orgId: number,
  shiftId: number,
): Promise<WaitingList> {
  if (!(await lockedShift(db, orgId, shiftId, false))) throw notFound();
  return listFor(db, orgId, shiftId, null);
}
