import {
  type AuthUser,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_LOCKED,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_NONE,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_WRONG,
  PHONE_CODES_PER_HOUR,
  PHONE_NOT_YOURS,
  type PhoneChangeResult,
} from '@crewcall/contract';
import { enqueueJob } from '@/jobs';
import { fieldError, notFound } from '@/lib/http-errors';
import type { Executor } from '@/lib/postgres';
import { toAuthUser } from '@/modules/auth';
import {
  deleteVerification,
  findVerificationLocked,
  lockPerson,
  lockVerification,
  type PhoneVerification,
  updatePersonPhone,
  updateVerification,
} from './phone.queries';
import { type PhoneCodeKey, phoneCodeMatches } from './phone-codes';
import { phoneVerificationJob } from './phone-verification.job';

const HOUR_MS = 60 * 60_000;

/** A refusal to send another code yet: how long to wait, and the words for it. */
export type SendWait = { seconds: number; detail: string };

/**
 * Whether the person may be sent another code at `now` (pure): at most one per
 * PHONE_CODE_RESEND_SECONDS, and PHONE_CODES_PER_HOUR in an hour counted from the first
 * (each code costs the club a text, and the limit keeps a number that is not the
 * member's from being flooded). Null: send.
 */
export function sendWait(
  row: Pick<PhoneVerification, 'requestedAt' | 'windowStartedAt' | 'sendsInWindow'>,
  now: Date,
): SendWait | null {
  const since = (moment: Date | null) => (moment ? now.getTime() - moment.getTime() : Infinity);
  const sinceLast = since(row.requestedAt);
  if (sinceLast < PHONE_CODE_RESEND_SECONDS * 1000) {
    const seconds = Math.ceil((PHONE_CODE_RESEND_SECONDS * 1000 - sinceLast) / 1000);
    return {
      seconds,
      detail: `A code was sent a moment ago. You can ask for another in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    };
  }
  const sinceWindow = since(row.windowStartedAt);
  if (sinceWindow < HOUR_MS && row.sendsInWindow >= PHONE_CODES_PER_HOUR) {
    const seconds = Math.ceil((HOUR_MS - sinceWindow) / 1000);
    const minutes = Math.ceil(seconds / 60);
    return {
      seconds,
      detail: `You have asked for ${PHONE_CODES_PER_HOUR} codes in the last hour. You can ask for another in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    };
  }
  return null;
}

type Club = { id: number; name: string; smsEnabled: boolean };

/**
 * `PUT /api/people/phone_change_self`. A new number is saved unverified, and SMS to it are
 * off until it is verified (what was agreed for the old number does not carry over). If
 * the club sends SMS and the number (new, or the same one still unverified: "send me
 * another code") is not verified, a code is texted by a job, within the send limit
 * (`throttled`: a 429 that changes nothing, the phone included). Otherwise nothing is
 * sent, and a code texted to an earlier number stops working.
 */
export async function changePhoneSelf(
  db: Executor,
  opts: {
    club: Club;
    personId: number;
    phone: string;
    throttled: (wait: SendWait) => Error;
    now?: Date;
  },
): Promise<PhoneChangeResult> {
  const { club, phone } = opts;
  const ref = { orgId: club.id, personId: opts.personId };
  const person = await lockPerson(db, ref);
  if (!person) throw notFound();
  const changed = phone !== person.phone;
  const saved = changed
    ? await updatePersonPhone(db, ref, { phone, smsVerified: false, smsNotifications: false })
    : person;

  const verificationRequired = club.smsEnabled && phone !== '' && !saved.smsVerified;
  if (verificationRequired) {
    const row = await lockVerification(db, ref);
    const now = opts.now ?? new Date();
    const wait = sendWait(row, now);
    if (wait) throw opts.throttled(wait);
    const windowOpen =
      row.windowStartedAt !== null && now.getTime() - row.windowStartedAt.getTime() < HOUR_MS;
    await updateVerification(db, ref, {
      phone,
      // the code of an earlier request stops now; this request's job texts the new one
      codeHash: null,
      expiresAt: null,
      failedTries: 0,
      requestedAt: now,
      windowStartedAt: windowOpen ? row.windowStartedAt : now,
      sendsInWindow: windowOpen ? row.sendsInWindow + 1 : 1,
    });
    await enqueueJob(db, phoneVerificationJob, {
      organisationId: club.id,
      payload: {
        personId: person.id,
        phone,
        requestedAt: now.toISOString(),
        clubName: club.name,
      },
    });
  } else if (changed) {
    // Its counters stay (deleting the row would reset the send limit).
    await updateVerification(db, ref, { codeHash: null, expiresAt: null, failedTries: 0 });
  }
  return { verification_required: verificationRequired, user: toAuthUser(saved) };
}

/**
 * `PUT /api/people/verify_check`: the code texted to the person's number. Refused on
 * `verify_code` when none was sent for this number, it expired (PHONE_CODE_MINUTES), it
 * is wrong, or it was locked by PHONE_CODE_MAX_TRIES wrong ones (then only a new code
 * helps). A wrong try is counted even though the answer is a 400 (`keepTries`: the
 * request's changes are kept). Success verifies the phone, sets SMS as chosen, and
 * deletes the code.
 */
export async function verifyPhoneSelf(
  db: Executor,
  opts: {
    orgId: number;
    personId: number;
    key: PhoneCodeKey;
    phone: string;
    code: string;
    smsNotifications: boolean | undefined;
    keepTries: () => void;
    now?: Date;
  },
): Promise<AuthUser> {
  const ref = { orgId: opts.orgId, personId: opts.personId };
  const person = await lockPerson(db, ref);
  if (!person) throw notFound();
  if (person.phone !== opts.phone) throw fieldError('phone', PHONE_NOT_YOURS);
  const row = await findVerificationLocked(db, ref);
  if (!row?.codeHash || row.phone !== opts.phone) throw fieldError('verify_code', PHONE_CODE_NONE);
  if (row.failedTries >= PHONE_CODE_MAX_TRIES) throw fieldError('verify_code', PHONE_CODE_LOCKED);
  const now = opts.now ?? new Date();
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) {
    throw fieldError('verify_code', PHONE_CODE_EXPIRED);
  }
  if (!phoneCodeMatches(opts.key, { ...ref, phone: opts.phone }, opts.code, row.codeHash)) {
    const tries = row.failedTries + 1;
    await updateVerification(db, ref, { failedTries: tries });
    opts.keepTries();
    const left = PHONE_CODE_MAX_TRIES - tries;
    throw fieldError(
      'verify_code',
      left > 0
        ? `${PHONE_CODE_WRONG} ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : PHONE_CODE_LOCKED,
    );
  }
  await deleteVerification(db, ref);
  const saved = await updatePersonPhone(db, ref, {
    smsVerified: true,
    smsNotifications: opts.smsNotifications ?? person.smsNotifications,
  });
  return toAuthUser(saved);
}
