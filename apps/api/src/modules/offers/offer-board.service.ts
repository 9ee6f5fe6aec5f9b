import type {
  OfferCandidates,
  OfferLink,
  OfferSettings,
  OffersBoard,
  OfferTaken,
} from '@crewcall/contract';
import { sql } from 'drizzle-orm';
import { fieldError, HttpError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { sha256 } from '@/lib/secrets';
import { roleRequirementProblems } from '@/modules/training';
import {
  clubOfferSettings,
  freeMembers,
  linkByHash,
  lockedShift,
  markLinkUsed,
  offerAnswer,
  offerRows,
  upcomingShiftsOf,
  updateClubOfferSettings,
} from './offers.queries';
import { type OfferContext, takeOffer, takeProblem } from './offers.service';
import { fullShifts, myUpcomingShifts } from './waitlist.queries';

/*
 * What members read and do around offers: their duties board, whom they could offer a
 * shift to, an accept link's page and its accept, and the club's offer settings.
 */

/** `GET /api/offers/board`: a fixed number of statements (four, five for admins). */
export async function getOffersBoard(
  db: Executor,
  o: { orgId: number; personId: number; admin: boolean },
): Promise<OffersBoard> {
  const mine = await myUpcomingShifts(db, o.orgId, o.personId);
  const ids = mine.map((s) => s.id);
  const [live, open, full, awaiting] = await Promise.all([
    ids.length
      ? offerRows(
          db,
          o.orgId,
          sql`o.shift_id = any(${sql.param(ids)}::int[]) and o.status in ('open', 'pending')
            and o.from_person_id is not distinct from s.person_id`,
        )
      : Promise.resolve([]),
    offerRows(
      db,
      o.orgId,
      sql`o.status = 'open' and o.expires_at > now() and s.start > now()
        and o.from_person_id is distinct from ${o.personId}
        and (o.to_person_id = ${o.personId} or o.to_person_id is null)`,
      { limit: 50 },
    ),
    fullShifts(db, o.orgId, o.personId),
    o.admin
      ? offerRows(db, o.orgId, sql`o.status = 'pending'`, { limit: 50 })
      : Promise.resolve([]),
  ]);
  const byShift = new Map(live.map((offer) => [offer.shift.id, offer]));
  return {
    my_shifts: mine.map((shift) => {
      const offer = byShift.get(shift.id);
      return { ...shift, offer: offer ? offerAnswer(offer) : null };
    }),
    open_offers: open.map(offerAnswer),
    full_shifts: full,
    awaiting_approval: awaiting.map(offerAnswer),
  };
}

/**
 * `GET /api/offers/candidates?shift=`: who could take the caller's shift (qualified, free,
 * available), by name, with their upcoming shifts for a swap. Four statements.
 */
export async function getOfferCandidates(
  db: Executor,
  o: { orgId: number; personId: number; admin: boolean; shiftId: number },
): Promise<OfferCandidates> {
  const shift = await lockedShift(db, o.orgId, o.shiftId, false);
  if (!shift || (shift.personId !== o.personId && !o.admin)) throw notFound();
  const free = await freeMembers(db, o.orgId, {
    start: shift.start,
    end: shift.end,
    exclude: shift.personId === null ? [] : [shift.personId],
    ignoreShifts: [shift.id],
    limit: 200,
  });
  const problems = await roleRequirementProblems(
    db,
    o.orgId,
    free.map((p) => ({ personId: p.id, roleId: shift.roleId })),
  );
  const people = free.filter((_, i) => !problems.has(i));
  const shifts = await upcomingShiftsOf(
    db,
    o.orgId,
    people.map((p) => p.id),
  );
  return {
    people: people.map((p) => ({ id: p.id, name: p.name, shifts: shifts.get(p.id) ?? [] })),
  };
}

/** The link of a token at this club, or 404 (another club's host finds none). */
async function linkOf(db: Executor, orgId: number, token: string, lock: boolean) {
  const link = await linkByHash(db, orgId, sha256(token), lock);
  if (!link) throw notFound('This link is not valid.');
  return link;
}

/**
 * `GET /api/offers/link/{token}`: the offer its recipient may accept, in the club's time
 * zone, and why it cannot be accepted now if it cannot (used, expired, taken, withdrawn,
 * the shift started, or the recipient lacks what the shift needs). Changes nothing: mail
 * scanners open links, so only the page's button accepts.
 */
export async function getOfferLink(
  db: Executor,
  ctx: OfferContext,
  token: string,
): Promise<OfferLink> {
  const link = await linkOf(db, ctx.orgId, token, false);
  const [offer] = await offerRows(db, ctx.orgId, sql`o.id = ${link.offerId}`);
  if (!offer) throw notFound('This link is not valid.');
  const { timeZone } = await clubOfferSettings(db, ctx.orgId);
  let problem: string | null = link.used ? 'This link has already been used.' : null;
  problem ??= (await takeProblem(db, ctx, offer, link.personId))?.message ?? null;
  if (!problem) {
    const pairs = [{ personId: link.personId, roleId: offer.shiftRoleId }];
    const missing = await roleRequirementProblems(db, ctx.orgId, pairs);
    problem = missing.get(0)?.join(' ') ?? null;
  }
  return { offer: offerAnswer(offer), recipient_name: link.name, time_zone: timeZone, problem };
}

/** `POST /api/offers/link/{token}/accept`: takes the offer for the link's recipient, once. */
export async function acceptOfferLink(
  db: Executor,
  ctx: OfferContext,
  token: string,
): Promise<OfferTaken> {
  const link = await linkOf(db, ctx.orgId, token, true);
  if (link.used) throw new HttpError(409, { detail: 'This link has already been used.' });
  const taken = await takeOffer(
    db,
    { ...ctx, by: link.personId },
    {
      offerId: link.offerId,
      takerId: link.personId,
    },
  );
  await markLinkUsed(db, ctx.orgId, link.id);
  return taken;
}

export async function getOfferSettings(db: Executor, orgId: number): Promise<OfferSettings> {
  const s = await clubOfferSettings(db, orgId);
  return { swap_approval: s.swapApproval, waitlist_offer_hours: s.waitlistOfferHours };
}

export async function setOfferSettings(
  db: Executor,
  orgId: number,
  body: OfferSettings,
): Promise<OfferSettings> {
  if (!Number.isInteger(body.waitlist_offer_hours)) {
    throw fieldError('waitlist_offer_hours', 'A whole number of hours.');
  }
  await updateClubOfferSettings(db, orgId, {
    swapApproval: body.swap_approval,
    waitlistOfferHours: body.waitlist_offer_hours,
  });
  return getOfferSettings(db, orgId);
}
