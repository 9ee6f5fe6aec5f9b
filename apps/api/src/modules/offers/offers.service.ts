import type { Offer, OfferTaken } from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { enqueueJob } from '@/jobs';
import { fieldError, forbidden, formError, HttpError, notFound } from '@/lib/http-errors';
import { type Executor, isUniqueViolation } from '@/lib/postgres';
import type { LinkConfig } from '@/modules/auth';
import { queueMessages } from '@/modules/messaging';
import {
  clubForMail,
  dutyRowsOf,
  historyOf,
  mailClubOf,
  recordShiftChanges,
  type ShiftChangeRow,
  tellDutyChanges,
} from '@/modules/shifts';
import { assertRoleRequirements } from '@/modules/training';
import { offerLinksJob } from './offer-links';
import { adminNoticeEmail } from './offer-texts';
import {
  closeOffer,
  clubAdmins,
  clubOfferSettings,
  insertOffer,
  lockedShift,
  type OfferRow,
  offerAnswer,
  offerRows,
  recipientsOf,
  setShiftPeople,
  takerProblem,
  voidLiveOffersOf,
} from './offers.queries';
import { deleteWaiting, waitingFor } from './waitlist.queries';
import { offerTurns } from './waitlist.service';

/*
 * Offers and swaps (issue 25, item 1). A member offers a published shift of theirs that
 * has not started: to the club, to one member, or as a swap for that member's shift. The
 * recipients get accept links (offer-links.ts). The first valid accept wins: the offer's
 * row is locked, so a second accept waits, then finds it taken (409). Taking re-checks
 * everything at that moment (the shift still the giver's, the taker free, available and
 * qualified: assertRoleRequirements), then moves the shift, tells both people (duty
 * notices) and the admins, writes history, and closes the offer, all in one transaction.
 * Where the club approves swaps, an accept waits (`pending`) for an admin.
 */

/** Who acts and how links are built. `by` null: the system (a waiting list's scan). */
export type OfferContext = { orgId: number; by: number | null; links: LinkConfig };

const conflict = (detail: string) => new HttpError(409, { detail });

const detailsOf = (offer: Pick<OfferRow, 'id' | 'shift'>) => ({
  offer: offer.id,
  start: offer.shift.start,
  end: offer.shift.end,
});

async function offerById(db: Executor, orgId: number, id: number, lock = false) {
  const [row] = await offerRows(db, orgId, sql`o.id = ${id}`, { lock });
  if (!row) throw notFound();
  return row;
}

/**
 * Offers up `shiftId`, held by `personId` (the caller, or anyone's for an admin): to
 * `toPersonId` only, or as a swap for `toPersonId`'s `swapShiftId`, or to the club. An
 * offer to the club of a shift with a waiting list goes to the list first (its first who
 * can do it, for a time: waitlist.service.ts), and to the club when nobody on it can.
 * Exported for other paths (a "can't make it" link): `startOfferUp(db, ctx, {shiftId, personId})`.
 */
export async function startOfferUp(
  db: Executor,
  ctx: OfferContext,
  o: {
    shiftId: number;
    personId: number;
    toPersonId?: number | null;
    swapShiftId?: number | null;
  },
): Promise<Offer> {
  const shift = await lockedShift(db, ctx.orgId, o.shiftId);
  if (!shift) throw fieldError('shift', 'This shift does not exist.');
  if (shift.personId !== o.personId) throw fieldError('shift', 'This shift is not yours to offer.');
  if (!shift.published) throw fieldError('shift', 'Only a published shift can be offered.');
  if (shift.start <= new Date()) throw fieldError('shift', 'This shift has already started.');
  const to = o.toPersonId ?? null;
  if (to === o.personId) throw fieldError('to', 'Choose another member.');
  let swapShiftId: number | null = null;
  if (o.swapShiftId != null) {
    if (to === null) throw fieldError('to', 'Choose whom to swap with.');
    const swap = await lockedShift(db, ctx.orgId, o.swapShiftId);
    if (!swap || swap.personId !== to || !swap.published || swap.start <= new Date()) {
      throw fieldError('swap_shift', "Choose one of that member's upcoming shifts.");
    }
    swapShiftId = swap.id;
  }
  if (to !== null) {
    const problem = await takerProblem(db, ctx.orgId, {
      personId: to,
      start: shift.start,
      end: shift.end,
      ignoreShifts: [shift.id, ...(swapShiftId ? [swapShiftId] : [])],
    });
    // Busy or away then: they may still swap or rearrange; they are told when they accept.
    if (problem?.notMember) throw fieldError('to', problem.message);
  }
  const live = await offerRows(
    db,
    ctx.orgId,
    sql`o.shift_id = ${shift.id} and o.status in ('open', 'pending')`,
  );
  if (live.length) throw conflict('This shift is already offered.');

  // To the club, with people waiting for it: their turn first.
  if (to === null) {
    const waiting = await waitingFor(db, ctx.orgId, [shift.id]);
    if (waiting.get(shift.id)?.length) {
      const [turn] = await offerTurns(db, ctx, [{ ...shift, personId: o.personId }]);
      if (turn) {
        await recordShiftChanges(db, ctx.orgId, [
          offeredRow(ctx, shift, o.personId, { offer: turn.id, to: null }),
        ]);
        return offerAnswer(await offerById(db, ctx.orgId, turn.id));
      }
    }
  }
  let id: number;
  try {
    id = await insertOffer(db, ctx.orgId, {
      shiftId: shift.id,
      kind: swapShiftId ? 'swap' : 'offer',
      fromPersonId: o.personId,
      toPersonId: to,
      swapShiftId,
      createdById: ctx.by,
      expiresAt: shift.start,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This shift is already offered.');
    throw error;
  }
  await recordShiftChanges(db, ctx.orgId, [
    offeredRow(ctx, shift, o.personId, {
      offer: id,
      to,
      ...(swapShiftId ? { swap_shift: swapShiftId } : {}),
    }),
  ]);
  await enqueueJob(db, offerLinksJob, { organisationId: ctx.orgId, payload: { offerId: id } });
  return offerAnswer(await offerById(db, ctx.orgId, id));
}

function offeredRow(
  ctx: OfferContext,
  shift: { id: number; eventId: number; start: Date; end: Date },
  personId: number,
  details: { offer: number; to: number | null; swap_shift?: number },
): ShiftChangeRow {
  return {
    shiftId: shift.id,
    eventId: shift.eventId,
    personId,
    action: 'offered',
    byPersonId: ctx.by,
    details: { start: shift.start.toISOString(), end: shift.end.toISOString(), ...details },
  };
}

/** Withdraws an open offer (its giver or an admin); a taken one cannot be. */
export async function withdrawOffer(
  db: Executor,
  ctx: OfferContext,
  o: { offerId: number; admin: boolean },
): Promise<Offer> {
  const offer = await offerById(db, ctx.orgId, o.offerId, true);
  if (!o.admin && offer.fromPersonId !== ctx.by) {
    throw forbidden('Only who made the offer, or an admin, can withdraw it.');
  }
  if (offer.status !== 'open') throw conflict(closedMessage(offer, ctx.by));
  await closeOffer(db, ctx.orgId, offer.id, { status: 'withdrawn', from: ['open'] });
  await recordShiftChanges(db, ctx.orgId, [
    {
      shiftId: offer.shift.id,
      eventId: offer.shift.event,
      personId: offer.fromPersonId,
      action: 'offer_withdrawn',
      byPersonId: ctx.by,
      details: detailsOf(offer),
    },
  ]);
  return offerAnswer(await offerById(db, ctx.orgId, offer.id));
}

/** Why an offer that is not open cannot be taken or withdrawn, for its reader. */
export function closedMessage(offer: OfferRow, readerId: number | null): string {
  switch (offer.status) {
    case 'taken':
    case 'pending':
      return offer.taken_by === readerId && readerId !== null
        ? 'You have already accepted this offer.'
        : 'Someone else has already taken this shift.';
    case 'withdrawn':
      return 'This offer was withdrawn.';
    case 'expired':
      return 'This offer has expired.';
    default:
      return 'This offer is no longer open.';
  }
}

/**
 * Why `takerId` cannot take `offer` now, or null. Everything but competencies (those are
 * `assertRoleRequirements`, which names what is missing).
 */
export async function takeProblem(
  db: Executor,
  ctx: OfferContext,
  offer: OfferRow,
  takerId: number,
): Promise<{ status: number; message: string } | null> {
  if (offer.status !== 'open') return { status: 409, message: closedMessage(offer, takerId) };
  const now = new Date();
  if (offer.shiftStart <= now) return { status: 400, message: 'This shift has already started.' };
  if (offer.expiresAt <= now) return { status: 409, message: 'This offer has expired.' };
  if (offer.fromPersonId === takerId) return { status: 400, message: 'This is your own shift.' };
  if (offer.toPersonId !== null && offer.toPersonId !== takerId) {
    return { status: 403, message: 'This offer is for another member.' };
  }
  if (offer.shiftPersonId !== offer.fromPersonId) {
    return { status: 409, message: 'This shift has changed since it was offered.' };
  }
  if (offer.swapShiftId !== null && offer.swapPersonId !== takerId) {
    return { status: 409, message: 'Your shift in this swap has changed since it was offered.' };
  }
  const ignore = [offer.shift.id, ...(offer.swapShiftId ? [offer.swapShiftId] : [])];
  const problem = await takerProblem(db, ctx.orgId, {
    personId: takerId,
    start: new Date(offer.shift.start),
    end: new Date(offer.shift.end),
    ignoreShifts: ignore,
  });
  if (problem) return { status: 400, message: problem.message };
  if (offer.swap_shift && offer.fromPersonId !== null) {
    const giver = await takerProblem(db, ctx.orgId, {
      personId: offer.fromPersonId,
      start: new Date(offer.swap_shift.start),
      end: new Date(offer.swap_shift.end),
      ignoreShifts: ignore,
    });
    if (giver) return { status: 400, message: giver.message };
  }
  return null;
}

/** The (person, role) pairs a taken offer puts on shifts: the taker's, and a swap's giver's. */
const rolePairs = (offer: OfferRow, takerId: number) => [
  { personId: takerId, roleId: offer.shiftRoleId },
  ...(offer.swapShiftId !== null
    ? [{ personId: offer.fromPersonId, roleId: offer.swapRoleId }]
    : []),
];

/**
 * Takes an open offer for `takerId` (the logged-in member, or an accept link's recipient):
 * 200 `taken` (the shift moved) or `pending` (waits for an admin); 409 when someone was
 * first or the offer closed; 400 naming what the taker lacks.
 */
export async function takeOffer(
  db: Executor,
  ctx: OfferContext,
  o: { offerId: number; takerId: number },
): Promise<OfferTaken> {
  const offer = await offerById(db, ctx.orgId, o.offerId, true);
  // The shift (and a swap's) locked too, before the checks read them.
  await dutyRowsOf(db, ctx.orgId, shiftIdsOf(offer), { lock: true });
  const problem = await takeProblem(db, ctx, offer, o.takerId);
  if (problem) {
    if (problem.status === 400) throw formError(problem.message);
    throw new HttpError(problem.status, { detail: problem.message });
  }
  await assertRoleRequirements(db, ctx.orgId, rolePairs(offer, o.takerId));
  const settings = await clubOfferSettings(db, ctx.orgId);
  if (settings.swapApproval && offer.kind !== 'waitlist') {
    if (
      !(await closeOffer(db, ctx.orgId, offer.id, {
        status: 'pending',
        from: ['open'],
        takenBy: o.takerId,
      }))
    ) {
      throw conflict('Someone else has already taken this shift.');
    }
    await recordShiftChanges(db, ctx.orgId, [
      {
        shiftId: offer.shift.id,
        eventId: offer.shift.event,
        personId: o.takerId,
        action: 'offer_accepted',
        byPersonId: ctx.by,
        details: { ...detailsOf(offer), pending: true },
      },
    ]);
    await tellAdmins(db, ctx, offer, o.takerId, true);
    return {
      status: 'pending',
      detail: 'Accepted: the shift is yours once an admin approves it.',
      offer: offerAnswer(await offerById(db, ctx.orgId, offer.id)),
    };
  }
  if (
    !(await closeOffer(db, ctx.orgId, offer.id, {
      status: 'taken',
      from: ['open'],
      takenBy: o.takerId,
    }))
  ) {
    throw conflict('Someone else has already taken this shift.');
  }
  await applyOffer(db, ctx, offer, o.takerId, { actionRows: true });
  return {
    status: 'taken',
    detail: 'The shift is yours.',
    offer: offerAnswer(await offerById(db, ctx.orgId, offer.id)),
  };
}

const shiftIdsOf = (offer: OfferRow) => [
  offer.shift.id,
  ...(offer.swapShiftId !== null ? [offer.swapShiftId] : []),
];

/**
 * Moves the shift(s) of a taken offer: the taker on the offered shift, a swap's giver on
 * the taker's; then the notices to both (duty notices), the admins' notice, the history,
 * the other live offers of those shifts voided and the taker off its waiting list.
 */
async function applyOffer(
  db: Executor,
  ctx: OfferContext,
  offer: OfferRow,
  takerId: number,
  o: { actionRows: boolean },
) {
  const ids = shiftIdsOf(offer);
  const before = await dutyRowsOf(db, ctx.orgId, ids, { lock: true });
  await setShiftPeople(db, ctx.orgId, [
    [offer.shift.id, takerId],
    ...(offer.swapShiftId !== null
      ? [[offer.swapShiftId, offer.fromPersonId] as [number, number | null]]
      : []),
  ]);
  const after = await dutyRowsOf(db, ctx.orgId, ids);
  const rows = historyOf(before, after, { byPersonId: ctx.by });
  if (o.actionRows) {
    if (offer.swap_shift) {
      rows.push(
        {
          shiftId: offer.shift.id,
          eventId: offer.shift.event,
          personId: takerId,
          action: 'swapped',
          byPersonId: ctx.by,
          details: { ...detailsOf(offer), swap_shift: offer.swap_shift.id },
        },
        {
          shiftId: offer.swap_shift.id,
          eventId: offer.swap_shift.event,
          personId: offer.fromPersonId,
          action: 'swapped',
          byPersonId: ctx.by,
          details: {
            offer: offer.id,
            start: offer.swap_shift.start,
            end: offer.swap_shift.end,
            swap_shift: offer.shift.id,
          },
        },
      );
    } else {
      rows.push({
        shiftId: offer.shift.id,
        eventId: offer.shift.event,
        personId: takerId,
        action: 'offer_accepted',
        byPersonId: ctx.by,
        details: detailsOf(offer),
      });
    }
  }
  await recordShiftChanges(db, ctx.orgId, rows);
  await tellDutyChanges(db, { orgId: ctx.orgId, by: ctx.by, links: ctx.links }, before, after);
  await voidLiveOffersOf(db, ctx.orgId, ids, offer.id);
  await deleteWaiting(db, ctx.orgId, [
    { shiftId: offer.shift.id, personId: takerId },
    ...(offer.swapShiftId !== null && offer.fromPersonId !== null
      ? [{ shiftId: offer.swapShiftId, personId: offer.fromPersonId }]
      : []),
  ]);
  await tellAdmins(db, ctx, offer, takerId, false);
}

/** One email to each admin who takes notices: an offer was taken, or waits for them. */
async function tellAdmins(
  db: Executor,
  ctx: OfferContext,
  offer: OfferRow,
  takerId: number,
  pending: boolean,
) {
  const [admins, club, taker] = await Promise.all([
    clubAdmins(db, ctx.orgId),
    clubForMail(db, ctx.orgId),
    offerTakerName(db, ctx.orgId, takerId),
  ]);
  if (!admins.length) return;
  const mail = adminNoticeEmail(mailClubOf(club, ctx.links), offer, taker, pending);
  await queueMessages(
    db,
    admins.map((admin) => ({
      organisationId: ctx.orgId,
      channel: 'email' as const,
      purpose: 'notice' as const,
      toPersonId: admin.id,
      to: admin.email,
      createdBy: ctx.by,
      ...mail,
    })),
  );
}

async function offerTakerName(db: Executor, orgId: number, personId: number) {
  const [person] = await recipientsOf(db, orgId, [personId]);
  return person?.name || 'A member';
}

/** Approves an accepted offer or swap that waits (admin): the shift moves now. */
export async function approveOffer(db: Executor, ctx: OfferContext, o: { offerId: number }) {
  const offer = await offerById(db, ctx.orgId, o.offerId, true);
  if (offer.status !== 'pending' || offer.taken_by === null) {
    throw conflict('Only an accepted offer waiting for approval can be approved.');
  }
  await dutyRowsOf(db, ctx.orgId, shiftIdsOf(offer), { lock: true });
  const problem = await takeProblem(
    db,
    ctx,
    { ...offer, status: 'open', expiresAt: offer.shiftStart },
    offer.taken_by,
  );
  if (problem) {
    if (problem.status === 400) throw formError(problem.message);
    throw new HttpError(409, { detail: problem.message });
  }
  await assertRoleRequirements(db, ctx.orgId, rolePairs(offer, offer.taken_by));
  await closeOffer(db, ctx.orgId, offer.id, { status: 'taken', from: ['pending'] });
  await applyOffer(db, ctx, offer, offer.taken_by, { actionRows: offer.kind === 'swap' });
  return offerAnswer(await offerById(db, ctx.orgId, offer.id));
}

/** Declines an accepted offer or swap that waits (admin): the shifts stay as they were. */
export async function declineOffer(db: Executor, ctx: OfferContext, o: { offerId: number }) {
  const offer = await offerById(db, ctx.orgId, o.offerId, true);
  if (offer.status !== 'pending') {
    throw conflict('Only an accepted offer waiting for approval can be declined.');
  }
  await closeOffer(db, ctx.orgId, offer.id, { status: 'declined', from: ['pending'] });
  await recordShiftChanges(db, ctx.orgId, [
    {
      shiftId: offer.shift.id,
      eventId: offer.shift.event,
      personId: offer.taken_by,
      action: 'offer_declined',
      byPersonId: ctx.by,
      details: detailsOf(offer),
    },
  ]);
  return offerAnswer(await offerById(db, ctx.orgId, offer.id));
}
