import { DUTY_LINK_MESSAGES, type DutyAnswerResult, type DutyLink } from '@crewcall/contract';
import { HttpError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import type { LinkConfig } from '@/modules/auth';
import {
  queueMessages,
  type SignedLinkKey,
  signedLinkClub,
  signedLinkTokenHash,
} from '@/modules/messaging';
import {
  adminsToTell,
  type DutyState,
  lockDutyByToken,
  lockDutyOfPerson,
  writeDutyAnswer,
} from './duty-confirmation.queries';
import { cantMakeItAdminEmail } from './duty-confirmation-texts';
import { dutyTokenHash } from './duty-links';
import { dutyMailOf } from './duty-notices';
import { recordShiftChanges } from './shift-history';

/*
 * Duty confirmation (issue 25, item 3): a member answers a duty "Confirm" or "Can't make
 * it", from the links of a reminder (no login: the token is the proof, see
 * duty-confirmation.routes.ts) or from the app (Confirm). Each answer is one transaction:
 * the duty read and its shift locked, the answer, its history row (`confirmed`,
 * `cant_make_it`), and for "can't make it" what follows (`onCantMakeIt`).
 */

/**
 * What "can't make it" starts besides telling the admins: the duty's offer-up (modules/offers,
 * handed in by tenant-modules.ts: offers builds on shifts, so shifts cannot import it).
 */
export type OfferUpDuty = (
  tx: Executor,
  duty: { orgId: number; shiftId: number; personId: number },
  links: LinkConfig,
) => Promise<unknown>;

export type DutyContext = {
  orgId: number;
  key: SignedLinkKey;
  links: LinkConfig;
  offerUp?: OfferUpDuty;
};

const gone = (detail: string) => new HttpError(410, { detail });
const conflict = (detail: string) => new HttpError(409, { detail });

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

function dutyLinkOf(state: DutyState): DutyLink {
  return {
    shift: state.shiftId,
    club_name: state.clubName,
    first_name: firstName(state.personName),
    event_name: state.eventName,
    role_name: state.roleName,
    location_name: state.locationName,
    start: state.start,
    end: state.end,
    time_zone: state.timeZone,
    answer: state.answer ?? 'pending',
  };
}

/**
 * Refuses a duty that can no longer be answered (410): the club stopped asking, the shift
 * was unpublished, given to someone else or moved since the link was sent, or it started.
 */
function assertAnswerable(state: DutyState) {
  if (!state.confirmDuties) throw gone(DUTY_LINK_MESSAGES.off);
  const stillTheirs = state.published && state.shiftPersonId === state.personId && state.sameStart;
  if (!stillTheirs) throw gone(DUTY_LINK_MESSAGES.changed);
  if (state.started) throw gone(DUTY_LINK_MESSAGES.started);
}

/**
 * The duty of a link's token at this club (the host's), locked. A token of another club
 * says so (its prefix names the club); anything else unknown is "not valid" alike.
 */
async function dutyOfToken(db: Executor, orgId: number, token: string): Promise<DutyState> {
  const club = signedLinkClub(token);
  if (club === null) throw notFound(DUTY_LINK_MESSAGES.invalid);
  if (club !== orgId) throw notFound(DUTY_LINK_MESSAGES.otherClub);
  const state = await lockDutyByToken(db, orgId, signedLinkTokenHash(token));
  if (!state) throw notFound(DUTY_LINK_MESSAGES.invalid);
  return state;
}

/** `GET /api/duty-links/{token}`: the duty and its answer so far. */
export async function readDutyLink(db: Executor, ctx: DutyContext, token: string) {
  const state = await dutyOfToken(db, ctx.orgId, token);
  assertAnswerable(state);
  return dutyLinkOf(state);
}

/** `POST /api/duty-links/{token}/confirm` and `/cant-make-it`. */
export async function answerDutyLink(
  db: Executor,
  ctx: DutyContext,
  token: string,
  answer: 'confirmed' | 'cant_make_it',
): Promise<DutyAnswerResult> {
  return answerDuty(db, ctx, await dutyOfToken(db, ctx.orgId, token), answer, 'link');
}

/** `POST /api/shifts/{id}/confirm`: the caller confirms a published shift they are on. */
export async function confirmOwnDuty(
  db: Executor,
  ctx: DutyContext,
  o: { shiftId: number; personId: number },
): Promise<DutyAnswerResult> {
  const state = await lockDutyOfPerson(db, ctx.orgId, o);
  // Someone else's shift, or one not published, is none of theirs: as unknown.
  if (!state || state.shiftPersonId !== o.personId || !state.published) throw notFound();
  return answerDuty(db, ctx, state, 'confirmed', 'app');
}

/**
 * Records an answer: once (the same answer again says `already_…` and writes nothing);
 * "can't make it" may follow a confirmation (plans change), a confirmation may not follow
 * "can't make it" (the admins may already have found someone else: 409).
 */
async function answerDuty(
  db: Executor,
  ctx: DutyContext,
  state: DutyState,
  answer: 'confirmed' | 'cant_make_it',
  via: 'link' | 'app',
): Promise<DutyAnswerResult> {
  assertAnswerable(state);
  if (state.answer === answer) {
    return {
      outcome: answer === 'confirmed' ? 'already_confirmed' : 'already_cant_make_it',
      duty: dutyLinkOf(state),
    };
  }
  if (state.answer === 'cant_make_it') throw conflict(DUTY_LINK_MESSAGES.declined);
  const duty = {
    orgId: ctx.orgId,
    shiftId: state.shiftId,
    personId: state.personId,
    start: new Date(state.start),
  };
  await writeDutyAnswer(db, ctx.orgId, {
    shiftId: duty.shiftId,
    personId: duty.personId,
    tokenHash: dutyTokenHash(ctx.key, duty),
    answer,
  });
  await recordShiftChanges(db, ctx.orgId, [
    {
      shiftId: state.shiftId,
      eventId: state.eventId,
      personId: state.personId,
      action: answer,
      byPersonId: state.personId,
      details: { start: state.start, end: state.end, via },
    },
  ]);
  const answered = { ...state, answer };
  if (answer === 'cant_make_it') {
    await onCantMakeIt(db, duty, { links: ctx.links, duty: answered, offerUp: ctx.offerUp });
  }
  return { outcome: answer, duty: dutyLinkOf(answered) };
}

/**
 * What follows "can't make it", in the answer's transaction, once it and its history row
 * are written: the club's admins are told by email, and the duty is offered up (issue 25,
 * items 1-2: to its waiting list first, else to the club; its person stays on it until
 * someone takes it). A duty its person already offered up stays as offered (409 there).
 */
export async function onCantMakeIt(
  tx: Executor,
  duty: { orgId: number; shiftId: number; personId: number },
  notice: { links: LinkConfig; duty: DutyState; offerUp?: OfferUpDuty },
): Promise<void> {
  await tellAdminsCantMakeIt(tx, duty.orgId, notice);
  if (!notice.offerUp) return;
  try {
    await tx.transaction(async (savepoint) => notice.offerUp?.(savepoint, duty, notice.links));
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
}

/** One email to each admin taking notifications (queued in the answer's transaction). */
async function tellAdminsCantMakeIt(
  tx: Executor,
  orgId: number,
  notice: { links: LinkConfig; duty: DutyState },
): Promise<number> {
  const { duty } = notice;
  const admins = await adminsToTell(tx, orgId);
  if (!admins.length) return 0;
  const { club, shift } = dutyMailOf({ ...duty, orgId }, notice.links);
  const ids = await queueMessages(
    tx,
    admins.map((admin) => ({
      organisationId: orgId,
      channel: 'email' as const,
      purpose: 'notice' as const,
      toPersonId: admin.id,
      to: admin.email,
      createdBy: duty.personId,
      ...cantMakeItAdminEmail(club, admin, duty.personName, shift),
    })),
  );
  return ids.length;
}
