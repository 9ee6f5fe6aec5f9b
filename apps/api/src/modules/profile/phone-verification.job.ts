import { PHONE_CODE_MINUTES } from '@crewcall/contract';
import { z } from 'zod';
import type { SmsAdapter } from '@/adapters/sms/sms-adapter';
import { defineJob, type JobContext } from '@/jobs';
import { findVerificationLocked, updateVerification } from './phone.queries';
import { hashPhoneCode, newPhoneCode, type PhoneCodeKey, phoneCodeText } from './phone-codes';

/**
 * "Text a verification code to this person's new number", enqueued in the transaction of
 * the phone change (so a crash between the answer and the SMS loses nothing, and a change
 * that rolled back texts nobody). The job mints the code as it sends, as the reset job
 * mints its link (auth/password-reset.job.ts): a code that never exists before it is
 * texted cannot leak from the jobs table, a backup or a log. The payload names only the
 * person, the number, the request it answers and the club's name.
 */
export const phoneVerificationJob = defineJob(
  'profile.phone-verification',
  z.object({
    personId: z.number().int(),
    phone: z.string(),
    /** The request this job answers (ISO 8601): a later request's job sends instead. */
    requestedAt: z.string(),
    clubName: z.string(),
  }),
);
export type PhoneVerificationPayload = z.infer<typeof phoneVerificationJob.payload>;

/** What a log line says of the SMS instead of its text (the code is never logged). */
export const CODE_SMS_LOG_TEXT = 'a phone verification code (text not logged)';

/**
 * Sends the code for the latest request only: a job of a request since replaced (another
 * number, or a newer code asked for) does nothing, and neither does a second run of a job
 * whose code is out. The code is stored (as its HMAC, with its expiry) in the job's
 * transaction, before the SMS; if the SMS fails, both roll back and the retry mints
 * another, so the code in force is always the one last texted.
 */
export async function sendPhoneCode(
  deps: { key: PhoneCodeKey; sms: SmsAdapter },
  payload: PhoneVerificationPayload,
  job: Pick<JobContext, 'db' | 'organisationId' | 'key'>,
): Promise<void> {
  const ref = { orgId: job.organisationId, personId: payload.personId };
  const row = await findVerificationLocked(job.db, ref);
  const current =
    row !== null &&
    row.phone === payload.phone &&
    row.requestedAt?.toISOString() === payload.requestedAt &&
    row.codeHash === null;
  if (!current) return;

  const code = newPhoneCode();
  await updateVerification(job.db, ref, {
    codeHash: hashPhoneCode(deps.key, { ...ref, phone: payload.phone }, code),
    expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000),
    failedTries: 0,
  });
  await deps.sms.send(
    {
      organisationId: job.organisationId,
      to: payload.phone,
      toPersonId: payload.personId,
      text: phoneCodeText(payload.clubName, code),
      logText: CODE_SMS_LOG_TEXT,
    },
    { key: job.key },
  );
}
